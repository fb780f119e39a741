import { deepEquals } from "@rjsf/utils";

/**
 * What an applicant has actually answered in a draft. rjsf fills a form's defaults when it opens
 * (empty sections, eight empty O-level subject rows), and that is not an answer: saving it would
 * write a draft nobody typed — and overwrite one saved elsewhere — and the next visit would say
 * "Draft restored" over an empty form. Plain functions, so the rule is tested without React.
 */

/**
 * The value with the non-answers taken out: undefined, null and "" are none, and an object or
 * array that holds only those is none either (undefined). Array items keep their positions, so
 * "the third subject row" stays the third.
 */
export function answersOf(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value)) {
    const items = value.map(answersOf);
    return items.some((item) => item !== undefined) ? items : undefined;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => [key, answersOf(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/** Whether a draft holds any answer at all. */
export function hasAnswers(data: unknown): boolean {
  return answersOf(data) !== undefined;
}

/** Whether two versions of the form hold the same answers (defaults and empty rows aside). */
export function sameAnswers(a: unknown, b: unknown): boolean {
  return deepEquals(answersOf(a), answersOf(b));
}
