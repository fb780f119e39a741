import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useState } from "react";
import { decideApplications } from "../../api/applicationReview";
import { errorMessage, fieldErrorsOf } from "../../api/http";
import { filteredLookupQuery, type LookupOption, resourceKeys, useLookups } from "../../api/resources";
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
type PlacementField = "programmeId" | "departmentId" | "departmentOptionId" | "levelId";
/** The admission's placement, in the dialog's order; the course option is optional and narrowed by the department. */
const FIELDS: {
  field: PlacementField;
  label: string;
  /** The message when it is left empty; none: optional. */
  required?: string;
}[] = [
  { field: "programmeId", label: "Programme", required: "please choose the programme" },
  { field: "departmentId", label: "Department", required: "please choose the department" },
  { field: "departmentOptionId", label: "Course option (optional)" },
  { field: "levelId", label: "Level", required: "please choose the level" },
];

/** The course options of the chosen department (the engine's dependent lookup, `departmentOptions?departmentId=`). */
const COURSE_OPTIONS = "departmentOptions";

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
  const admitting = request?.status === "admitted";
  const departmentId = values.departmentId ?? "";
  const courseOptions = useQuery({
    ...filteredLookupQuery(COURSE_OPTIONS, { departmentId }),
    enabled: admitting && departmentId !== "",
  });
  const choices: Record<PlacementField, readonly LookupOption[]> = {
    programmeId: lists.programmes ?? [],
    departmentId: lists.departments ?? [],
    departmentOptionId: departmentId === "" ? [] : (courseOptions.data ?? []),
    levelId: lists.levels ?? [],
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const applications = request?.applications ?? [];
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
    if (admitting)
      for (const { field, required } of FIELDS) if (required && !values[field]) missing[field] = required;
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
              ...(values.departmentOptionId ? { departmentOptionId: Number(values.departmentOptionId) } : {}),
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
            ? FIELDS.map(({ field, label }) => {
                const id = `${idPrefix}-${field}`;
                const error = errors[field];
                // The course option waits for the department, and is cleared when the department changes.
                const waiting = field === "departmentOptionId" && departmentId === "";
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
                      disabled={waiting}
                      value={values[field] ?? ""}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(event) => {
                        const chosen = event.currentTarget.value;
                        setValues((now) => ({
                          ...now,
                          [field]: chosen,
                          ...(field === "departmentId" ? { departmentOptionId: "" } : {}),
                        }));
                      }}
                    >
                      <option value="">
                        {waiting
                          ? "Choose the department first"
                          : field === "departmentOptionId"
                            ? "None"
                            : "Choose…"}
                      </option>
                      {choices[field].map((option) => (
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
