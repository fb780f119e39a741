import { ValidationError } from "../../../errors";

/**
 * Amounts are integer kobo (₦1 = 100 kobo) in the database, the API and every calculation here:
 * integers add up exactly, floats of naira do not. A kobo amount is a safe, non-negative integer.
 */

export const KOBO_PER_NAIRA = 100;

/** True for a whole, non-negative number of kobo that JavaScript holds exactly. */
export function isKobo(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Reads an amount of kobo from outside (a JSON body, an upload cell): a number, or text of digits
 * only. Anything else is a 400 naming `field`, so bad input never reaches the arithmetic.
 */
export function parseKobo(value: unknown, field = "amount"): number {
  const amount = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof amount !== "number" || Number.isNaN(amount)) {
    throw invalid(field, "must be a whole number of kobo");
  }
  if (amount < 0) throw invalid(field, "must not be negative");
  if (amount === Number.POSITIVE_INFINITY) throw invalid(field, "is too large");
  if (!Number.isInteger(amount)) throw invalid(field, "must be a whole number of kobo (no fractions)");
  if (!Number.isSafeInteger(amount)) throw invalid(field, "is too large");
  return amount;
}

/** Adds kobo amounts, refusing a sum JavaScript cannot hold exactly. */
export function sumKobo(amounts: readonly number[], field = "amount"): number {
  let total = 0;
  for (const amount of amounts) {
    total += amount;
    if (!Number.isSafeInteger(total)) throw invalid(field, "is too large");
  }
  return total;
}

function invalid(field: string, problem: string): ValidationError {
  return new ValidationError([{ path: field, message: `${field} ${problem}` }]);
}
