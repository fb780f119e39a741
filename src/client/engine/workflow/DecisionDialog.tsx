import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from "@blueprintjs/core";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "../../api/http";
import { takeWorkflowTransition, type WorkflowView } from "../../api/workflows";
import { stepQuestion, type WorkflowStep } from "./workflowGrid";

/** A step asked for on some rows (ids with their names); undefined: the dialog is closed. */
export interface DecisionRequest {
  step: WorkflowStep;
  rows: readonly { id: number; name: string }[];
}

export interface DecisionDialogProps {
  view: WorkflowView;
  request: DecisionRequest | undefined;
  onClose: () => void;
  /** After the server took the step: its message. */
  onDone: (message: string) => void;
}

/**
 * Confirms a step on one row or many before it is sent, with the reason when the workflow asks
 * for one (required: the button waits for it). A refusal (someone decided first: 409) is shown in
 * the dialog in the server's words; the list refreshes either way (the screen does that).
 */
export function DecisionDialog({ view, request, onClose, onDone }: DecisionDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const step = request?.step;
  const needsReason = step?.reason === "required";
  const blocked = needsReason && reason.trim() === "";

  function close() {
    setReason("");
    setFailure(undefined);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request || blocked) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { message } = await takeWorkflowTransition(view.name, {
        transition: request.step.name,
        ids: request.rows.map((row) => row.id),
        ...(request.step.reason !== "none" && reason.trim() !== "" ? { reason: reason.trim() } : {}),
      });
      setReason("");
      onDone(message ?? `${request.step.label}: done`);
    } catch (error) {
      setFailure(errorMessage(error, "That could not be done. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  const title = request
    ? stepQuestion(
        view,
        request.step,
        request.rows.map((row) => row.name),
      )
    : "";
  return (
    <Dialog isOpen={request !== undefined} title={title} onClose={close} canEscapeKeyClose={!busy}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          {failure ? (
            <Callout intent="danger" role="alert">
              {failure}
            </Callout>
          ) : null}
          {step?.confirm ? <p>{step.confirm}</p> : null}
          {request && request.rows.length > 1 ? (
            <p>
              All {request.rows.length} or none: if one of them cannot take this step now, nothing changes.
            </p>
          ) : null}
          {step && step.reason !== "none" ? (
            <FormGroup label={needsReason ? "Reason" : "Reason (optional)"} labelFor={reasonId}>
              <TextArea
                id={reasonId}
                fill
                maxLength={500}
                value={reason}
                required={needsReason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            </FormGroup>
          ) : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" intent={step?.intent ?? "primary"} loading={busy} disabled={blocked}>
                {step?.label ?? "OK"}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
