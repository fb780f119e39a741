import { uiMessageAt } from "../../schema/uiMessages";
import { fieldTitle, peopleMessage } from "../../schema/validationMessages";
import type { FieldError } from "../errors";

/** What the server reads of one of ajv's errors. */
export interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** "/personal/surname" (+ a missing property) → "personal.surname". */
export function fieldPath(issue: AjvIssue): string {
  const base = (issue.instancePath ?? "").split("/").filter(Boolean);
  const missing = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  if (typeof missing === "string") base.push(missing);
  return base.join(".");
}

/** What a person knows the field at a path of a schema as. */
export type FieldLabel = (schema: unknown, path: string) => string;

/**
 * ajv's errors on data checked against a schema (an application, a list's row, a route's body,
 * query or path) as a person reads them: each at its field's path, in the words the browser's form
 * uses for the same rule (src/schema/validationMessages.ts), a missing field named by its label
 * (by default its title, else its name). A field's `ui:messages` entry in `uiSchema` (an
 * application type's form.ui.json) wins, as it does in the browser's form.
 */
export function schemaFieldErrors(
  schema: unknown,
  issues: readonly AjvIssue[],
  labelOf: FieldLabel = fieldTitle,
  uiSchema?: unknown,
): FieldError[] {
  return issues.map((issue) => {
    const path = fieldPath(issue);
    const rule = { ...issue, keyword: issue.keyword ?? "" };
    return {
      path,
      message: uiMessageAt(uiSchema, path, rule) ?? peopleMessage(rule, labelOf(schema, path)),
    };
  });
}
