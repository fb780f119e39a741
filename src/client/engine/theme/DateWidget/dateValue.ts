/** The placeholder date the old system stores for "no date"; the spec says to treat it as empty. */
const PLACEHOLDER_DATE = "0001-01-01";

/**
 * The "yyyy-mm-dd" a date input accepts, from what the API may hold: a plain date, an ISO
 * date-time ("2004-03-12T00:00:00"), or the placeholder default.
 */
export function toDateInputValue(value: unknown): string {
  if (typeof value !== "string") return "";
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day === PLACEHOLDER_DATE) return "";
  return day;
}

const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "12 March 2004" for read-only views; dates are calendar days, so UTC avoids off-by-one days. */
export function formatDate(day: string): string {
  if (!day) return "";
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : LONG_DATE.format(date);
}
