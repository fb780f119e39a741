import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  TextArea,
} from "@blueprintjs/core";
import { type FormEvent, useId, useMemo, useState } from "react";
import { errorMessage } from "../../api/http";
import { useLookups } from "../../api/resources";
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
 * Confirms a step on one row or many before it is sent, saying what it does, with the reason when
 * the workflow asks for one (required: the button waits for it) and the values it takes (chosen
 * from their lookup lists, starting at their defaults). A refusal (someone decided first: 409) is shown in
 * the dialog in the server's words; the list refreshes either way (the screen does that).
 */
export function DecisionDialog({ view, request, onClose, onDone }: DecisionDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const step = request?.step;
  const needsReason = step?.reason === "required";
  // The step's inputs (a graduation session): chosen values, else each one's default.
  const inputs = step?.inputs ?? [];
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const lookupNames = useMemo(() => inputs.map((input) => input.lookup), [inputs]);
  const { lists } = useLookups(lookupNames);
  const values = Object.fromEntries(
    inputs.map((input) => [input.name, chosen[input.name] ?? input.default ?? ""]),
  );
  const blocked =
    (needsReason && reason.trim() === "") || Object.values(values).some((value) => value === "");

  function close() {
    setReason("");
    setChosen({});
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
        ...(inputs.length > 0
          ? {
              input: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Number(value)])),
            }
          : {}),
      });
      setReason("");
      setChosen({});
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
          {inputs.map((input) => (
            <FormGroup key={input.name} label={input.label} labelFor={`${reasonId}-${input.name}`}>
              <HTMLSelect
                id={`${reasonId}-${input.name}`}
                required
                value={values[input.name]}
                onChange={(event) =>
                  setChosen((now) => ({ ...now, [input.name]: event.currentTarget.value }))
                }
              >
                <option value="">Choose…</option>
                {(lists[input.lookup] ?? []).map((option) => (
                  <option key={String(option.id)} value={String(option.id)}>
                    {option.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          ))}
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
