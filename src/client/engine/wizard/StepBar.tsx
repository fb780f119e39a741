import { Button } from "@blueprintjs/core";
import { ArrowBar } from "../../ui/ArrowBar";

export interface StepBarProps {
  /** Step titles in order; the last is the review. */
  titles: readonly string[];
  current: number;
  /** Steps after this one have not been reached yet and cannot be chosen. */
  reachable: number;
  narrow: boolean;
  onSelect(index: number): void;
}

/** "Step 2 of 7: Programme" — the review is not counted as a step of data. */
export function progressText(titles: readonly string[], current: number): string {
  const steps = titles.length - 1;
  const title = titles[current] ?? "";
  return current >= steps ? title : `Step ${current + 1} of ${steps}: ${title}`;
}

/**
 * Where the applicant is. Wide screens: the whole route as a row of step buttons, the steps of data
 * numbered as the progress line counts them ("Step 2 of 7") and the review after them unnumbered (a `nav` list
 * with `aria-current="step"` rather than ARIA tabs: steps are a sequence, and tabs would promise
 * tab panels for every step, which a one-step-at-a-time form does not render). Screens of 767 px
 * and less: previous/next arrows around "Step 2 of 7: Programme" (spec 2: tabs use arrows on
 * mobile).
 */
export function StepBar({ titles, current, reachable, narrow, onSelect }: StepBarProps) {
  const progress = progressText(titles, current);
  if (narrow) {
    return (
      <ArrowBar
        className="matric-wizard-arrows"
        label="Application steps"
        previous={{ label: "Previous step", disabled: current === 0, onClick: () => onSelect(current - 1) }}
        next={{
          label: "Next step",
          disabled: current >= titles.length - 1,
          onClick: () => onSelect(current + 1),
        }}
      >
        <h2 className="matric-wizard-progress" tabIndex={-1}>
          {progress}
        </h2>
      </ArrowBar>
    );
  }
  return (
    <>
      <nav className="matric-wizard-steps" aria-label="Application steps">
        <ol>
          {titles.map((title, index) => (
            <li key={title} className={index === current ? "matric-wizard-step-current" : undefined}>
              <Button
                variant="minimal"
                intent={index === current ? "primary" : "none"}
                active={index === current}
                aria-current={index === current ? "step" : undefined}
                disabled={index > reachable}
                onClick={() => onSelect(index)}
              >
                {/* Numbered like the progress line: the review is no numbered step of data. */}
                {index < titles.length - 1 && (
                  <span className="matric-wizard-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                )}
                {title}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <h2 className="matric-wizard-progress" tabIndex={-1}>
        {progress}
      </h2>
    </>
  );
}
