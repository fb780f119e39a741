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
import { useQueries } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useState } from "react";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { filteredLookupQuery, type LookupOption, useLookups } from "../../api/resources";
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
  // Whole lists for the plain inputs; a narrowed one (a department's course options) asks for its
  // part once the inputs it follows are chosen.
  const lookupNames = useMemo(
    () => inputs.filter((input) => input.narrowedBy === undefined).map((input) => input.lookup),
    [inputs],
  );
  const { lists } = useLookups(lookupNames);
  const values: Record<string, string> = Object.fromEntries(
    inputs.map((input) => [input.name, chosen[input.name] ?? input.default ?? ""]),
  );
  const narrowing = inputs.map((input) =>
    input.narrowedBy === undefined
      ? undefined
      : Object.fromEntries(
          Object.entries(input.narrowedBy).map(([parameter, other]) => [parameter, values[other] ?? ""]),
        ),
  );
  const narrowed = useQueries({
    queries: inputs.map((input, index) => {
      const filters = narrowing[index] ?? {};
      return {
        ...filteredLookupQuery(input.lookup, filters),
        enabled: narrowing[index] !== undefined && Object.values(filters).every((value) => value !== ""),
      };
    }),
  });
  const optionsOf = (index: number): readonly LookupOption[] => {
    const input = inputs[index];
    if (!input) return [];
    if (narrowing[index] === undefined) return lists[input.lookup] ?? [];
    return waitsFor(index) ? [] : (narrowed[index]?.data ?? []);
  };
  /** Whether a narrowed input still waits for an input it follows. */
  const waitsFor = (index: number): boolean =>
    Object.values(narrowing[index] ?? {}).some((value) => value === "");
  const blocked =
    (needsReason && reason.trim() === "") ||
    inputs.some((input) => !input.optional && values[input.name] === "");

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
              input: Object.fromEntries(
                Object.entries(values)
                  .filter(([, value]) => value !== "")
                  .map(([name, value]) => [name, Number(value)]),
              ),
            }
          : {}),
      });
      setReason("");
      setChosen({});
      onDone(message ?? `${request.step.label}: done`);
    } catch (error) {
      // Every field the server named (a placement's several rules), else its message.
      const fields = Object.values(fieldErrorsOf(error));
      setFailure(
        fields.length > 1
          ? fields.join(" ")
          : errorMessage(error, "That could not be done. Please try again."),
      );
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
          {inputs.map((input, index) => (
            <FormGroup
              key={input.name}
              label={input.optional ? `${input.label} (optional)` : input.label}
              labelFor={`${reasonId}-${input.name}`}
            >
              <HTMLSelect
                id={`${reasonId}-${input.name}`}
                fill
                required={!input.optional}
                disabled={waitsFor(index)}
                value={values[input.name]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setChosen((now) => {
                    const next = { ...now, [input.name]: value };
                    // What follows this input (a department's course option) is chosen again.
                    for (const other of inputs)
                      if (Object.values(other.narrowedBy ?? {}).includes(input.name)) next[other.name] = "";
                    return next;
                  });
                }}
              >
                <option value="">
                  {waitsFor(index)
                    ? `Choose the ${labelsFollowed(inputs, index)} first`
                    : input.optional
                      ? "None"
                      : "Choose…"}
                </option>
                {optionsOf(index).map((option) => (
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

/** "department": the labels of the inputs a narrowed input follows, in lower case. */
function labelsFollowed(inputs: readonly WorkflowStep["inputs"][number][], index: number): string {
  const followed = Object.values(inputs[index]?.narrowedBy ?? {});
  return inputs
    .filter((input) => followed.includes(input.name))
    .map((input) => input.label.toLowerCase())
    .join(" and ");
}
