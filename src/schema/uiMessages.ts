import { isSchemaNode } from "./propertySchema";
import type { ValidationIssue } from "./validationMessages";

/**
 * `"ui:messages": { "required": "please input your years of experience", "maximum": "at most
 * {limit} years" }` on a field of a UI schema: the words a person reads when that rule of the field
 * fails, in place of the engine's default wording (validationMessages.ts). Both sides read it here —
 * the browser's rjsf `transformErrors` (engine/validation/fieldMessages.ts) and the server's answer
 * (server/validation/schemaFieldErrors.ts) — so a form and the 400 for the same data say the same.
 *
 * The entry is found by the path of the field the error is reported at: a `required` or
 * "given together" (`dependencies`) error at the missing field, a shared keyword at the field it
 * reports on. `{name}` in the text is filled from the failed rule's params (`{limit}`).
 */

/** Names a `ui:messages` entry may use besides a keyword: a type error by the type, "given together". */
export const MESSAGE_KEY_ALIASES: readonly string[] = [
  "integer",
  "number",
  "string",
  "boolean",
  "array",
  "object",
  "null",
  "dependentRequired",
  "givenTogether",
];

/** Other names a field's `ui:messages` may use for a rule: what the field editor (issue 25) writes. */
function messageKeys(issue: ValidationIssue): string[] {
  const keys = [issue.keyword];
  if (issue.keyword === "type") keys.push(...String(issue.params?.type ?? "").split(","));
  if (issue.keyword === "dependencies") keys.push("dependentRequired", "givenTogether");
  return keys;
}

/** "olevel.0.grade" (or rjsf's ".olevel.0.grade") → the UI node at olevel → items → grade. */
export function uiNodeAt(uiSchema: unknown, path: string | undefined): Record<string, unknown> | undefined {
  if (path === undefined) return undefined;
  let node: unknown = uiSchema;
  for (const part of path.split(".").filter(Boolean)) {
    if (!isSchemaNode(node)) return undefined;
    node = /^\d+$/.test(part) ? node.items : node[part];
  }
  return isSchemaNode(node) ? node : undefined;
}

const fill = (text: string, params: Record<string, unknown>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );

/** The field's own message for a failed rule, if its `ui:messages` has one. */
export function uiMessageAt(
  uiSchema: unknown,
  path: string | undefined,
  issue: ValidationIssue,
): string | undefined {
  const messages = uiNodeAt(uiSchema, path)?.["ui:messages"];
  if (!isSchemaNode(messages)) return undefined;
  for (const key of messageKeys(issue)) {
    const message = messages[key];
    if (typeof message === "string" && message.trim()) return fill(message, issue.params ?? {});
  }
  return undefined;
}
