import { Button, Callout, Classes, HTMLTable, Icon, NonIdealState, Tag } from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import graduatesFile from "../../../../schemas/lists/graduates.json";
import { formatGpa } from "../../../schema/grading/gpa";
import { loadListFile } from "../../../schema/listFile";
import { errorMessage } from "../../api/http";
import { endpointListSource } from "../../api/listSources";
import { type ResourceRow, useLookup } from "../../api/resources";
import {
  clearStudent,
  resultKeys,
  type StudentClearance,
  useOwnClearance,
  useResultsWrite,
  useStudentClearance,
} from "../../api/results";
import { ListHeader } from "../../engine/crud/ListHeader";
import { useFileGrid } from "../../engine/crud/useFileGrid";
import {
  type DetailRow,
  DetailsTable,
  PrintableDocument,
  VerificationFooter,
  verificationAddress,
} from "../../engine/document";
import { ExportButtons } from "../../engine/grid/ExportButtons";
import { Grid } from "../../engine/grid/Grid";
import { flash } from "../../shell/flash";
import { formatDate } from "../../ui/format";
import { QueryState } from "../courseRegistration/PageState";
import { LookupSelectField } from "./LookupSelectField";
import { gpaText } from "./ResultTables";
import { VERIFY_CLEARANCE_ROUTE } from "./verificationRoutes";
import "../../engine/document/document.css";
import "./results.css";

const graduatesList = loadListFile(graduatesFile);

/**
 * Graduate clearance (spec section 2, student management): /student_management/clear (final-year
 * students and what stands in the way: the graduate-clearance workflow's screen, routed in
 * screens/results.ts), clear/view?studentId= (the checks, and Clear),
 * graduate_clearance (cleared graduates), graduate_clearance_view?studentId= (one clearance) and
 * graduate_clearance_slip (the printable slip; a student opens their own without ?studentId=).
 * The checks are the server's (src/server/modules/results/clearance.ts).
 */

/** The student the address names (?studentId=; undefined without a valid one) and their clearance. */
function useClearanceInAddress() {
  const [search] = useSearchParams();
  const id = Number(search.get("studentId"));
  const studentId = Number.isInteger(id) && id > 0 ? id : undefined;
  return { studentId, clearance: useStudentClearance(studentId) };
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
  const { studentId, clearance } = useClearanceInAddress();
  const sessions = useLookup("sessions");
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
                <LookupSelectField
                  label="Graduation session"
                  lookup="sessions"
                  value={chosen}
                  onChange={setSessionId}
                />
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

/**
 * /student_management/graduate_clearance: the cleared graduates — the list file's Grid (search,
 * graduation session, sort, paging, export); Details opens one clearance.
 */
export function GraduatesPage() {
  const { config, list } = useFileGrid(graduatesList);
  const source = useMemo(
    () =>
      endpointListSource<ResourceRow>(graduatesList.name, "/Student/graduated-students", {
        exportable: true,
        // Under the results keys: clearing a student refreshes the list.
        queryKey: resultKeys.graduates(),
      }),
    [],
  );
  return (
    <section className="results-page" aria-labelledby="graduates-heading">
      <ClearanceNav />
      <ListHeader id="graduates-heading" title={graduatesList.title}>
        {source.exportFile ? <ExportButtons query={list.query} exportFile={source.exportFile} /> : null}
      </ListHeader>
      <Grid label={graduatesList.title} config={config} list={list} source={source} />
    </section>
  );
}

/** /student_management/graduate_clearance_view?studentId= */
export function GraduateViewPage() {
  const { studentId, clearance } = useClearanceInAddress();
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
  const { studentId, clearance } = useClearanceInAddress();
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
