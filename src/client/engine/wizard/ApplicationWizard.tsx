import { Button, Callout, Spinner } from "@blueprintjs/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FieldError } from "../../../contract/envelope";
import {
  type FormSection,
  resolveSections,
  sectionData,
  sectionOfError,
  sectionSchema,
  sectionUiSchema,
} from "../../../schema/formSections";
import { fieldTitle } from "../../../schema/validationMessages";
import { useNarrowScreen } from "../../ui/useNarrowScreen";
import { withLookupWidgets } from "../lookups/withLookupWidgets";
// Not the schemaForms index: it brings SchemaForm and the admin forms' validators, which an
// application's own validators make needless here.
import { applyLookups } from "../schemaForms/applyLookups";
import type { ApplicationData, Lookups } from "../schemaForms/types";
import { formValidator } from "../validation";
import { withFieldMessages } from "../validation/fieldMessages";
import type { DraftStore } from "./draftStore";
import { LeaveGuard } from "./LeaveGuard";
import type { SubmitState } from "./ReviewStep";
import { SaveIndicator } from "./SaveIndicator";
import { StepBar } from "./StepBar";
import { StepForm, type StepFormInstance } from "./StepForm";
import { ApplicationRejectedError } from "./serverDraftStore";
import { useDraft } from "./useDraft";

// The last step renders the whole application as its printed document: that renderer is fetched
// when an applicant first reaches it, not with the form's first step.
const ReviewStep = lazy(() => import("./ReviewStep").then((module) => ({ default: module.ReviewStep })));

import "./wizard.css";

export interface ApplicationWizardProps {
  /** The bundled form schema (`loadApplicationType`); its top-level properties are the sections. */
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** Section order from meta.json; `ui:steps` in the UI schema takes precedence. */
  steps?: readonly string[];
  /** Option lists for `"lookup"` properties. Keep the object stable: a new one re-derives the schema. */
  lookups?: Lookups;
  /** Where the draft lives; keep it stable (create it once per page). */
  draftStore: DraftStore;
  /** Called with the whole, valid application. Throw to show an error and keep the draft. */
  onSubmit(data: ApplicationData): Promise<void> | void;
  /** After a successful submit and once the draft is discarded: e.g. go to the preview page. */
  onSubmitted?: (data: ApplicationData) => void;
  /** The college header slot of the review document. */
  header?: ReactNode;
  /** Milliseconds of quiet before an edit is saved. */
  saveDelayMs?: number;
  /**
   * A form being designed, not filled (the application type editor's live preview): every step
   * opens from the step bar without the steps before it, and there is no "Saved" to announce.
   * Next still validates, so the designer sees the rules at work.
   */
  preview?: boolean;
}

const REVIEW_TITLE = "Review and submit";
const NO_LOOKUPS: Lookups = {};
const NO_UI: UiSchema = {};

/**
 * A multi-step application form driven by its schema: one step per section (see
 * `resolveSections`), each rendering only its own sub-schema, validated before Next; a Review
 * step showing the whole application as its printable document; Submit validates everything
 * once more. The draft is saved on every step change and shortly after each edit, restored on
 * return, and leaving with unsaved edits asks first.
 */
export function ApplicationWizard({
  schema,
  uiSchema = NO_UI,
  steps,
  lookups = NO_LOOKUPS,
  draftStore,
  onSubmit,
  onSubmitted,
  header,
  saveDelayMs,
  preview = false,
}: ApplicationWizardProps) {
  // Forms render and validate the schema exactly as written: their validators are precompiled for
  // it (and for each section's sub-schema), so lookup lists travel in the UI schema instead.
  // Only the read-only review document gets the lookups folded in, to print names for ids.
  const reviewSchema = useMemo(() => applyLookups(schema, lookups), [schema, lookups]);
  const sections = useMemo(() => resolveSections(schema, uiSchema, steps), [schema, uiSchema, steps]);
  const parts = useMemo(
    () =>
      sections.map((section) => {
        const partSchema = sectionSchema(schema, section);
        return {
          section,
          schema: partSchema,
          uiSchema: withLookupWidgets(partSchema, sectionUiSchema(uiSchema, section), lookups),
          validator: formValidator(partSchema),
        };
      }),
    [sections, schema, uiSchema, lookups],
  );
  const validator = useMemo(() => formValidator(schema), [schema]);
  const titles = useMemo(() => [...sections.map((section) => section.title), REVIEW_TITLE], [sections]);
  const reviewIndex = sections.length;

  const draft = useDraft(draftStore, saveDelayMs);
  const narrow = useNarrowScreen();
  const [current, setCurrent] = useState(0);
  const [reachable, setReachable] = useState(preview ? reviewIndex : 0);
  const [errorsOn, setErrorsOn] = useState<string>();
  const [restoredNote, setRestoredNote] = useState(true);
  const [submit, setSubmit] = useState<SubmitState>({ kind: "idle" });
  const formRef = useRef<StepFormInstance>(null);
  /** Where a validated step should go: the next one, or a later step chosen in the step bar. */
  const target = useRef<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const { restored, saveNow, update } = draft;
  // A restored draft may be complete: let the applicant jump anywhere (forward jumps still validate).
  useEffect(() => {
    if (restored) setReachable(reviewIndex);
  }, [restored, reviewIndex]);

  // After a step change, put focus on the progress heading so screen readers start from the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step change only.
  useEffect(() => {
    if (!moved.current) return;
    root.current?.querySelector<HTMLElement>(".matric-wizard-progress")?.focus();
  }, [current]);

  // Told after "done" has rendered, so the leave guard has already stood down when the page navigates.
  const submitted = useRef(onSubmitted);
  submitted.current = onSubmitted;
  const submittedData = useRef<ApplicationData>({});
  useEffect(() => {
    if (submit.kind === "done") submitted.current?.(submittedData.current);
  }, [submit]);

  const goTo = useCallback(
    (index: number, showErrors?: string) => {
      void saveNow();
      moved.current = true;
      target.current = undefined;
      setErrorsOn(showErrors);
      setSubmit({ kind: "idle" });
      setCurrent(index);
      setReachable((furthest) => Math.max(furthest, index));
    },
    [saveNow],
  );

  const select = useCallback(
    (index: number) => {
      if (index === current || index < 0 || index > reviewIndex) return;
      if (index < current || preview) return goTo(index);
      // Forward: the current step must be valid first; its own submit validates and shows errors.
      target.current = index;
      formRef.current?.submit();
    },
    [current, reviewIndex, goTo, preview],
  );

  const onValid = useCallback(
    (patch: ApplicationData) => {
      update(patch);
      goTo(target.current ?? current + 1);
    },
    [update, goTo, current],
  );

  const onBack = useCallback(() => goTo(current - 1), [goTo, current]);
  const onEdit = useCallback(
    (sectionId: string) =>
      goTo(
        Math.max(
          0,
          sections.findIndex((section) => section.id === sectionId),
        ),
      ),
    [goTo, sections],
  );

  const submitAll = async () => {
    // A copy: ajv fills schema defaults into the data it validates.
    const { errors } = validator.validateFormData(
      structuredClone(draft.data),
      schema,
      undefined,
      withFieldMessages(uiSchema, schema),
      uiSchema,
    );
    if (errors.length > 0) {
      const section = errors.map((error) => sectionOfError(sections, error.property)).find(Boolean);
      if (section) goTo(sections.indexOf(section), section.id);
      else setSubmit({ kind: "invalid", messages: [...new Set(errors.map((error) => error.stack))] });
      return;
    }
    setSubmit({ kind: "submitting" });
    try {
      await onSubmit(draft.data);
      submittedData.current = draft.data;
      await draft.discard();
      setSubmit({ kind: "done" });
    } catch (error) {
      // The server's field errors (rules only it can check, such as a department of another School)
      // are listed by the step and the field's title, never by the data's path.
      const refused = error instanceof ApplicationRejectedError ? error.errors : [];
      if (refused.length > 0)
        setSubmit({
          kind: "invalid",
          messages: [...new Set(refused.map((problem) => serverProblem(schema, sections, problem)))],
        });
      else setSubmit({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  };

  if (!draft.ready) {
    return (
      <div className="matric-wizard-loading" role="status">
        <Spinner size={24} /> Loading your application…
      </div>
    );
  }

  const part = parts[current];
  return (
    <div ref={root} className="matric-wizard">
      <div className="matric-wizard-bar matric-no-print">
        <StepBar titles={titles} current={current} reachable={reachable} narrow={narrow} onSelect={select} />
        {preview ? null : <SaveIndicator status={draft.status} />}
      </div>
      {draft.restored && restoredNote && (
        <Callout intent="primary" title="Draft restored" className="matric-wizard-note matric-no-print">
          We brought back the answers you saved earlier. They are saved as you go, so you can sign in again
          later and carry on.{" "}
          <Button variant="minimal" size="small" onClick={() => setRestoredNote(false)}>
            Dismiss
          </Button>
        </Callout>
      )}
      {part ? (
        <StepForm
          key={part.section.id}
          schema={part.schema}
          uiSchema={part.uiSchema}
          initialData={sectionData(draft.data, part.section)}
          validator={part.validator}
          formRef={formRef}
          showErrorsOnOpen={errorsOn === part.section.id}
          onChange={update}
          onValid={onValid}
          onBack={current > 0 ? onBack : undefined}
        />
      ) : (
        <Suspense fallback={<Spinner size={24} aria-label="Loading the review" />}>
          <ReviewStep
            schema={reviewSchema}
            uiSchema={uiSchema}
            sections={sections}
            data={draft.data}
            header={header}
            submit={submit}
            onEdit={onEdit}
            onBack={onBack}
            onSubmit={() => void submitAll()}
          />
        </Suspense>
      )}
      <LeaveGuard when={draft.dirty && submit.kind !== "done"} />
    </div>
  );
}

/** "Programme › Department: must belong to the chosen School": where the field is, in the form's words. */
export function serverProblem(
  schema: RJSFSchema,
  sections: readonly FormSection[],
  { path, message }: FieldError,
): string {
  const dotted = path.replace(/^\//, "").replaceAll("/", ".");
  if (!dotted) return message;
  const section = sectionOfError(sections, dotted);
  const field = fieldTitle(schema, dotted);
  return section ? `${section.title} › ${field}: ${message}` : `${field}: ${message}`;
}
