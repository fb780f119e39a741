import { withTheme } from "@rjsf/core";
import type { FormContextType, RJSFSchema, UiSchema } from "@rjsf/utils";
import { type ReactNode, useMemo, useState } from "react";
import type { FormFile } from "../../../schema/formFiles";
import { extraErrorsOf, pathSegments, serverErrorsOf } from "../crud/serverErrors";
import { type LookupLists, withLookupWidgets } from "../lookups/withLookupWidgets";
import { Theme } from "../theme";
import { formValidator } from "../validation";
import "../validation/sharedForms";
import { withFieldMessages } from "../validation/fieldMessages";

// The theme is typed for any form data; a form file's data is an object, read by its page.
const ThemedForm = withTheme<unknown, RJSFSchema, FormContextType>(Theme);

export type FormValues = Record<string, unknown>;

const asValues = (data: unknown): FormValues =>
  typeof data === "object" && data !== null && !Array.isArray(data) ? { ...data } : {};

export interface SchemaFormProps {
  form: FormFile;
  /** Option lists of the schema's `lookup` fields, by lookup name. */
  lookups?: LookupLists;
  /** The values the form opens with; from then on the form keeps what the user types. */
  initialData?: FormValues;
  /** Fields shown but not editable here (already known), on top of the UI schema's own. */
  disabledFields?: readonly string[];
  submitText: string;
  busy?: boolean;
  /**
   * The failed call of the last submit: its field errors show under the form's own fields (the
   * page says the rest, e.g. in a Callout with `errorMessage`).
   */
  failure?: unknown;
  onSubmit(values: FormValues): void;
  /** Below the submit button (links, notes). */
  children?: ReactNode;
  /** The fields' id prefix (rjsf's `idPrefix`, default "root"): set one per form where a page shows several. */
  idPrefix?: string;
  /** Each change of the values (a page that shows or hides inputs by what is chosen). */
  onChange?(values: FormValues): void;
}

/**
 * A form file of schemas/forms through the themed rjsf Form: its precompiled validator, lookups as
 * drop-downs, `ui:messages`, the error summary on top and focus on the first problem.
 */
export function SchemaForm({
  form,
  lookups = {},
  initialData,
  disabledFields = [],
  submitText,
  busy = false,
  failure,
  onSubmit,
  children,
  idPrefix,
  onChange,
}: SchemaFormProps) {
  const schema = form.schema as RJSFSchema;
  // Held here, not left to rjsf: rjsf resets its data to the `formData` prop whenever another
  // prop changes (the busy flag, server errors), which would throw away what was typed.
  const [values, setValues] = useState<FormValues | undefined>(initialData);
  const uiSchema = useMemo(() => {
    const ui: UiSchema = withLookupWidgets(schema, form.ui as UiSchema, lookups);
    for (const field of disabledFields) ui[field] = { ...ui[field], "ui:disabled": true };
    ui["ui:submitButtonOptions"] = { submitText, props: { disabled: busy } };
    return ui;
  }, [schema, form.ui, lookups, disabledFields, submitText, busy]);
  const transformErrors = useMemo(() => withFieldMessages(uiSchema, schema), [uiSchema, schema]);
  const extraErrors = useMemo(() => {
    const fields = Object.keys(schema.properties ?? {});
    const own = serverErrorsOf(failure).filter(({ path }) => fields.includes(pathSegments(path)[0] ?? ""));
    return own.length > 0 ? extraErrorsOf(own) : undefined;
  }, [schema, failure]);

  return (
    <>
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        formData={values}
        idPrefix={idPrefix}
        validator={formValidator(schema)}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        noHtml5Validate
        focusOnFirstError
        showErrorList="top"
        // The errors show on the fields and in the summary; without a handler rjsf logs them.
        onError={() => {}}
        onChange={(event) => {
          const next = asValues(event.formData);
          setValues(next);
          onChange?.(next);
        }}
        onSubmit={(event) => onSubmit(asValues(event.formData))}
      />
      {children}
    </>
  );
}
