const dateFormat = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "long", year: "numeric" });
const nairaFormat = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  currencyDisplay: "symbol",
});

/** "2026-11-22T…" → "22 November 2026"; an unreadable date shows as "-". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "-" : dateFormat.format(date);
}

/** Amounts are kept in kobo; shown in naira with the ₦ symbol. */
export function formatNaira(kobo: number): string {
  return nairaFormat.format(kobo / 100).replace("NGN", "₦");
}
