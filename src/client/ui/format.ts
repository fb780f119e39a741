// The naira formatter lives with the framework-free money helpers so the server (receipts, the
// sandbox pay page) prints amounts exactly as the browser does.
export { formatNaira } from "../../schema/money";

const dateFormat = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "long", year: "numeric" });

/** "2026-11-22T…" → "22 November 2026"; an unreadable date shows as "-". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "-" : dateFormat.format(date);
}
