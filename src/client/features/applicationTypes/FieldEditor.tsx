import { Button, ButtonGroup, Callout, Card, FormGroup, H3, InputGroup } from "@blueprintjs/core";
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import {
  addStep,
  DEFAULT_TEXT_MAX_LENGTH,
  type FieldRow,
  type FieldSpec,
  fieldProblems,
  keyFromLabel,
  moveField,
  moveStep,
  readLimits,
  readSteps,
  removeField,
  removeStep,
  renameStep,
  type StepView,
  saveFieldAndPair,
  type TypeDraft,
  writeLimits,
} from "../../../schema/applicationTypes/fieldModel";
import { vettedPattern } from "../../../schema/applicationTypes/vettedPatterns";
import { type FormValues, SchemaForm } from "../../engine/schemaForms";
import {
  FIELD_FORM,
  FIELD_FORM_LOOKUPS,
  fieldFormUi,
  fieldOfFormValues,
  formValuesOf,
  LIMITS_FORM,
  limitsApplied,
  limitsOfFormValues,
  SIBLINGS_LOOKUP,
} from "./fieldForm";
import { keptDetail, keptWords } from "./keptWords";

const KIND_WORDS: Record<FieldSpec["kind"], string> = {
  text: "Text",
  number: "Number",
  wholeNumber: "Whole number",
  date: "Date",
  choice: "Choice",
  yesNo: "Yes or no",
  file: "File",
};

/** "Whole number · required · 0 to 40 · given together with …": a field's rules in a line. */
function summary(field: FieldSpec, step: StepView): string {
  const parts = [KIND_WORDS[field.kind], field.required ? "required" : "optional"];
  if (field.minimum !== undefined || field.maximum !== undefined)
    parts.push(`${field.minimum ?? "any"} to ${field.maximum ?? "any"}`);
  // The default cap is shown too: it applies, so the officer should see it.
  if (field.kind === "text") parts.push(`up to ${field.maxLength ?? DEFAULT_TEXT_MAX_LENGTH} characters`);
  if (field.pattern) parts.push(vettedPattern(field.pattern)?.label ?? field.pattern);
  if (field.givenWith) {
    const partner = step.fields?.find((row) => row.key === field.givenWith);
    parts.push(`given together with ${partner?.label ?? field.givenWith}`);
  }
  return parts.join(" · ");
}

type Editing = { step: string; key?: string };
/**
 * Where the officer lands when a field form closes: the field's line (a field just added or saved)
 * and the button that goes on from there: "Add a field to …" after a new field, the field's Edit
 * after an edit. Without it the closing form took the focus with it and the page fell to the files.
 */
type Landing = { step: string; key?: string; focus: "add" | "edit"; said?: string };

const lineId = (step: string, key: string) => `field-editor-line-${step}-${key}`;
const addId = (step: string) => `field-editor-add-${step}`;

/** A step's field named by its label (the plain words of a kept field name its partners so). */
const nameIn = (step: StepView) => (key: string) => step.fields?.find((row) => row.key === key)?.label ?? key;

/**
 * The field editor (issue 25): the type's steps and fields as forms, over the same draft as the
 * JSON text areas. Every change goes through src/schema/applicationTypes/fieldModel.ts and comes
 * back as new files (`onChange`), which the page checks and previews like typed JSON.
 */
export function FieldEditor({
  draft,
  bundled,
  onChange,
}: {
  draft: TypeDraft;
  /** The last checked form's schema with its shared pieces inlined: names the shared fields. */
  bundled?: unknown;
  onChange(next: TypeDraft): void;
}) {
  const steps = useMemo(() => readSteps(draft, bundled), [draft, bundled]);
  const [editing, setEditing] = useState<Editing>();
  const [landing, setLanding] = useState<Landing>();
  // What the last save did, said in its step beside "Add a field" (and to screen readers).
  const [said, setSaid] = useState<{ step: string; text: string }>();
  const [newStep, setNewStep] = useState("");
  useEffect(() => {
    if (!landing) return;
    const line = landing.key ? document.getElementById(lineId(landing.step, landing.key)) : null;
    const button =
      landing.focus === "edit" && landing.key
        ? line?.querySelector<HTMLElement>("[data-field-edit]")
        : document.getElementById(addId(landing.step));
    (line ?? button)?.scrollIntoView?.({ block: "center" });
    button?.focus({ preventScroll: true });
    setLanding(undefined);
  }, [landing]);

  /** The field form closed: saved (`field`) or cancelled. */
  function closeForm(step: StepView, key: string | undefined, saved?: FieldSpec) {
    setEditing(undefined);
    const fieldKey = saved?.key ?? key;
    setLanding({ step: step.key, key: fieldKey, focus: key ? "edit" : "add" });
    setSaid(
      saved
        ? { step: step.key, text: `${saved.label} ${key ? "saved" : `added to ${step.title}`}.` }
        : undefined,
    );
  }

  function add(event: FormEvent) {
    event.preventDefault();
    if (!newStep.trim()) return;
    const made = addStep(draft, newStep);
    onChange(made.draft);
    setNewStep("");
    setEditing({ step: made.key });
  }

  return (
    <div className="matric-field-editor">
      <LimitsForm draft={draft} onChange={onChange} />
      {steps.map((step, index) => (
        <Card key={step.key} className="matric-field-editor-step" compact>
          <StepHeading
            step={step}
            first={index === 0}
            last={index === steps.length - 1}
            onMove={(by) => onChange(moveStep(draft, step.key, by))}
            onRename={(title) => onChange(renameStep(draft, step.key, title))}
            onRemove={() => onChange(removeStep(draft, step.key))}
          />
          {step.jsonOnly && step.kept && (
            <p className="matric-field-editor-json-only" title={keptDetail(step.jsonOnly)}>
              {keptWords(step.kept, nameIn(step))}.
            </p>
          )}
          {step.fields && (
            <ol className="matric-field-editor-fields" aria-label={`Fields of ${step.title}`}>
              {step.fields.map((row, at) => (
                <FieldLine
                  key={row.key}
                  row={row}
                  step={step}
                  first={at === 0}
                  last={at === (step.fields?.length ?? 0) - 1}
                  editing={editing?.step === step.key && editing.key === row.key}
                  onEdit={() => setEditing({ step: step.key, key: row.key })}
                  onMove={(by) => onChange(moveField(draft, step.key, row.key, by))}
                  onRemove={() => onChange(removeField(draft, step.key, row.key))}
                >
                  <FieldForm
                    step={step}
                    field={row.field}
                    onCancel={() => closeForm(step, row.key)}
                    onSave={(field, partnerWords) => {
                      onChange(saveFieldAndPair(draft, step.key, field, partnerWords));
                      closeForm(step, row.key, field);
                    }}
                  />
                </FieldLine>
              ))}
            </ol>
          )}
          {step.fields && (
            <p role="status" className="matric-field-editor-said">
              {said?.step === step.key ? said.text : ""}
            </p>
          )}
          {step.fields &&
            (editing?.step === step.key && editing.key === undefined ? (
              <FieldForm
                step={step}
                onCancel={() => closeForm(step, undefined)}
                onSave={(field, partnerWords) => {
                  onChange(saveFieldAndPair(draft, step.key, field, partnerWords));
                  closeForm(step, undefined, field);
                }}
              />
            ) : (
              <Button
                id={addId(step.key)}
                text={`Add a field to ${step.title}`}
                onClick={() => {
                  setSaid(undefined);
                  setEditing({ step: step.key });
                }}
                variant="outlined"
              />
            ))}
        </Card>
      ))}
      <form onSubmit={add} className="matric-field-editor-new-step">
        <FormGroup label="New step's title" labelFor="field-editor-new-step">
          <InputGroup
            id="field-editor-new-step"
            value={newStep}
            maxLength={80}
            onChange={(event) => setNewStep(event.target.value)}
          />
        </FormGroup>
        <Button type="submit" text="Add step" disabled={!newStep.trim()} />
      </form>
    </div>
  );
}

function StepHeading({
  step,
  first,
  last,
  onMove,
  onRename,
  onRemove,
}: {
  step: StepView;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  onRename(title: string): void;
  onRemove(): void;
}) {
  const [title, setTitle] = useState<string>();
  return (
    <div className="matric-field-editor-step-heading">
      {title === undefined ? (
        <H3>{step.title}</H3>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim()) onRename(title);
            setTitle(undefined);
          }}
        >
          <InputGroup
            aria-label={`Title of ${step.title}`}
            value={title}
            maxLength={80}
            onChange={(event) => setTitle(event.target.value)}
            rightElement={<Button type="submit" text="Save title" variant="minimal" />}
          />
        </form>
      )}
      <ButtonGroup variant="minimal">
        <Button
          text="↑"
          aria-label={`Move step ${step.title} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        />
        <Button
          text="↓"
          aria-label={`Move step ${step.title} down`}
          disabled={last}
          onClick={() => onMove(1)}
        />
        {step.fields && title === undefined && (
          <Button
            text="Rename"
            aria-label={`Rename step ${step.title}`}
            onClick={() => setTitle(step.title)}
          />
        )}
        <Button text="Remove" aria-label={`Remove step ${step.title}`} intent="danger" onClick={onRemove} />
      </ButtonGroup>
    </div>
  );
}

function FieldLine({
  row,
  step,
  first,
  last,
  editing,
  onEdit,
  onMove,
  onRemove,
  children,
}: {
  row: FieldRow;
  step: StepView;
  first: boolean;
  last: boolean;
  editing: boolean;
  onEdit(): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  children: ReactNode;
}) {
  return (
    <li className="matric-field-editor-field" id={lineId(step.key, row.key)}>
      <div className="matric-field-editor-field-line">
        <div>
          <strong>{row.label}</strong>
          {row.field ? (
            <div className="matric-field-editor-summary">{summary(row.field, step)}</div>
          ) : (
            <div className="matric-field-editor-summary" title={keptDetail(row.jsonOnly)}>
              {keptWords(row.kept, nameIn(step))}
            </div>
          )}
        </div>
        <ButtonGroup variant="minimal">
          {row.field && (
            <Button
              text="Edit"
              aria-label={`Edit ${row.label}`}
              onClick={onEdit}
              disabled={editing}
              data-field-edit
            />
          )}
          <Button text="↑" aria-label={`Move ${row.label} up`} disabled={first} onClick={() => onMove(-1)} />
          <Button text="↓" aria-label={`Move ${row.label} down`} disabled={last} onClick={() => onMove(1)} />
          {row.field && (
            <Button text="Remove" aria-label={`Remove ${row.label}`} intent="danger" onClick={onRemove} />
          )}
        </ButtonGroup>
      </div>
      {editing && children}
    </li>
  );
}

/** The field form (schemas/forms/type-editor-field.json) for a new field or one being edited. */
function FieldForm({
  step,
  field,
  onSave,
  onCancel,
}: {
  step: StepView;
  field?: FieldSpec;
  /** The field, and its partner's words for when the partner is missing (see saveFieldAndPair). */
  onSave(field: FieldSpec, partnerWords: string | undefined): void;
  onCancel(): void;
}) {
  const partnerOf = (key: unknown) => step.fields?.find((row) => row.key === key)?.field;
  const initial = useMemo<FormValues>(() => {
    if (!field) return { kind: "text", required: false };
    const partnerWords = field.givenWith
      ? step.fields?.find((row) => row.key === field.givenWith)?.field?.messages.givenTogether
      : undefined;
    return { ...formValuesOf(field), ...(partnerWords ? { partnerMessage: partnerWords } : {}) };
  }, [field, step]);
  const [values, setValues] = useState<FormValues>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const partner = partnerOf(values.givenWith);
  const form = useMemo(
    () => ({ ...FIELD_FORM, ui: fieldFormUi(values, partner?.label) }),
    [values, partner?.label],
  );
  // Opened (a new step's first field, "Add a field", "Edit"): brought into view, its first input focused.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
    section.current?.querySelector<HTMLElement>("input, select, textarea")?.focus({ preventScroll: true });
  }, []);
  const siblings = useMemo(
    () =>
      (step.fields ?? [])
        .filter((row) => row.key !== field?.key)
        .map((row) => ({ id: row.key, name: row.label })),
    [step, field],
  );
  const title = field ? `Edit ${field.label}` : `New field in ${step.title}`;
  return (
    <section aria-label={title} className="matric-field-editor-form" ref={section}>
      <H3 className="matric-field-editor-form-title">{title}</H3>
      {problems.length > 0 && (
        <Callout intent="danger" title="This field cannot be saved yet">
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Callout>
      )}
      <SchemaForm
        form={form}
        idPrefix={`field-${step.key}-${field?.key ?? "new"}`}
        initialData={initial}
        lookups={{ ...FIELD_FORM_LOOKUPS, [SIBLINGS_LOOKUP]: siblings }}
        submitText={field ? "Save field" : "Add field"}
        onChange={setValues}
        onSubmit={(submitted) => {
          const taken = (step.fields ?? []).map((row) => row.key);
          const key = field?.key ?? keyFromLabel(String(submitted.label ?? ""), taken);
          const next = fieldOfFormValues(submitted, key);
          const found = fieldProblems(
            next,
            siblings.map((sibling) => String(sibling.id)),
          );
          setProblems(found);
          const partnerWords = typeof submitted.partnerMessage === "string" ? submitted.partnerMessage : "";
          if (found.length === 0) onSave(next, next.givenWith ? partnerWords : undefined);
        }}
      >
        <Button text="Cancel" variant="minimal" onClick={onCancel} className="matric-field-editor-cancel" />
      </SchemaForm>
    </section>
  );
}

/** The type's limits on the shared pieces (meta.json "limits"): ages and O-level rows. */
function LimitsForm({ draft, onChange }: { draft: TypeDraft; onChange(next: TypeDraft): void }) {
  const initial = useMemo(() => readLimits(draft), [draft]);
  const limitsJson = JSON.stringify(initial);
  // The form opens afresh only when the draft's limits change elsewhere (typed JSON): its own
  // "Apply limits" keeps it, so the focus stays on the button and the note below is announced.
  const [opened, setOpened] = useState({ limits: limitsJson, values: initial, generation: 0 });
  if (opened.limits !== limitsJson)
    setOpened({ limits: limitsJson, values: initial, generation: opened.generation + 1 });
  // What "Apply limits" did, until the officer changes a limit again.
  const [applied, setApplied] = useState<{ limits: string; said: string }>();
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Under the button, which may be at the bottom of the screen: brought into view.
    if (applied) note.current?.scrollIntoView?.({ block: "nearest" });
  }, [applied]);
  return (
    <details className="matric-field-editor-limits">
      <summary>Limits: ages and O-level rows</summary>
      <SchemaForm
        key={opened.generation}
        form={LIMITS_FORM}
        idPrefix="type-limits"
        initialData={opened.values}
        submitText="Apply limits"
        onChange={(values) => {
          if (applied && JSON.stringify(limitsOfFormValues(values)) !== applied.limits) setApplied(undefined);
        }}
        onSubmit={(values) => {
          const limits = limitsOfFormValues(values);
          const json = JSON.stringify(limits);
          // The draft's limits are now these: not a change from elsewhere.
          setOpened((current) => ({ ...current, limits: json }));
          onChange(writeLimits(draft, limits));
          setApplied({ limits: json, said: limitsApplied(limits) });
        }}
      />
      {/* Right under the button, where the officer is looking; a live region kept in place. */}
      <div role="status" aria-live="polite" ref={note} className="matric-field-editor-applied-note">
        {applied && (
          <Callout intent="success" title="Limits applied" compact className="matric-field-editor-applied">
            {applied.said}
          </Callout>
        )}
      </div>
    </details>
  );
}
