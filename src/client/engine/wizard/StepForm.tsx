import { Button } from "@blueprintjs/core";
import { ChevronLeftIcon, ChevronRightIcon } from "@blueprintjs/icons";
import type Form from "@rjsf/core";
import { withTheme } from "@rjsf/core";
import type { FormContextType, RJSFSchema, UiSchema, ValidatorType } from "@rjsf/utils";
import { memo, type RefObject, useEffect, useMemo, useState } from "react";
import type { ApplicationData } from "../schemaForms";
import { Theme } from "../theme";
import { withFieldMessages } from "../validation/fieldMessages";

// The theme is generic over unknown data; a step's data is a record of its sections.
const ThemedForm = withTheme<unknown, RJSFSchema, FormContextType>(Theme);

function asRecord(value: unknown): ApplicationData {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? { ...value } : {};
}

/** The rjsf Form instance a step exposes to the wizard (for `submit()` and `validateForm()`). */
export type StepFormInstance = Form<unknown, RJSFSchema, FormContextType>;

export interface StepFormProps {
  /** The step's sub-schema (`sectionSchema`): only its own fields are rendered and validated. */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The step's data when it opens; the form owns it from then on (see below). */
  initialData: ApplicationData;
  validator: ValidatorType<unknown, RJSFSchema, FormContextType>;
  formRef: RefObject<StepFormInstance | null>;
  /** Validate as soon as the step opens (the final submit found errors here). */
  showErrorsOnOpen: boolean;
  onChange(patch: ApplicationData): void;
  /** The step passed validation (Next, or a forward jump). */
  onValid(patch: ApplicationData): void;
  onBack?: () => void;
}

/**
 * One step: the themed rjsf Form on the step's own sub-schema, with Back and Next. Next is the
 * form's submit button, so rjsf validates, lists the errors and focuses the first invalid field
 * before the wizard moves on — no reaching into Form internals.
 *
 * The data is given once, when the step opens (the wizard keys this component by step), and the
 * form keeps it while the applicant types: feeding every change back in as a new `formData`
 * would re-render the whole step per keystroke. `memo` keeps the wizard's own re-renders (save
 * status) from reaching the form.
 */
export const StepForm = memo(function StepForm({
  schema,
  uiSchema,
  initialData,
  validator,
  formRef,
  showErrorsOnOpen,
  onChange,
  onValid,
  onBack,
}: StepFormProps) {
  const [formData] = useState(initialData);
  // The step's errors in people's words (ui:messages, else src/schema/validationMessages.ts).
  const transformErrors = useMemo(() => withFieldMessages(uiSchema, schema), [uiSchema, schema]);

  useEffect(() => {
    if (showErrorsOnOpen) formRef.current?.validateForm();
  }, [showErrorsOnOpen, formRef]);

  return (
    <ThemedForm
      ref={formRef}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      transformErrors={transformErrors}
      noHtml5Validate
      focusOnFirstError
      showErrorList="top"
      onChange={(event) => onChange(asRecord(event.formData))}
      onSubmit={(event) => onValid(asRecord(event.formData))}
      onError={() => {}}
    >
      <div className="matric-wizard-actions">
        {onBack && (
          <Button icon={<ChevronLeftIcon />} onClick={onBack}>
            Back
          </Button>
        )}
        <Button type="submit" intent="primary" endIcon={<ChevronRightIcon />}>
          Next
        </Button>
      </div>
    </ThemedForm>
  );
});
