import { fieldTitle, peopleMessage } from "../../schema/validationMessages";
import type { FieldError } from "../errors";
import { type AjvIssue, fieldPath } from "../plugins/errors";

/**
 * ajv's errors on data checked against a schema file (an application, a list's row) as a person
 * reads them: each at its field's path, in the words the browser's form uses for the same rule
 * (src/schema/validationMessages.ts), a missing field named by its title.
 */
export function schemaFieldErrors(schema: unknown, issues: readonly AjvIssue[]): FieldError[] {
  return issues.map((issue) => {
    const path = fieldPath(issue);
    return {
      path,
      message: peopleMessage({ ...issue, keyword: issue.keyword ?? "" }, fieldTitle(schema, path)),
    };
  });
}
