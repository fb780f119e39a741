import type { ErrorTransformer, RJSFValidationError, UiSchema } from "@rjsf/utils";
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
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** ".applicant.surname" → the UI schema node at applicant → surname (array indices use `items`). */
function uiNodeAt(uiSchema: UiSchema, property: string | undefined): Node | undefined {
  if (!property) return undefined;
  let node: unknown = uiSchema;
  for (const part of property.split(".").filter(Boolean)) {
    if (!isNode(node)) return undefined;
    node = /^\d+$/.test(part) ? node.items : node[part];
  }
  return isNode(node) ? node : undefined;
}

export function fieldMessageOf(
  uiSchema: UiSchema,
  error: Pick<RJSFValidationError, "property" | "name">,
): string | undefined {
  const messages = uiNodeAt(uiSchema, error.property)?.["ui:messages"];
  if (!isNode(messages) || !error.name) return undefined;
  const message = messages[error.name];
  return typeof message === "string" ? message : undefined;
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
