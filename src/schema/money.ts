/**
 * Money as both sides show it. Amounts are integer kobo everywhere (database, API); only the
 * display turns them into naira. Plain integer arithmetic, not Intl: the text must not depend on
 * the ICU data of the browser or the server (a receipt printed by either reads the same).
 */

const KOBO_PER_NAIRA = 100;

/** 1250000 → "₦12,500.00"; -50 → "-₦0.50". */
export function formatNaira(kobo: number): string {
  const whole = Math.round(kobo);
  const sign = whole < 0 ? "-" : "";
  const absolute = Math.abs(whole);
  const naira = Math.floor(absolute / KOBO_PER_NAIRA);
  const rest = absolute % KOBO_PER_NAIRA;
  return `${sign}₦${groupThousands(naira)}.${String(rest).padStart(2, "0")}`;
}

function groupThousands(naira: number): string {
  return String(naira).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
