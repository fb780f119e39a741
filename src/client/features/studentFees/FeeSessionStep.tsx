import { Button, Callout, Classes, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { FeePageFrame } from "./FeePageFrame";
import { type FeePageConfig, stepPath } from "./feePages";
import { useStudentFeeOptions } from "./feeQueries";

/** /session: which session the invoice is for (the sessions with this fee set; the current one first chosen). */
export function FeeSessionStep({ page }: { page: FeePageConfig }) {
  const id = useId();
  const navigate = useNavigate();
  const options = useStudentFeeOptions(page.feePurposeId);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const sessions = options.data?.sessions ?? [];
  const value = chosen ?? options.data?.sessionId ?? sessions[0]?.id;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value === undefined) return;
    navigate(`${stepPath(page, "generate")}?${new URLSearchParams({ sessionId: String(value) })}`);
  }

  return (
    <FeePageFrame page={page} stepTitle="Choose a session">
      {sessions.length === 0 ? (
        <Callout intent="warning" title="No session has this fee set yet">
          Please check back later or contact the bursary.
        </Callout>
      ) : (
        <form onSubmit={submit} className="student-fees-confirm">
          <FormGroup label="Session" labelFor={id} helperText="The session the invoice is for">
            <HTMLSelect
              id={id}
              value={value}
              onChange={(event) => setChosen(Number(event.currentTarget.value))}
            >
              {sessions.map((session) => (
                <option key={session.id} value={session.id}>
                  {session.name}
                  {session.isCurrent ? " (current)" : ""}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <div className="student-fees-actions">
            <Button type="submit" intent="primary">
              Continue
            </Button>
            <Link className={Classes.BUTTON} to={page.route}>
              Back
            </Link>
          </div>
        </form>
      )}
    </FeePageFrame>
  );
}
