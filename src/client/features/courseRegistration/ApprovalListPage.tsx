import { Button, Callout, Checkbox, Classes, HTMLTable, NonIdealState, Tag } from "@blueprintjs/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import {
  bulkApproveRegistrations,
  useApprovals,
  useCourseRegistrationWrite,
} from "../../api/courseRegistration";
import { errorMessage } from "../../api/http";
import { useCanAccess } from "../../session/useCanAccess";
import { flash } from "../../shell/flash";
import { ConfirmAlert } from "../../ui/ConfirmAlert";
import { QueryState } from "./PageState";
import { STATUS_INTENT, STATUS_LABEL } from "./RegistrationSlip";
import { TermPicker, termOfSearch, termSearch } from "./TermPicker";
import "./courseRegistration.css";

/**
 * /approve_courses and /class/approve_courses: a term's course registrations the signed-in
 * adviser, head of department or registry may decide (the server decides which), with each
 * slip's view and the pending ones approved together. An adviser or head of department also
 * opens each student's record (/class/results/student); the registry reads results elsewhere.
 */
export default function ApprovalListPage() {
  const [search, setSearch] = useSearchParams();
  const term = termOfSearch(search);
  const approvals = useApprovals(term);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const bulk = useCourseRegistrationWrite(bulkApproveRegistrations);
  const canAccess = useCanAccess();
  const advises = !canAccess(["registrar"]);
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const [asking, setAsking] = useState(false);
  const approveSelected = () =>
    bulk.mutate([...selected], {
      onSuccess: ({ message }) => {
        setSelected(new Set());
        setAsking(false);
        void flash({ title: "Success", message: message ?? "Approved", intent: "success", timeout: 3000 });
      },
      onError: () => setAsking(false),
    });
  const count = selected.size === 1 ? "1 course registration" : `${selected.size} course registrations`;
  return (
    <section className="course-registration-page" aria-labelledby="approve-courses-title">
      <h1 id="approve-courses-title" className={Classes.HEADING}>
        Approve course registrations
      </h1>
      <TermPicker
        key={term ? termSearch(term) : "none"}
        initial={term ?? {}}
        submitLabel="Show registrations"
        onChoose={(chosen) => {
          setSelected(new Set());
          setSearch(termSearch(chosen));
        }}
      />
      {term && (
        <QueryState query={approvals} what="Course registrations">
          {(rows) =>
            rows.length === 0 ? (
              <NonIdealState title="Your request results will be displayed here" />
            ) : (
              <>
                <HTMLTable striped className="course-registration-list">
                  <caption className={Classes.TEXT_MUTED}>Course registrations you may approve</caption>
                  <thead>
                    <tr>
                      <th scope="col">Select</th>
                      <th scope="col">Matric number</th>
                      <th scope="col">Name</th>
                      <th scope="col" className="course-registration-optional">
                        Level
                      </th>
                      <th scope="col">Units</th>
                      <th scope="col">Status</th>
                      <th scope="col">Slip</th>
                      {advises && <th scope="col">Record</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.id}>
                        <td>
                          {row.status === "pending" && (
                            <Checkbox
                              checked={selected.has(row.id)}
                              onChange={() => toggle(row.id)}
                              aria-label={`Select ${row.student.regNumber}`}
                            />
                          )}
                        </td>
                        <td>{row.student.regNumber}</td>
                        <td>{row.student.fullName}</td>
                        <td className="course-registration-optional">{row.level.name}</td>
                        <td>{row.totalUnits}</td>
                        <td>
                          <Tag intent={STATUS_INTENT[row.status]}>{STATUS_LABEL[row.status]}</Tag>
                        </td>
                        <td>
                          <Link
                            to={`/approve_courses/view?id=${row.id}`}
                            aria-label={`View ${row.student.regNumber}`}
                          >
                            View
                          </Link>
                        </td>
                        {advises && (
                          <td>
                            <Link
                              to={`/class/results/student?studentId=${row.student.id}`}
                              aria-label={`Record of ${row.student.regNumber}`}
                            >
                              Record
                            </Link>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
                {bulk.isError && (
                  <Callout intent="danger" role="alert">
                    {errorMessage(bulk.error, "Nothing was approved. Please try again.")}
                  </Callout>
                )}
                <div className="course-registration-actions">
                  <Button
                    intent="success"
                    disabled={selected.size === 0}
                    loading={bulk.isPending}
                    onClick={() => setAsking(true)}
                  >
                    Approve selected ({selected.size})
                  </Button>
                </div>
                <ConfirmAlert
                  isOpen={asking}
                  question={`Approve ${count}?`}
                  confirmLabel={`Approve ${count}`}
                  intent="success"
                  loading={bulk.isPending}
                  onConfirm={approveSelected}
                  onCancel={() => setAsking(false)}
                >
                  <p>Each student is told their registration was approved. All are approved, or none.</p>
                </ConfirmAlert>
              </>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
