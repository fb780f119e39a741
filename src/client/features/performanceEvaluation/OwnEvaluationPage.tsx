import { Button, Callout, Card, NonIdealState } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { useOwnEvaluation, useStartEvaluation } from "../../api/performanceEvaluation";
import { QueryState } from "../courseRegistration/PageState";
import { EvaluationDocument } from "./EvaluationDocument";
import { APER_PATHS, idParam } from "./pagePaths";
import { SectionForms } from "./SectionForms";
import { StepButtons } from "./StepButtons";
import "./performanceEvaluation.css";

export type OwnPageMode = "report" | "preview" | "view";

const TITLES: Record<OwnPageMode, string> = {
  report: "My performance evaluation",
  preview: "Preview and submit my evaluation",
  view: "My performance evaluation",
};

/**
 * The staff member's own evaluation of a year (the current open year, or `?yearId=`):
 * /report fills in their sections, /preview shows the whole of it with "Submit to the reviewer",
 * /view reads it (with the officers' parts once counter-signed).
 */
export function OwnEvaluationPage({ mode }: { mode: OwnPageMode }) {
  const [params] = useSearchParams();
  const own = useOwnEvaluation(idParam(params.get("yearId")));
  const start = useStartEvaluation();
  return (
    <section className="aper-page" aria-labelledby="aper-title">
      <h1 id="aper-title">{TITLES[mode]}</h1>
      <QueryState query={own} what="Your evaluation">
        {({ year, evaluation }) => {
          if (!year)
            return (
              <NonIdealState
                icon="calendar"
                title="No evaluation year is open"
                description="The registry opens the annual performance evaluation for a year; your evaluation will be here then."
              />
            );
          if (!evaluation)
            return mode === "report" ? (
              <Card>
                <p>Your {year.year} annual performance evaluation has not been started.</p>
                {start.isError ? (
                  <Callout intent="danger" role="alert">
                    {errorMessage(start.error, "Your evaluation could not be started. Please try again.")}
                  </Callout>
                ) : null}
                <Button
                  intent="primary"
                  loading={start.isPending}
                  disabled={!year.isOpen}
                  onClick={() => start.mutate()}
                >
                  Start my {year.year} evaluation
                </Button>
              </Card>
            ) : (
              <NonIdealState
                icon="document"
                title={`You have not started your ${year.year} evaluation`}
                action={<Link to={APER_PATHS.report}>Fill in my evaluation</Link>}
              />
            );
          return (
            <>
              <div className="aper-links">
                {mode !== "report" && evaluation.editable.length > 0 ? (
                  <Link to={APER_PATHS.report}>Fill in my evaluation</Link>
                ) : null}
                {mode !== "preview" && evaluation.status === "draft" ? (
                  <Link to={APER_PATHS.preview}>Preview and submit</Link>
                ) : null}
                {mode !== "view" ? <Link to={APER_PATHS.view}>View my evaluation</Link> : null}
              </div>
              {mode === "report" ? (
                <>
                  {evaluation.editable.length === 0 ? (
                    <Callout intent="primary">
                      Your {year.year} evaluation is {evaluation.statusLabel.toLowerCase()}: there is nothing
                      for you to fill in now.
                    </Callout>
                  ) : (
                    <Callout intent="primary">
                      Save each section, then preview your evaluation and submit it to your reviewer
                      {evaluation.officers.reviewer ? ` (${evaluation.officers.reviewer})` : ""}.
                    </Callout>
                  )}
                  {evaluation.stamps.returnReason && evaluation.status === "draft" ? (
                    <Callout intent="warning" title="Returned to you">
                      {evaluation.stamps.returnReason}
                    </Callout>
                  ) : null}
                  <SectionForms evaluation={evaluation} />
                </>
              ) : (
                <>
                  {mode === "preview" ? <StepButtons evaluation={evaluation} /> : null}
                  <EvaluationDocument evaluation={evaluation} />
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
