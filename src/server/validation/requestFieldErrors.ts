import { humanize } from "../../schema/resourceModel";
import { lastFieldName, titleAt } from "../../schema/validationMessages";
import type { FieldError } from "../errors";
import { type AjvIssue, schemaFieldErrors } from "./schemaFieldErrors";

/**
 * A field of a route's schema (body, query string or path) as a person knows it: its `title`
 * where the route gives one, else its name in words ("phoneNumber" → "Phone number").
 */
export function requestFieldLabel(schema: unknown, path: string): string {
  const name = lastFieldName(path);
  return titleAt(schema, path) ?? (name ? humanize(name) : "this field");
}

/** Keywords whose message already names the field ("please input Rating"). */
const NAMING_KEYWORDS: ReadonlySet<string> = new Set(["required", "dependencies", "additionalProperties"]);

/**
 * Fastify's refusal of a request against its route's schema, for people (issue 20, item 24): the
 * field errors in the words of src/schema/validationMessages.ts, and one sentence on the first
 * problem naming its field ("Rating: must be at most 5", "please input Phone number").
 */
export function requestFieldErrors(
  schema: unknown,
  issues: readonly AjvIssue[],
): { errors: FieldError[]; message: string } {
  const errors = schemaFieldErrors(schema, issues, requestFieldLabel);
  const [first] = issues;
  const [firstError] = errors;
  if (!first || !firstError) return { errors, message: "The request is not valid" };
  if (NAMING_KEYWORDS.has(first.keyword ?? "")) return { errors, message: firstError.message };
  const label = firstError.path ? requestFieldLabel(schema, firstError.path) : "The request";
  return { errors, message: `${label}: ${firstError.message}` };
}
