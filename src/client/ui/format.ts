// The naira formatter lives with the framework-free money helpers so the server (receipts, the
// sandbox pay page) prints amounts exactly as the browser does.
export { formatNaira } from "../../schema/money";

const dateFormat = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "long", year: "numeric" });

// A calendar date ("2006-03-14", a date of birth) parses as midnight UTC: written in the browser's
// time zone it would be the day before anywhere west of Greenwich, so it is written in UTC.
const calendarDateFormat = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-22T…" or "2026-11-22" → "22 November 2026"; an unreadable date shows as "-". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "-";
  return (CALENDAR_DATE.test(iso) ? calendarDateFormat : dateFormat).format(date);
}
