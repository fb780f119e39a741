import { Button, Callout, TextArea } from "@blueprintjs/core";
import { useId, useState } from "react";
import { stepOf } from "../../../contract/scoreSheetSteps";
import { errorMessage } from "../../api/http";
import {
  type ChainStep,
  decideSheets,
  type SheetAction,
  type SheetStatus,
  useScoresWrite,
} from "../../api/scores";
import { flash } from "../../shell/flash";
import { ConfirmAlert } from "../../ui/ConfirmAlert";

const APPROVE_LABEL: Record<ChainStep, string> = {
  hod: "Approve (head of department)",
  admin: "Approve (dean / admin)",
  publish: "Publish results",
};

/** Who a sheet waiting for `step` waits for, when the caller may not take it. */
export const WAITING_FOR: Record<ChainStep, string> = {
  hod: "the head of department",
  admin: "the dean of the School",
  publish: "the registry",
};

const sheets = (count: number) => (count === 1 ? "1 score sheet" : `${count} score sheets`);

/** The question the bulk confirmation asks, and what the step does. */
function confirmation(step: ChainStep, count: number): { question: string; effect: string } {
  if (step === "publish")
    return {
      question: `Publish the results of ${sheets(count)}?`,
      effect: "Students will see these results at once, and a published sheet cannot be returned.",
    };
  return {
    question: `Approve ${sheets(count)} as ${step === "hod" ? "head of department" : "dean / admin"}?`,
    effect:
      step === "hod"
        ? "They go on to the dean of their School; the lecturers can no longer change them."
        : "They go on to the registry to publish.",
  };
}

/**
 * The actions `actions` (what the server allows the caller on these sheets, all waiting for the
 * same step: the score-sheets workflow) on the given sheets: approve or publish, or return to
 * the lecturer with a reason. With `confirm` (the list's bulk action), approving or publishing
 * asks first. Nothing is offered when the caller may take no step.
 */
export function SheetDecision({
  sheetIds,
  status,
  actions,
  confirm = false,
  onDone,
}: {
  sheetIds: number[];
  status: SheetStatus;
  actions: readonly SheetAction[];
  confirm?: boolean;
  onDone?: () => void;
}) {
  const step = stepOf(status);
  const [returning, setReturning] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const decide = useScoresWrite((input: { approve: boolean; reason?: string }) =>
    decideSheets(step ?? "hod", { sheetIds, ...input }),
  );
  const mayApprove = actions.includes("approve") || actions.includes("publish");
  const mayReturn = actions.includes("return");
  if (!step || !(mayApprove || mayReturn)) return null;
  const done = (message: string | undefined, fallback: string) => {
    setReturning(false);
    setAsking(false);
    setReason("");
    void flash({ title: "Success", message: message ?? fallback, intent: "success", timeout: 3000 });
    onDone?.();
  };
  const approve = () =>
    decide.mutate(
      { approve: true },
      { onSuccess: ({ message }) => done(message, "Done"), onError: () => setAsking(false) },
    );
  const count = sheetIds.length === 1 ? "" : ` (${sheetIds.length})`;
  const asked = confirmation(step, sheetIds.length);
  return (
    <div className="scores-page">
      <div className="scores-actions">
        {mayApprove && (
          <Button
            intent="success"
            disabled={sheetIds.length === 0}
            loading={decide.isPending && !returning}
            onClick={() => (confirm ? setAsking(true) : approve())}
          >
            {APPROVE_LABEL[step]}
            {count}
          </Button>
        )}
        {mayReturn && (
          <Button
            intent="warning"
            disabled={sheetIds.length === 0}
            onClick={() => setReturning((open) => !open)}
          >
            Return to lecturer{count}
          </Button>
        )}
      </div>
      <ConfirmAlert
        isOpen={asking}
        question={asked.question}
        confirmLabel={APPROVE_LABEL[step]}
        intent="success"
        loading={decide.isPending}
        onConfirm={approve}
        onCancel={() => setAsking(false)}
      >
        <p>{asked.effect}</p>
      </ConfirmAlert>
      {returning && (
        <form
          className="scores-page"
          onSubmit={(event) => {
            event.preventDefault();
            decide.mutate(
              { approve: false, reason: reason.trim() },
              { onSuccess: ({ message }) => done(message, "Returned") },
            );
          }}
        >
          <label htmlFor={reasonId}>Why is it going back to the lecturer?</label>
          <TextArea
            id={reasonId}
            value={reason}
            maxLength={500}
            required
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <div className="scores-actions">
            <Button type="submit" intent="warning" disabled={reason.trim() === ""} loading={decide.isPending}>
              Return with this reason
            </Button>
          </div>
        </form>
      )}
      {decide.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(decide.error, "Nothing was changed. Please try again.")}
        </Callout>
      )}
    </div>
  );
}
