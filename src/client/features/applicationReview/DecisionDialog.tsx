import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useState } from "react";
import { decideApplications } from "../../api/applicationReview";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { resourceKeys, useLookups } from "../../api/resources";
import { flash } from "../../shell/flash";
import {
  DECISION_FLASH,
  type DecidedApplication,
  type DecisionStatus,
  decisionQuestion,
  decisionTitle,
} from "./decisionText";

/** The list's resource file, whose cached pages a decision makes stale. */
export const REVIEW_RESOURCE = "application-reviews";

const PLACEMENT = ["programmes", "departments", "levels"] as const;
type PlacementField = "programmeId" | "departmentId" | "levelId";
const FIELDS: {
  field: PlacementField;
  lookup: (typeof PLACEMENT)[number];
  label: string;
  required: string;
}[] = [
  { field: "programmeId", lookup: "programmes", label: "Programme", required: "please choose the programme" },
  {
    field: "departmentId",
    lookup: "departments",
    label: "Department",
    required: "please choose the department",
  },
  { field: "levelId", lookup: "levels", label: "Level", required: "please choose the level" },
];

export interface DecisionDialogProps {
  /** The decision asked for, with the applications it is for; undefined: closed. */
  request?: { status: DecisionStatus; applications: readonly DecidedApplication[] };
  onClose: () => void;
  /** After the server saved it (the dialog has flashed the outcome and refreshed the list). */
  onDecided: () => void;
}

/**
 * Confirms a decision on one or many applications before it is sent: admitted needs the programme,
 * department and level (the server checks the type admits into the programme and the department
 * offers it, and its messages land on the fields); not admitted asks only for the confirmation.
 */
export function DecisionDialog({ request, onClose, onDecided }: DecisionDialogProps) {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const { lists } = useLookups(PLACEMENT);
  const [values, setValues] = useState<Partial<Record<PlacementField, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const applications = request?.applications ?? [];
  const admitting = request?.status === "admitted";
  const title = request ? decisionTitle(request.status, applications.length) : "";
  const question = useMemo(
    () => (request ? decisionQuestion(request.status, request.applications) : ""),
    [request],
  );

  function close() {
    setErrors({});
    setFailure(undefined);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    const missing: Record<string, string> = {};
    if (admitting) for (const { field, required } of FIELDS) if (!values[field]) missing[field] = required;
    setErrors(missing);
    setFailure(undefined);
    if (Object.keys(missing).length > 0) {
      document.getElementById(`${idPrefix}-${Object.keys(missing)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { message } = await decideApplications({
        applicantIds: applications.map((application) => application.id),
        status: request.status,
        ...(admitting
          ? {
              programmeId: Number(values.programmeId),
              departmentId: Number(values.departmentId),
              levelId: Number(values.levelId),
            }
          : {}),
      });
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(REVIEW_RESOURCE) });
      await queryClient.invalidateQueries({ queryKey: ["applicationReview"] });
      void flash({
        title: DECISION_FLASH.successTitle,
        message,
        intent: "success",
        timeout: DECISION_FLASH.timeout,
      });
      setErrors({});
      onDecided();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // What no field shows (an application that became a student meanwhile…) stays in the dialog.
      const elsewhere = Object.entries(fields).filter(
        ([path]) => !FIELDS.some(({ field }) => field === path),
      );
      setFailure(
        elsewhere.length > 0
          ? elsewhere.map(([, message]) => message).join(" ")
          : Object.keys(fields).length > 0
            ? undefined
            : errorMessage(error, DECISION_FLASH.failureFallback),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog isOpen={Boolean(request)} title={title} onClose={close}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <p>{question}</p>
          {failure ? (
            <Callout intent="danger" title={DECISION_FLASH.failureTitle} role="alert">
              {failure}
            </Callout>
          ) : null}
          {admitting
            ? FIELDS.map(({ field, lookup, label }) => {
                const id = `${idPrefix}-${field}`;
                const error = errors[field];
                return (
                  <FormGroup
                    key={field}
                    label={label}
                    labelFor={id}
                    intent={error ? "danger" : "none"}
                    helperText={error ? <span id={`${id}-error`}>{error}</span> : undefined}
                  >
                    <HTMLSelect
                      id={id}
                      fill
                      value={values[field] ?? ""}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(event) => {
                        const chosen = event.currentTarget.value;
                        setValues((now) => ({ ...now, [field]: chosen }));
                      }}
                    >
                      <option value="">Choose…</option>
                      {(lists[lookup] ?? []).map((option) => (
                        <option key={String(option.id)} value={String(option.id)}>
                          {option.name}
                        </option>
                      ))}
                    </HTMLSelect>
                  </FormGroup>
                );
              })
            : null}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close}>Cancel</Button>
              <Button type="submit" intent={admitting ? "success" : "danger"} loading={busy}>
                {title}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
