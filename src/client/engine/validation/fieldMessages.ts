import type { ErrorTransformer, RJSFValidationError, UiSchema } from "@rjsf/utils";
import { uiMessageAt } from "../../../schema/uiMessages";
import { peopleMessage, titleAt } from "../../../schema/validationMessages";

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

/** Keywords whose error rjsf places at the missing field but titles with the field that asked for it. */
const ASKED_BY_ANOTHER = new Set(["dependencies", "dependentRequired"]);

/**
 * The title of the field a "given together" error is about: rjsf puts the error at the missing
 * field (the licence number) but titles it with the field that was given (the licence file), so the
 * summary above the form would name the wrong one.
 */
function missingFieldTitle(
  uiSchema: UiSchema,
  schema: unknown,
  error: RJSFValidationError,
): string | undefined {
  if (!ASKED_BY_ANOTHER.has(error.name ?? "") || !error.property) return undefined;
  const path = error.property.replace(/^\./, "");
  const ui = path.split(".").reduce<unknown>((node, part) => {
    if (typeof node !== "object" || node === null) return undefined;
    const inner = node as Record<string, unknown>;
    return /^\d+$/.test(part) ? inner.items : inner[part];
  }, uiSchema);
  const uiTitle =
    typeof ui === "object" && ui !== null ? (ui as Record<string, unknown>)["ui:title"] : undefined;
  return typeof uiTitle === "string" && uiTitle ? uiTitle : titleAt(schema, path);
}

/**
 * rjsf's `transformErrors` for a form whose UI schema may carry `ui:messages`. With the form's
 * schema, a "given together" error is titled with the field it is shown under.
 */
export function withFieldMessages<T = unknown>(uiSchema: UiSchema, schema?: unknown): ErrorTransformer<T> {
  return (errors) =>
    errors.map((raw) => {
      const missingTitle = missingFieldTitle(uiSchema, schema, raw);
      const error = missingTitle ? { ...raw, title: missingTitle } : raw;
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
