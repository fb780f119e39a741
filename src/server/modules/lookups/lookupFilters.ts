import { INT4_MAX, INT4_MIN, isWithin } from "../../../schema/integerBounds";
import { type FieldError, ValidationError } from "../../errors";
import { describeType } from "../resources/listQuery";
import type { FieldDef, LookupFilterField, LookupSource } from "../resources/resourceDefinition";
import { coerceText } from "../resources/rowMapping";

/** One `column = value` condition on a lookup list (or on the list linking its rows: `field.link`). */
export interface LookupFilter {
  field: LookupFilterField;
  value: string | number | boolean;
}

/** An integer within the field's column bounds, else undefined. */
export function integerValue(
  field: Pick<FieldDef, "minimum" | "maximum">,
  value: number,
): number | undefined {
  return isWithin(value, { minimum: field.minimum ?? INT4_MIN, maximum: field.maximum ?? INT4_MAX })
    ? value
    : undefined;
}

/** A filter value as the column's type, or undefined when it cannot be one. */
export function filterValue(field: FieldDef, value: unknown): LookupFilter["value"] | undefined {
  if (typeof value === "number" || typeof value === "boolean") value = String(value);
  if (typeof value !== "string") return undefined;
  const coerced = coerceText(field, value);
  if (!coerced.ok) return undefined;
  const typed = coerced.value;
  // The column's bounds: a larger number would fail in the database, not here.
  if (typeof typed === "number") return integerValue(field, typed);
  return typeof typed === "string" || typeof typed === "boolean" ? typed : undefined;
}

/**
 * The query string of `GET /api/Lookups/:name` as filters. Only the filters the lookup's file
 * declares are accepted, each once and of its column's type; anything else is a 400 naming the
 * parameter (a misspelt filter would otherwise quietly answer the whole list). An empty value
 * means "not filtered".
 */
export function parseLookupFilters(
  source: LookupSource,
  query: Readonly<Record<string, unknown>>,
): LookupFilter[] {
  const declared = source.filters;
  const errors: FieldError[] = [];
  const filters: LookupFilter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const field = declared.get(key);
    if (!field) {
      const allowed = [...declared.keys()];
      errors.push({
        path: key,
        message: allowed.length
          ? `${key} is not a filter of the ${source.name} list; it can be filtered by ${allowed.join(", ")}`
          : `the ${source.name} list cannot be filtered`,
      });
      continue;
    }
    if (typeof raw !== "string") {
      errors.push({ path: key, message: `${key} must be given once` });
      continue;
    }
    if (raw.trim() === "") continue;
    const value = filterValue(field, raw);
    if (value === undefined) errors.push({ path: key, message: `${key} must be ${describeType(field)}` });
    else filters.push({ field, value });
  }
  if (errors.length > 0) throw new ValidationError(errors, errors.map((error) => error.message).join("; "));
  return filters;
}
