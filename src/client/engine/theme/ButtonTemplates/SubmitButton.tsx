import { Button } from "@blueprintjs/core";
import {
  type FormContextType,
  getSubmitButtonOptions,
  type RJSFSchema,
  type StrictRJSFSchema,
  type SubmitButtonProps,
} from "@rjsf/utils";

/** The form's submit button; text and props come from `ui:submitButtonOptions`. */
export default function SubmitButton<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>({ uiSchema }: SubmitButtonProps<T, S, F>) {
  const { submitText, norender, props: buttonProps = {} } = getSubmitButtonOptions<T, S, F>(uiSchema);
  if (norender) return null;
  return (
    <div className="matric-submit">
      <Button
        type="submit"
        intent="primary"
        disabled={buttonProps.disabled}
        className={buttonProps.className}
        text={submitText}
      />
    </div>
  );
}
