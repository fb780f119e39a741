import type { FieldErrors } from "./fieldErrors";

/**
 * After checking an auth form: moves focus to the first field (in `fieldIds` order) that has a
 * problem, so keyboard and screen-reader users land on what to fix. Answers whether there was one.
 */
export function focusFirstProblem<Field extends string>(
  problems: FieldErrors<Field>,
  fieldIds: Record<Field, string>,
): boolean {
  const first = (Object.keys(fieldIds) as Field[]).find((field) => problems[field]);
  if (first === undefined) return false;
  document.getElementById(fieldIds[first])?.focus();
  return true;
}
