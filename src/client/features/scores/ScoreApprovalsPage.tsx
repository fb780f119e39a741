import { Callout, Checkbox, Classes, HTMLSelect, HTMLTable, NonIdealState } from "@blueprintjs/core";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { stepOf } from "../../../contract/scoreSheetSteps";
import { SHEET_STATUS_LABEL } from "../../../contract/scores";
import { type SheetStatus, useSheetApprovals } from "../../api/scores";
import { useCanAccess } from "../../session/useCanAccess";
import { QueryState } from "../courseRegistration/PageState";
import { TermPicker, termSearch } from "../courseRegistration/TermPicker";
import { SheetDecision, WAITING_FOR } from "./SheetDecision";
import { SheetStatusTag, useTermOrLatest } from "./scoresShared";
import "../courseRegistration/courseRegistration.css";
import "./scores.css";

const FILTERS: SheetStatus[] = ["submitted", "hod_approved", "approved", "published"];

/**
 * /results/score_sheets: the term's score sheets of the caller's departments (head of department),
 * School (dean) or the whole college (registry, admin), by status, each opened read-only, and the
 * selected ones approved, returned or published together (all or none).
 */
export default function ScoreApprovalsPage() {
  const [search, setSearch] = useSearchParams();
  const term = useTermOrLatest();
  const statusParam = search.get("status");
  const canAccess = useCanAccess();
  // Without a choice, the step the caller's post acts on: HOD, dean, then the registry.
  const ownStep: SheetStatus = canAccess(["hod"])
    ? "submitted"
    : canAccess(["dean"])
      ? "hod_approved"
      : "approved";
  const status: SheetStatus = FILTERS.includes(statusParam as SheetStatus)
    ? (statusParam as SheetStatus)
    : ownStep;
  const sheets = useSheetApprovals(term ? { ...term, status } : undefined);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const statusFieldId = useId();
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const setStatus = (next: string) => {
    const params = new URLSearchParams(search);
    params.set("status", next);
    setSelected(new Set());
    setSearch(params);
  };
  const step = stepOf(status);
  return (
    <section className="scores-page" aria-labelledby="score-approvals-title">
      <h1 id="score-approvals-title" className={Classes.HEADING}>
        Score sheet approval
      </h1>
      <TermPicker
        key={term ? termSearch(term) : "none"}
        initial={term ?? {}}
        submitLabel="Show score sheets"
        onChoose={(chosen) => {
          setSelected(new Set());
          setSearch(`${termSearch(chosen)}&status=${status}`);
        }}
      />
      <div className="course-registration-field">
        <label htmlFor={statusFieldId}>Status</label>
        <HTMLSelect
          id={statusFieldId}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
        >
          {FILTERS.map((value) => (
            <option key={value} value={value}>
              {SHEET_STATUS_LABEL[value]}
            </option>
          ))}
        </HTMLSelect>
      </div>
      {term && (
        <QueryState query={sheets} what="Score sheets">
          {(rows) => {
            // The sheets the caller may act on, and what they may do (the server's rule, per sheet).
            const actionable = rows.filter((row) => row.actions.length > 0);
            const offered = actionable[0]?.actions ?? [];
            const selectable = step !== undefined && actionable.length > 0;
            return rows.length === 0 ? (
              <NonIdealState title="Your request results will be displayed here" />
            ) : (
              <>
                <HTMLTable striped compact className="scores-table">
                  <caption className={Classes.TEXT_MUTED}>Score sheets: {SHEET_STATUS_LABEL[status]}</caption>
                  <thead>
                    <tr>
                      {selectable && <th scope="col">Select</th>}
                      <th scope="col">Course</th>
                      <th scope="col" className="scores-optional">
                        Department
                      </th>
                      <th scope="col" className="scores-optional">
                        Lecturers
                      </th>
                      <th scope="col" className="scores-number">
                        Students
                      </th>
                      <th scope="col">Status</th>
                      <th scope="col">Sheet</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.sheetId}>
                        {selectable && (
                          <td>
                            {row.actions.length > 0 && (
                              <Checkbox
                                checked={selected.has(row.sheetId)}
                                onChange={() => toggle(row.sheetId)}
                                aria-label={`Select ${row.course.code}`}
                              />
                            )}
                          </td>
                        )}
                        <td>
                          {row.course.code} — {row.course.title}
                        </td>
                        <td className="scores-optional">{row.course.department.name}</td>
                        <td className="scores-optional">{row.lecturers.join(", ")}</td>
                        <td className="scores-number">{row.students}</td>
                        <td>
                          <SheetStatusTag status={row.status} />
                        </td>
                        <td>
                          <Link
                            to={`/results/score_sheets/view?courseId=${row.course.id}&sessionId=${row.course.session.id}`}
                            aria-label={`View ${row.course.code}`}
                          >
                            View
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
                {selectable ? (
                  <SheetDecision
                    sheetIds={[...selected]}
                    status={status}
                    actions={offered}
                    confirm
                    onDone={() => setSelected(new Set())}
                  />
                ) : (
                  step && (
                    <Callout intent="primary">
                      These score sheets wait for {WAITING_FOR[step]}; there is nothing for you to decide
                      here.
                    </Callout>
                  )
                )}
              </>
            );
          }}
        </QueryState>
      )}
      {!term && <Callout>Choose a session and semester.</Callout>}
    </section>
  );
}
