import { formatNaira } from "../../../../schema/money";

/**
 * What a person types as naira ("45,000", "₦45,000.5", "45000.50") → integer kobo, by string
 * arithmetic (never floating point). Undefined for anything else: a sign, letters, a third decimal.
 */
export function nairaTextToKobo(text: string): number | undefined {
  const plain = text.replace(/[₦,\s]/g, "");
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return undefined;
  const kobo = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(kobo) ? kobo : undefined;
}

/** Kobo → the editable text, thousands separated, no symbol: 4500050 → "45,000.50". */
export function koboToNairaText(kobo: number): string {
  return formatNaira(kobo).replace("₦", "");
}
