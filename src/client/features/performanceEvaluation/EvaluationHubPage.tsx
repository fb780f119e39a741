import { Card, Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { useOwnEvaluation } from "../../api/performanceEvaluation";
import { useCanAccess } from "../../session/useCanAccess";
import { QueryState } from "../courseRegistration/PageState";
import { APER_PATHS } from "./pagePaths";
import "./performanceEvaluation.css";

/**
 * /performance_evaluation (the "Annual Performance Evaluation" menu entry): the caller's own
 * evaluation of the current year and where it stands, the evaluations they assess, and for the
 * registry the assignment of assessors and the results.
 */
export default function EvaluationHubPage() {
  const own = useOwnEvaluation();
  const canAccess = useCanAccess();
  return (
    <section className="aper-page" aria-labelledby="aper-title">
      <h1 id="aper-title">Annual Performance Evaluation</h1>
      <Card>
        <h2>My evaluation</h2>
        <QueryState query={own} what="Your evaluation">
          {({ year, evaluation }) =>
            year ? (
              <>
                <p>
                  {year.year}:{" "}
                  <Tag minimal intent={evaluation?.status === "signed" ? "success" : "primary"}>
                    {evaluation ? evaluation.statusLabel : "Not started"}
                  </Tag>
                </p>
                <div className="aper-links">
                  <Link to={APER_PATHS.report}>Fill in my evaluation</Link>
                  <Link to={APER_PATHS.preview}>Preview and submit</Link>
                  <Link to={APER_PATHS.view}>View my evaluation</Link>
                </div>
              </>
            ) : (
              <p>No evaluation year is open yet.</p>
            )
          }
        </QueryState>
      </Card>
      <Card>
        <h2>Evaluations I assess</h2>
        <p>
          Evaluations waiting for you as a reviewer, reporting officer or counter-signing officer, and those
          you have handled.
        </p>
        <Link to={APER_PATHS.officerView}>Evaluations to assess</Link>
      </Card>
      {canAccess(["registrar"]) ? (
        <Card>
          <h2>Registry</h2>
          <div className="aper-links">
            <Link to={APER_PATHS.assessors}>Assessment reviewers</Link>
            <Link to={APER_PATHS.results}>Results</Link>
          </div>
        </Card>
      ) : null}
    </section>
  );
}
