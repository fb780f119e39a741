/**
 * The backend stores "no date" as .NET's `DateTime.MinValue`, which arrives as
 * `0001-01-01T00:00:00` (sometimes with fractional seconds or a UTC marker). Shown in a form it
 * would read as a real date in year 1 and fail the age rules, so when records are mapped into
 * forms it reads as empty (spec 3: "a date of birth equal to a known placeholder default is
 * treated as empty").
 */
const PLACEHOLDER_DATE = /^0001-01-01T00:00:00(?:\.0+)?(?:Z|[+-]00:?00)?$/;

export function isPlaceholderDate(value: unknown): boolean {
  return typeof value === "string" && PLACEHOLDER_DATE.test(value);
}

/**
 * A copy of `record` in which every placeholder date, at any depth (objects and arrays), is
 * `undefined`; everything else is kept as is. The input is not changed.
 */
export function emptyPlaceholderDates<T>(record: T): T {
  // Same shape as the input; only placeholder strings became undefined, which form data allows.
  return clearPlaceholders(record) as T;
}

function clearPlaceholders(value: unknown): unknown {
  if (isPlaceholderDate(value)) return undefined;
  if (Array.isArray(value)) return value.map(clearPlaceholders);
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = clearPlaceholders(item);
    return copy;
  }
  return value;
}

/** Records from JSON are plain objects; Dates, Files and class instances are left untouched. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
