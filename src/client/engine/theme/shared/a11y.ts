import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from "@rjsf/utils";
import { describedBy } from "./ids";

type A11yInput<T, S extends StrictRJSFSchema, F extends FormContextType> = Pick<
  WidgetProps<T, S, F>,
  "id" | "rawErrors" | "hideError" | "options" | "schema" | "required"
>;

/** True when rjsf has errors for this widget and they are shown. */
export function hasShownErrors(rawErrors: string[] | undefined, hideError: boolean | undefined): boolean {
  return !hideError && Array.isArray(rawErrors) && rawErrors.length > 0;
}

/**
 * The ARIA attributes every input of the theme carries: the invalid state, the ids of the error,
 * description and help texts that FieldTemplate renders next to it, and the required state.
 * `aria-required` rather than `required`: native validation would pre-empt the schema's messages.
 */
export function widgetAria<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(
  props: A11yInput<T, S, F>,
  extra?: (string | false | undefined)[],
): { "aria-invalid"?: true; "aria-describedby"?: string; "aria-required"?: true } {
  const { id, rawErrors, hideError, options, schema, required } = props;
  const errors = hasShownErrors(rawErrors, hideError);
  const description = Boolean(options.description ?? schema.description);
  const help = Boolean(options.help);
  const ids = describedBy(id, { errors, description, help, extra });
  return {
    ...(errors ? { "aria-invalid": true } : {}),
    ...(ids ? { "aria-describedby": ids } : {}),
    ...(required ? { "aria-required": true } : {}),
  };
}
