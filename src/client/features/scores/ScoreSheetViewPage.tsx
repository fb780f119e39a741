import { Callout, Classes } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { stepOf } from "../../../contract/scoreSheetSteps";
import { useScoreSheet } from "../../api/scores";
import { DetailsTable } from "../../engine/document";
import { QueryState } from "../courseRegistration/PageState";
import { ScoreSheetTable, SheetChain } from "./ScoreSheetTable";
import { SheetDecision, WAITING_FOR } from "./SheetDecision";
import { courseSessionOf } from "./scoresShared";
import "./scores.css";

/** /results/score_sheets/view: one score sheet, read-only, with the step it waits for. */
export default function ScoreSheetViewPage() {
  const [search] = useSearchParams();
  const query = courseSessionOf(search);
  const sheet = useScoreSheet(query);
  return (
    <section className="scores-page" aria-labelledby="score-sheet-view-title">
      <h1 id="score-sheet-view-title" className={Classes.HEADING}>
        Score sheet{sheet.data ? ` — ${sheet.data.course.code}` : ""}
      </h1>
      {!query ? (
        <Callout intent="warning">
          Choose a score sheet from the <Link to="/results/score_sheets">score sheet approval</Link> list.
        </Callout>
      ) : (
        <QueryState query={sheet} what="The score sheet">
          {(data) => {
            const step = stepOf(data.status);
            return (
              <>
                <DetailsTable
                  rows={[
                    ["Course", `${data.course.code} — ${data.course.title}`],
                    ["Department", data.course.department.name],
                    ["Session", `${data.course.session.name}, ${data.course.semester.name}`],
                    ["Students", String(data.rows.length)],
                  ]}
                />
                <SheetChain sheet={data} />
                <div className="scores-actions">
                  <Link
                    to={`/results/score_sheets?sessionId=${data.course.session.id}&semesterId=${data.course.semester.id}&status=${data.status === "draft" ? "submitted" : data.status}`}
                  >
                    Back to score sheets
                  </Link>
                </div>
                <ScoreSheetTable sheet={data} />
                {data.sheetId !== null && (
                  <SheetDecision sheetIds={[data.sheetId]} status={data.status} actions={data.actions} />
                )}
                {data.actions.length === 0 && step && (
                  <p className={Classes.TEXT_MUTED}>This score sheet waits for {WAITING_FOR[step]}.</p>
                )}
              </>
            );
          }}
        </QueryState>
      )}
    </section>
  );
}
