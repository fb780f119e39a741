import { Button, Callout, Classes, HTMLSelect, HTMLTable, Icon, NonIdealState, Tag } from "@blueprintjs/core";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { formatGpa } from "../../../schema/grading/gpa";
import { errorMessage } from "../../api/http";
import { useLookup } from "../../api/resources";
import {
  clearStudent,
  type StudentClearance,
  useClearanceCandidates,
  useGraduates,
  useOwnClearance,
  useResultsWrite,
  useStudentClearance,
} from "../../api/results";
import {
  type DetailRow,
  DetailsTable,
  PrintableDocument,
  VerificationFooter,
  verificationAddress,
} from "../../engine/document";
import { flash } from "../../shell/flash";
import { formatDate } from "../../ui/format";
import { QueryState } from "../courseRegistration/PageState";
import { gpaText } from "./ResultTables";
import { VERIFY_CLEARANCE_ROUTE } from "./verificationRoutes";
import "../../engine/document/document.css";
import "./results.css";

/**
 * Graduate clearance (spec section 2, student management): /student_management/clear (final-year
 * students and what stands in the way), clear/view?studentId= (the checks, and Clear),
 * graduate_clearance (cleared graduates), graduate_clearance_view?studentId= (one clearance) and
 * graduate_clearance_slip (the printable slip; a student opens their own without ?studentId=).
 * The checks are the server's (src/server/modules/results/clearance.ts).
 */

function studentIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get("studentId"));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function ClearanceNav() {
  return (
    <nav className="results-links matric-no-print" aria-label="Graduate clearance">
      <Link to="/student_management/clear">Students for graduation</Link>
      <Link to="/student_management/graduate_clearance">Cleared graduates</Link>
      <Link to="/results/classlist">Result management</Link>
    </nav>
  );
}

/** /student_management/clear */
export function ClearanceListPage() {
  const departments = useLookup("departments");
  const fieldId = useId();
  const [departmentId, setDepartmentId] = useState<number | undefined>(undefined);
  const candidates = useClearanceCandidates(departmentId ? { departmentId } : {});
  return (
    <section className="results-page" aria-labelledby="clear-heading">
      <ClearanceNav />
      <h1 id="clear-heading" className={Classes.HEADING}>
        Students for graduation
      </h1>
      <p>
        Active students in their programme's final level. A student is cleared once every check passes:
        results published with a CGPA, every course passed, nothing awaiting approval, fees paid.
      </p>
      <div className="results-field">
        <label htmlFor={fieldId}>Department</label>
        <HTMLSelect
          id={fieldId}
          value={departmentId ?? ""}
          onChange={(event) => setDepartmentId(Number(event.currentTarget.value) || undefined)}
        >
          <option value="">All departments</option>
          {(departments.data ?? []).map((department) => (
            <option key={String(department.id)} value={String(department.id)}>
              {department.name}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <QueryState query={candidates} what="Students for graduation">
        {(rows) =>
          rows.length === 0 ? (
            <NonIdealState title="Your request results will be displayed here" />
          ) : (
            <HTMLTable compact striped className="results-table">
              <thead>
                <tr>
                  <th scope="col">Matric number</th>
                  <th scope="col">Name</th>
                  <th scope="col">Programme</th>
                  <th scope="col">Level</th>
                  <th scope="col" className="results-number">
                    CGPA
                  </th>
                  <th scope="col">Clearance</th>
                  <th scope="col">Checks</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.student.id}>
                    <td>{row.student.regNumber}</td>
                    <td>{row.student.fullName}</td>
                    <td>{row.student.programme}</td>
                    <td>{row.student.level}</td>
                    <td className="results-number">{formatGpa(row.cgpa)}</td>
                    <td>
                      {row.eligible ? (
                        <Tag intent="success">Ready to clear</Tag>
                      ) : (
                        <span className="results-check-failed">{row.problems.join(", ")}</span>
                      )}
                    </td>
                    <td>
                      <Link to={`/student_management/clear/view?studentId=${row.student.id}`}>View</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )
        }
      </QueryState>
    </section>
  );
}

function ChecksTable({ clearance }: { clearance: StudentClearance }) {
  return (
    <HTMLTable compact className="results-table">
      <caption className={Classes.TEXT_MUTED}>Clearance checks</caption>
      <thead>
        <tr>
          <th scope="col">Check</th>
          <th scope="col">Result</th>
          <th scope="col">Detail</th>
        </tr>
      </thead>
      <tbody>
        {clearance.checks.map((check) => (
          <tr key={check.key}>
            <td>{check.label}</td>
            <td>
              <Tag
                intent={check.passed ? "success" : "danger"}
                icon={<Icon icon={check.passed ? "tick" : "cross"} />}
              >
                {check.passed ? "Passed" : "Not met"}
              </Tag>
            </td>
            <td>{check.detail}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

function studentRows(clearance: StudentClearance): DetailRow[] {
  return [
    ["Name", clearance.student.fullName],
    ["Matric number", clearance.student.regNumber],
    ["Programme", clearance.student.programme],
    ["Department", clearance.student.department],
    ["Level", clearance.student.level],
    ["Status", clearance.student.status],
    ["CGPA", gpaText(clearance.cgpa)],
    ["Class of certificate", clearance.certificateClass ?? "–"],
  ];
}

/** /student_management/clear/view?studentId= */
export function ClearanceViewPage() {
  const [search] = useSearchParams();
  const studentId = studentIdOf(search);
  const clearance = useStudentClearance(studentId);
  const sessions = useLookup("sessions");
  const fieldId = useId();
  const [sessionId, setSessionId] = useState<number | undefined>(undefined);
  const clear = useResultsWrite(clearStudent);
  if (studentId === undefined) return <NonIdealState title="No such student" />;
  const latest = sessions.data?.reduce<(typeof sessions.data)[number] | undefined>(
    (best, session) => (best === undefined || session.name > best.name ? session : best),
    undefined,
  );
  const chosen = sessionId ?? (typeof latest?.id === "number" ? latest.id : undefined);
  return (
    <section className="results-page" aria-labelledby="clear-view-heading">
      <ClearanceNav />
      <h1 id="clear-view-heading" className={Classes.HEADING}>
        Graduate clearance
      </h1>
      <QueryState query={clearance} what="The student's clearance">
        {(data) => (
          <>
            <DetailsTable rows={studentRows(data)} />
            <ChecksTable clearance={data} />
            {data.clearance ? (
              <Callout intent="success" title="Cleared">
                Cleared on {formatDate(data.clearance.clearedAt)} by {data.clearance.clearedBy}.{" "}
                <Link to={`/student_management/graduate_clearance_view?studentId=${data.student.id}`}>
                  View clearance
                </Link>
              </Callout>
            ) : (
              <div className="results-filters">
                <div className="results-field">
                  <label htmlFor={fieldId}>Graduation session</label>
                  <HTMLSelect
                    id={fieldId}
                    value={chosen ?? ""}
                    onChange={(event) => setSessionId(Number(event.currentTarget.value))}
                  >
                    {(sessions.data ?? []).map((session) => (
                      <option key={String(session.id)} value={String(session.id)}>
                        {session.name}
                      </option>
                    ))}
                  </HTMLSelect>
                </div>
                <Button
                  intent="success"
                  disabled={!data.eligible || chosen === undefined}
                  loading={clear.isPending}
                  onClick={() =>
                    chosen !== undefined &&
                    clear.mutate(
                      { studentId: data.student.id, graduationSessionId: chosen },
                      {
                        onSuccess: ({ message }) =>
                          void flash({
                            title: "Success",
                            message: message ?? "Student cleared for graduation",
                            intent: "success",
                            timeout: 3000,
                          }),
                      },
                    )
                  }
                >
                  Clear for graduation
                </Button>
              </div>
            )}
            {clear.isError && (
              <Callout intent="danger" role="alert">
                {errorMessage(clear.error, "The student could not be cleared.")}
              </Callout>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

/** /student_management/graduate_clearance */
export function GraduatesPage() {
  const sessions = useLookup("sessions");
  const fieldId = useId();
  const [sessionId, setSessionId] = useState<number | undefined>(undefined);
  const graduates = useGraduates(sessionId);
  return (
    <section className="results-page" aria-labelledby="graduates-heading">
      <ClearanceNav />
      <h1 id="graduates-heading" className={Classes.HEADING}>
        Cleared graduates
      </h1>
      <div className="results-field">
        <label htmlFor={fieldId}>Graduation session</label>
        <HTMLSelect
          id={fieldId}
          value={sessionId ?? ""}
          onChange={(event) => setSessionId(Number(event.currentTarget.value) || undefined)}
        >
          <option value="">All sessions</option>
          {(sessions.data ?? []).map((session) => (
            <option key={String(session.id)} value={String(session.id)}>
              {session.name}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <QueryState query={graduates} what="Cleared graduates">
        {(rows) =>
          rows.length === 0 ? (
            <NonIdealState title="Your request results will be displayed here" />
          ) : (
            <HTMLTable compact striped className="results-table">
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Matric number</th>
                  <th scope="col">Name</th>
                  <th scope="col">Programme</th>
                  <th scope="col" className="results-number">
                    CGPA
                  </th>
                  <th scope="col">Class</th>
                  <th scope="col">Cleared</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.student.id}>
                    <td>{row.clearance.reference}</td>
                    <td>{row.student.regNumber}</td>
                    <td>{row.student.fullName}</td>
                    <td>{row.student.programme}</td>
                    <td className="results-number">{formatGpa(row.clearance.cgpa)}</td>
                    <td>{row.clearance.certificateClass}</td>
                    <td>{formatDate(row.clearance.clearedAt)}</td>
                    <td>
                      <Link to={`/student_management/graduate_clearance_view?studentId=${row.student.id}`}>
                        View
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )
        }
      </QueryState>
    </section>
  );
}

/** /student_management/graduate_clearance_view?studentId= */
export function GraduateViewPage() {
  const [search] = useSearchParams();
  const studentId = studentIdOf(search);
  const clearance = useStudentClearance(studentId);
  if (studentId === undefined) return <NonIdealState title="No such student" />;
  return (
    <section className="results-page" aria-labelledby="graduate-view-heading">
      <ClearanceNav />
      <h1 id="graduate-view-heading" className={Classes.HEADING}>
        Graduate clearance
      </h1>
      <QueryState query={clearance} what="The clearance">
        {(data) =>
          data.clearance ? (
            <>
              <DetailsTable rows={[...studentRows(data), ...clearanceRows(data)]} />
              <Link to={`/student_management/graduate_clearance_slip?studentId=${data.student.id}`}>
                Print the clearance slip
              </Link>
            </>
          ) : (
            <NonIdealState
              title="Not cleared yet"
              action={
                <Link to={`/student_management/clear/view?studentId=${data.student.id}`}>See the checks</Link>
              }
            />
          )
        }
      </QueryState>
    </section>
  );
}

function clearanceRows(data: StudentClearance): DetailRow[] {
  if (!data.clearance) return [];
  return [
    ["Reference", data.clearance.reference],
    ["Graduation session", data.clearance.graduationSession.name],
    ["CGPA at clearance", formatGpa(data.clearance.cgpa)],
    ["Units", String(data.clearance.units)],
    ["Class of certificate", data.clearance.certificateClass],
    ["Cleared by", data.clearance.clearedBy],
    ["Cleared on", formatDate(data.clearance.clearedAt)],
  ];
}

function Slip({ data }: { data: StudentClearance }) {
  if (!data.clearance) return <NonIdealState title="Not cleared yet" />;
  return (
    <PrintableDocument
      title="Graduate Clearance Slip"
      office="Office of the Registrar"
      className="results-slip"
    >
      <DetailsTable
        rows={[
          ["Name", data.student.fullName],
          ["Matric number", data.student.regNumber],
          ["Programme", data.student.programme],
          ["Department", data.student.department],
          ...clearanceRows(data),
        ]}
      />
      <p>
        The student named above has been cleared for graduation: every course passed, results published and
        fees paid as at the date of clearance.
      </p>
      <VerificationFooter
        url={verificationAddress(VERIFY_CLEARANCE_ROUTE, data.clearance.code)}
        code={data.clearance.code}
        what="clearance slip"
      />
    </PrintableDocument>
  );
}

/** /student_management/graduate_clearance_slip?studentId= (staff) */
export function StaffClearanceSlipPage() {
  const [search] = useSearchParams();
  const studentId = studentIdOf(search);
  const clearance = useStudentClearance(studentId);
  if (studentId === undefined) return <NonIdealState title="No such student" />;
  return (
    <section className="results-page" aria-label="Graduate clearance slip">
      <ClearanceNav />
      <QueryState query={clearance} what="The clearance slip">
        {(data) => <Slip data={data} />}
      </QueryState>
    </section>
  );
}

/** /student_management/graduate_clearance_slip (the student's own) */
export function StudentClearanceSlipPage() {
  const clearance = useOwnClearance(true);
  return (
    <section className="results-page" aria-label="Graduate clearance slip">
      <Link className={`${Classes.TEXT_MUTED} matric-no-print`} to="/results">
        Back to results
      </Link>
      <QueryState query={clearance} what="Your clearance slip">
        {(data) => <Slip data={data} />}
      </QueryState>
    </section>
  );
}
