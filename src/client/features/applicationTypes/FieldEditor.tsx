import { Button, ButtonGroup, Callout, Card, FormGroup, H3, InputGroup } from "@blueprintjs/core";
import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import {
  addStep,
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
  saveField,
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
  limitsOfFormValues,
  SIBLINGS_LOOKUP,
} from "./fieldForm";

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
  if (field.maxLength !== undefined && field.kind === "text")
    parts.push(`up to ${field.maxLength} characters`);
  if (field.pattern) parts.push(vettedPattern(field.pattern)?.label ?? field.pattern);
  if (field.givenWith) {
    const partner = step.fields?.find((row) => row.key === field.givenWith);
    parts.push(`given together with ${partner?.label ?? field.givenWith}`);
  }
  return parts.join(" · ");
}

type Editing = { step: string; key?: string };

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
  const [newStep, setNewStep] = useState("");

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
          {step.jsonOnly && (
            <p className="matric-field-editor-json-only">Edited as JSON only: {step.jsonOnly}.</p>
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
                    onCancel={() => setEditing(undefined)}
                    onSave={(field) => {
                      onChange(saveField(draft, step.key, field));
                      setEditing(undefined);
                    }}
                  />
                </FieldLine>
              ))}
            </ol>
          )}
          {step.fields &&
            (editing?.step === step.key && editing.key === undefined ? (
              <FieldForm
                step={step}
                onCancel={() => setEditing(undefined)}
                onSave={(field) => {
                  onChange(saveField(draft, step.key, field));
                  setEditing(undefined);
                }}
              />
            ) : (
              <Button
                text={`Add a field to ${step.title}`}
                onClick={() => setEditing({ step: step.key })}
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
    <li className="matric-field-editor-field">
      <div className="matric-field-editor-field-line">
        <div>
          <strong>{row.label}</strong>
          <div className="matric-field-editor-summary">
            {row.field ? summary(row.field, step) : `Edited as JSON only: ${row.jsonOnly}`}
          </div>
        </div>
        <ButtonGroup variant="minimal">
          {row.field && (
            <Button text="Edit" aria-label={`Edit ${row.label}`} onClick={onEdit} disabled={editing} />
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
  onSave(field: FieldSpec): void;
  onCancel(): void;
}) {
  const initial = useMemo<FormValues>(
    () => (field ? formValuesOf(field) : { kind: "text", required: false }),
    [field],
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useMemo(() => ({ ...FIELD_FORM, ui: fieldFormUi(values) }), [values]);
  const siblings = useMemo(
    () =>
      (step.fields ?? [])
        .filter((row) => row.key !== field?.key)
        .map((row) => ({ id: row.key, name: row.label })),
    [step, field],
  );
  const title = field ? `Edit ${field.label}` : `New field in ${step.title}`;
  return (
    <section aria-label={title} className="matric-field-editor-form">
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
          if (found.length === 0) onSave(next);
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
  return (
    <details className="matric-field-editor-limits">
      <summary>Limits: ages and O-level rows</summary>
      <SchemaForm
        // A new draft (e.g. typed JSON) opens the form afresh with its limits.
        key={JSON.stringify(initial)}
        form={LIMITS_FORM}
        idPrefix="type-limits"
        initialData={initial}
        submitText="Apply limits"
        onSubmit={(values) => onChange(writeLimits(draft, limitsOfFormValues(values)))}
      />
    </details>
  );
}
