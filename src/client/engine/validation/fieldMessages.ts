import type { ErrorTransformer, RJSFValidationError, UiSchema } from "@rjsf/utils";
import { uiMessageAt } from "../../../schema/uiMessages";
import { peopleMessage } from "../../../schema/validationMessages";

/**
 * `"ui:messages": { "required": "please input surname", "format": "invalid email address" }` on a
 * field of a UI schema: the spec words some messages per field, which JSON Schema cannot say
 * (a `required` error belongs to the parent object, a `format` message is ajv's). Keyword rules
 * that carry the spec's message already (`invoiceName`, `nigerianPhone`) need no entry.
 *
 * Every other error reads as src/schema/validationMessages.ts words it (the server's words too),
 * never as ajv's. The transformer also writes every error of a titled field as "Title: message",
 * so the error summary above the form names the field each problem is in.
 */
export function fieldMessageOf(
  uiSchema: UiSchema,
  error: Pick<RJSFValidationError, "property" | "name" | "params">,
): string | undefined {
  if (!error.name) return undefined;
  return uiMessageAt(uiSchema, error.property, { keyword: error.name, params: error.params });
}

/** What a person knows the field of `error` as: its title, else the name of the property. */
function labelOf(error: RJSFValidationError): string {
  if (error.title) return error.title;
  const missing = error.params?.missingProperty;
  if (typeof missing === "string") return missing;
  return (
    error.property
      ?.split(".")
      .filter((part) => part && !/^\d+$/.test(part))
      .pop() ?? "this field"
  );
}

/** rjsf's `transformErrors` for a form whose UI schema may carry `ui:messages`. */
export function withFieldMessages<T = unknown>(uiSchema: UiSchema): ErrorTransformer<T> {
  return (errors) =>
    errors.map((error) => {
      const message =
        fieldMessageOf(uiSchema, error) ??
        peopleMessage(
          {
            keyword: error.name ?? "",
            params: error.params,
            ...(error.message ? { message: error.message } : {}),
          },
          labelOf(error),
        );
      const title = error.title;
      const named = title && !message.includes(title);
      return { ...error, message, stack: named ? `${title}: ${message}` : message };
    });
}
