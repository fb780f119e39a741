import { Callout, Card, HTMLTable, Tag } from "@blueprintjs/core";
import { APER_SECTIONS } from "../../../schema/performanceEvaluation/aperSections";
import type { EvaluationView } from "../../api/performanceEvaluation";
import { useLookups } from "../../api/resources";
import { answerRows } from "./answerRows";
import { APER_LOOKUPS, formOf } from "./aperForms";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString("en-GB") : null);

/**
 * An evaluation as its readers see it: the staff member and year, where it stands and who holds it,
 * the last return's reason, the grades and recommendation once the caller may read them, then every
 * section the server gave (the staff member reads the officers' once signed).
 */
export function EvaluationDocument({ evaluation }: { evaluation: EvaluationView }) {
  const lookups = useLookups(APER_LOOKUPS);
  const { staff, officers, stamps } = evaluation;
  const returnedLast =
    stamps.returnedAt !== null && evaluation.status !== "signed" && stamps.returnReason !== null;
  return (
    <div className="aper-document">
      <Card>
        <h2 className="aper-document-title">
          {staff.fullName} — {evaluation.year.year}{" "}
          <Tag intent={evaluation.status === "signed" ? "success" : "primary"} minimal>
            {evaluation.statusLabel}
          </Tag>
        </h2>
        <dl className="aper-facts">
          <dt>Staff number</dt>
          <dd>{staff.staffNumber ?? "—"}</dd>
          <dt>Department</dt>
          <dd>{staff.department ?? "—"}</dd>
          <dt>Reviewer</dt>
          <dd>{officers.reviewer ?? "Not assigned yet"}</dd>
          <dt>Reporting officer</dt>
          <dd>{officers.reportingOfficer ?? "Not assigned yet"}</dd>
          <dt>Counter-signing officer</dt>
          <dd>{officers.counterSigningOfficer ?? "Not assigned yet"}</dd>
          {evaluation.overallGrade ? (
            <>
              <dt>Overall grade</dt>
              <dd>
                {evaluation.overallGrade}
                {evaluation.meanGrade !== null
                  ? ` (mean of the qualities ${evaluation.meanGrade.toFixed(2)}, A = 1 … F = 6)`
                  : ""}
              </dd>
            </>
          ) : null}
          {evaluation.recommendation ? (
            <>
              <dt>Promotion recommendation</dt>
              <dd>{evaluation.recommendation}</dd>
            </>
          ) : null}
          {stamps.submittedAt ? (
            <>
              <dt>Submitted</dt>
              <dd>{when(stamps.submittedAt)}</dd>
            </>
          ) : null}
          {stamps.signedAt ? (
            <>
              <dt>Counter-signed</dt>
              <dd>{when(stamps.signedAt)}</dd>
            </>
          ) : null}
        </dl>
        {returnedLast ? (
          <Callout intent="warning" title={`Returned on ${when(stamps.returnedAt)}`}>
            {stamps.returnReason}
          </Callout>
        ) : null}
      </Card>
      {APER_SECTIONS.filter((section) => evaluation.answers[section.name] !== undefined).map((section) => (
        <Card key={section.name} className="aper-section">
          <h3>{section.title}</h3>
          {answerRows(formOf(section), evaluation.answers[section.name] ?? {}, lookups.lists).map((row) =>
            row.kind === "value" ? (
              <div key={row.label} className="aper-answer">
                <span className="aper-answer-label">{row.label}</span>
                <span className="aper-answer-value">{row.value}</span>
              </div>
            ) : (
              <div key={row.label} className="aper-answer-table">
                <span className="aper-answer-label">{row.label}</span>
                {row.rows.length === 0 ? (
                  <p>None</p>
                ) : (
                  <HTMLTable compact striped>
                    <thead>
                      <tr>
                        {row.columns.map((column) => (
                          <th key={column}>{column}</th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {row.rows.map((cells, index) => (
                        // Items have no identity of their own: their place in the list is it.
                        // biome-ignore lint/suspicious/noArrayIndexKey: see above
                        <tr key={index}>
                          {cells.map((cell, column) => (
                            // biome-ignore lint/suspicious/noArrayIndexKey: cells of one row, in order
                            <td key={column}>{cell}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                )}
              </div>
            ),
          )}
        </Card>
      ))}
    </div>
  );
}
