import { Callout, NonIdealState } from "@blueprintjs/core";
import { Link, useSearchParams } from "react-router-dom";
import { useEvaluation } from "../../api/performanceEvaluation";
import { QueryState } from "../courseRegistration/PageState";
import { EvaluationDocument } from "./EvaluationDocument";
import { APER_PATHS, idParam } from "./pagePaths";
import { SectionForms } from "./SectionForms";
import { StepButtons } from "./StepButtons";
import "./performanceEvaluation.css";

export type OfficerPageMode =
  | "officerReport"
  | "officerPreview"
  | "counterSigningReport"
  | "counterSigningView";

const PAGES: Record<OfficerPageMode, { title: string; fills: boolean; other: OfficerPageMode }> = {
  officerReport: { title: "Assess a performance evaluation", fills: true, other: "officerPreview" },
  officerPreview: { title: "Performance evaluation", fills: false, other: "officerReport" },
  counterSigningReport: { title: "Counter-signing remarks", fills: true, other: "counterSigningView" },
  counterSigningView: {
    title: "Counter-sign a performance evaluation",
    fills: false,
    other: "counterSigningReport",
  },
};

/**
 * An evaluation `?id=` the caller is an officer of: the report pages fill in the caller's own part
 * (the reviewer's assessment or the reporting officer's report; the counter-signing officer's
 * remarks), the preview/view pages read the whole of it; both offer only the steps the server
 * allows the caller now (send on, counter-sign, or return with a reason).
 */
export function OfficerEvaluationPage({ mode }: { mode: OfficerPageMode }) {
  const [params] = useSearchParams();
  const id = idParam(params.get("id"));
  const evaluation = useEvaluation(id);
  const page = PAGES[mode];
  return (
    <section className="aper-page" aria-labelledby="aper-title">
      <h1 id="aper-title">{page.title}</h1>
      <div className="aper-links">
        <Link to={APER_PATHS.officerView}>Evaluations to assess</Link>
      </div>
      {id === undefined ? (
        <NonIdealState
          icon="search"
          title="Choose an evaluation"
          description="Open one from the list of evaluations you assess, report on or counter-sign."
          action={<Link to={APER_PATHS.officerView}>Evaluations to assess</Link>}
        />
      ) : (
        <QueryState query={evaluation} what="The evaluation">
          {(found) => {
            // The counter-signing officer's remarks have pages of their own (spec 2).
            const countersigns = found.editable.includes("aper-counter-signing");
            const otherPath = page.fills
              ? APER_PATHS[page.other]
              : APER_PATHS[countersigns ? "counterSigningReport" : "officerReport"];
            return (
              <>
                {page.fills ? (
                  <>
                    <div className="aper-links">
                      <Link to={`${otherPath}?id=${found.id}`}>Read the whole evaluation</Link>
                    </div>
                    {found.editable.length === 0 ? (
                      <Callout intent="primary">
                        There is nothing for you to fill in on this evaluation now: it is{" "}
                        {found.statusLabel.toLowerCase()}.
                      </Callout>
                    ) : (
                      <Callout intent="primary">
                        {found.staff.fullName}, {found.year.year}: save your part, then send it on (or return
                        the evaluation with a reason).
                      </Callout>
                    )}
                    <SectionForms evaluation={found} />
                    <StepButtons evaluation={found} />
                  </>
                ) : (
                  <>
                    {found.editable.length > 0 ? (
                      <div className="aper-links">
                        <Link to={`${otherPath}?id=${found.id}`}>Fill in your part</Link>
                      </div>
                    ) : null}
                    <StepButtons evaluation={found} />
                    <EvaluationDocument evaluation={found} />
                  </>
                )}
              </>
            );
          }}
        </QueryState>
      )}
    </section>
  );
}
