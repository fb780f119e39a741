import { Button, Callout, TextArea } from "@blueprintjs/core";
import { useId, useState } from "react";
import { errorMessage } from "../../api/http";
import { type ChainStep, decideSheets, type SheetStatus, useScoresWrite } from "../../api/scores";
import { flash } from "../../shell/flash";

/** The step a sheet in `status` waits for, if any. */
export function stepOf(status: SheetStatus): ChainStep | undefined {
  if (status === "submitted") return "hod";
  if (status === "hod_approved") return "admin";
  if (status === "approved") return "publish";
  return undefined;
}

const APPROVE_LABEL: Record<ChainStep, string> = {
  hod: "Approve (head of department)",
  admin: "Approve (dean / admin)",
  publish: "Publish results",
};

/**
 * Approve (or publish) the given sheets, all waiting for the same step, or return them to the
 * lecturer with a reason. The server decides whether the caller holds the post (403 otherwise).
 */
export function SheetDecision({
  sheetIds,
  status,
  onDone,
}: {
  sheetIds: number[];
  status: SheetStatus;
  onDone?: () => void;
}) {
  const step = stepOf(status);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const decide = useScoresWrite((input: { approve: boolean; reason?: string }) =>
    decideSheets(step ?? "hod", { sheetIds, ...input }),
  );
  if (!step) return null;
  const done = (message: string | undefined, fallback: string) => {
    setReturning(false);
    setReason("");
    void flash({ title: "Success", message: message ?? fallback, intent: "success", timeout: 3000 });
    onDone?.();
  };
  const count = sheetIds.length === 1 ? "" : ` (${sheetIds.length})`;
  return (
    <div className="scores-page">
      <div className="scores-actions">
        <Button
          intent="success"
          disabled={sheetIds.length === 0}
          loading={decide.isPending && !returning}
          onClick={() =>
            decide.mutate({ approve: true }, { onSuccess: ({ message }) => done(message, "Done") })
          }
        >
          {APPROVE_LABEL[step]}
          {count}
        </Button>
        {step !== "publish" && (
          <Button
            intent="warning"
            disabled={sheetIds.length === 0}
            onClick={() => setReturning((open) => !open)}
          >
            Return to lecturer{count}
          </Button>
        )}
      </div>
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
