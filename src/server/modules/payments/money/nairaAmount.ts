import { KOBO_PER_NAIRA } from "./kobo";

/**
 * Gateways speak naira as decimal numbers ("20000", "1000.50", 1000.5); we keep kobo. These two
 * functions are the only crossing, done on digits so no float ever rounds an amount.
 */

/** 2000000 → "20000"; 2000050 → "20000.50" (whole naira without decimals, as Remita's examples). */
export function koboToNairaText(kobo: number): string {
  const naira = Math.floor(kobo / KOBO_PER_NAIRA);
  const rest = kobo % KOBO_PER_NAIRA;
  return rest === 0 ? String(naira) : `${naira}.${String(rest).padStart(2, "0")}`;
}

/**
 * "1000.5", "1000.50", 1000.5 → 100050 kobo. Undefined for anything that is not a non-negative
 * amount with at most two decimals (a gateway answer we cannot read is never guessed at).
 */
export function nairaToKobo(value: unknown): number | undefined {
  if (typeof value === "number") return nairaNumberToKobo(value);
  if (typeof value !== "string") return undefined;
  const match = /^\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(value);
  if (!match) return undefined;
  const kobo = Number(match[1]) * KOBO_PER_NAIRA + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(kobo) ? kobo : undefined;
}

function nairaNumberToKobo(naira: number): number | undefined {
  if (!Number.isFinite(naira) || naira < 0) return undefined;
  const kobo = Math.round(naira * KOBO_PER_NAIRA);
  // A float like 1000.5 is 100050.00000000001 kobo after scaling; more than a hair off means
  // the number really had a third decimal.
  if (Math.abs(kobo - naira * KOBO_PER_NAIRA) > 1e-6 * Math.max(1, kobo)) return undefined;
  return Number.isSafeInteger(kobo) ? kobo : undefined;
}
