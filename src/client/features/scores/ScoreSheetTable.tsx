import { Callout, Classes, HTMLTable, InputGroup } from "@blueprintjs/core";
import type { ScoreRow, ScoreSheet } from "../../api/scores";
import { formatDateTime } from "../../engine/grid/cellText";
import "../../engine/grid/grid.css";
import { scoreInputProblem } from "./scoreInput";
import { SheetStatusTag } from "./scoresShared";

export interface ScoreDraft {
  ca: string;
  exam: string;
}

export function draftOf(row: ScoreRow): ScoreDraft {
  return {
    ca: row.caScore === null ? "" : String(row.caScore),
    exam: row.examScore === null ? "" : String(row.examScore),
  };
}

const shown = (value: number | null) => (value === null ? "—" : String(value));

/**
 * The score sheet's grid: CA and exam per registered student, editable inputs while `drafts` is
 * given (the lecturer's draft), otherwise the saved scores with total, grade and points.
 */
export function ScoreSheetTable({
  sheet,
  drafts,
  onChange,
}: {
  sheet: ScoreSheet;
  drafts?: Record<number, ScoreDraft>;
  onChange?: (studentId: number, draft: ScoreDraft) => void;
}) {
  if (sheet.rows.length === 0) return <p>Your request results will be displayed here</p>;
  return (
    <div className="grid-scroll">
      <HTMLTable striped compact className="grid-table scores-table">
        <caption className={Classes.TEXT_MUTED}>
          Scores of {sheet.course.code}: CA out of 40, exam out of 60
        </caption>
        <thead>
          <tr>
            <th scope="col">S/N</th>
            <th scope="col">Matric number</th>
            <th scope="col" className="scores-optional">
              Name
            </th>
            <th scope="col" className="scores-number">
              CA (40)
            </th>
            <th scope="col" className="scores-number">
              Exam (60)
            </th>
            <th scope="col" className="scores-number">
              Total
            </th>
            <th scope="col">Grade</th>
            <th scope="col" className="scores-number scores-optional">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row, index) => {
            const draft = drafts?.[row.studentId];
            const caProblem = draft ? scoreInputProblem(draft.ca, 40) : "";
            const examProblem = draft ? scoreInputProblem(draft.exam, 60) : "";
            return (
              <tr key={row.studentId}>
                <td>{index + 1}</td>
                <td>{row.regNumber}</td>
                <td className="scores-optional">{row.fullName}</td>
                <td className="scores-number">
                  {draft && onChange ? (
                    <InputGroup
                      className="scores-input"
                      inputMode="decimal"
                      aria-label={`CA of ${row.regNumber}`}
                      aria-invalid={caProblem !== ""}
                      title={caProblem || undefined}
                      intent={caProblem ? "danger" : "none"}
                      value={draft.ca}
                      onValueChange={(ca) => onChange(row.studentId, { ...draft, ca })}
                    />
                  ) : (
                    shown(row.caScore)
                  )}
                </td>
                <td className="scores-number">
                  {draft && onChange ? (
                    <InputGroup
                      className="scores-input"
                      inputMode="decimal"
                      aria-label={`Exam of ${row.regNumber}`}
                      aria-invalid={examProblem !== ""}
                      title={examProblem || undefined}
                      intent={examProblem ? "danger" : "none"}
                      value={draft.exam}
                      onValueChange={(exam) => onChange(row.studentId, { ...draft, exam })}
                    />
                  ) : (
                    shown(row.examScore)
                  )}
                </td>
                <td className="scores-number">{shown(row.total)}</td>
                <td>{row.grade ?? "—"}</td>
                <td className="scores-number scores-optional">{shown(row.points)}</td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}

const STEP_LABEL: Record<string, string> = {
  submit: "Submitted",
  "hod approve": "Approved by the head of department",
  approve: "Approved by the dean / admin",
  publish: "Published",
  return: "Returned to the lecturer",
};

/** The sheet's status, a returned sheet's reason, and who did each step of the chain. */
export function SheetChain({ sheet }: { sheet: ScoreSheet }) {
  const steps = sheet.history.filter(
    (event) => !["save scores", "upload scores", "upload cbt scores"].includes(event.action),
  );
  return (
    <>
      <p>
        Status: <SheetStatusTag status={sheet.status} />
      </p>
      {sheet.status === "draft" && sheet.returnReason && (
        <Callout intent="warning" title="Returned to the lecturer">
          {sheet.returnReason}
        </Callout>
      )}
      {steps.length > 0 && (
        <ul className="scores-history" aria-label="Approval history">
          {steps.map((event) => (
            <li key={`${event.action}-${event.at}`}>
              {STEP_LABEL[event.action] ?? event.action}: {event.by}, {formatDateTime(event.at)}
              {event.reason ? ` — ${event.reason}` : ""}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
