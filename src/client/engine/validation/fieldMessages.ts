import type { ErrorTransformer, RJSFValidationError, UiSchema } from "@rjsf/utils";

/**
 * `"ui:messages": { "required": "please input surname", "format": "invalid email address" }` on a
 * field of a UI schema: the spec words some messages per field, which JSON Schema cannot say
 * (a `required` error belongs to the parent object, a `format` message is ajv's). Keyword rules
 * that carry the spec's message already (`invoiceName`, `nigerianPhone`) need no entry.
 *
 * The transformer also writes every error of a titled field as "Title: message", so the error
 * summary above the form names the field each problem is in.
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

/** rjsf's `transformErrors` for a form whose UI schema may carry `ui:messages`. */
export function withFieldMessages<T = unknown>(uiSchema: UiSchema): ErrorTransformer<T> {
  return (errors) =>
    errors.map((error) => {
      const message = fieldMessageOf(uiSchema, error) ?? error.message ?? "";
      const title = error.title;
      return { ...error, message, stack: title ? `${title}: ${message}` : message };
    });
}
