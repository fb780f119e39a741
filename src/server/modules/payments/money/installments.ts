// The spec's payment types (section 9); `Full` is the default. Their order is one shared rule.
import { PAYMENT_TYPES, type PaymentType } from "../../../../schema/feePurposes/installmentSequence";
import { apportion } from "./apportion";

export { PAYMENT_TYPES, type PaymentType };

const BASIS_POINTS = 10_000;
/** The first installment's share of the whole unless the fee setup says otherwise: half. */
export const DEFAULT_FIRST_INSTALLMENT_BASIS_POINTS = 5_000;

/**
 * The whole split into two installments that add up to it exactly. The first is the share
 * rounded UP, so an odd kobo is collected with the first payment: the college is never left
 * waiting on a kobo, and at the default half the second installment is never larger than the first.
 */
export function splitInstallments(
  total: number,
  firstShareBasisPoints = DEFAULT_FIRST_INSTALLMENT_BASIS_POINTS,
): { first: number; second: number } {
  checkShare(firstShareBasisPoints);
  const numerator = BigInt(total) * BigInt(firstShareBasisPoints);
  const denominator = BigInt(BASIS_POINTS);
  const first = Number((numerator + denominator - 1n) / denominator); // ceiling, total ≥ 0
  return { first, second: total - first };
}

/** What one payment of `type` asks for out of `total`. */
export function installmentAmount(total: number, type: PaymentType, firstShareBasisPoints?: number): number {
  if (type === "Full") return total;
  const { first, second } = splitInstallments(total, firstShareBasisPoints);
  return type === "FirstInstallment" ? first : second;
}

/**
 * The invoice lines of one payment of `type`, from the full invoice's lines (fee items and
 * discount lines, summing to at least 0). The installment's amount is shared over the lines in
 * proportion (see `apportion`); the second installment's lines are what the first left of each
 * line, so for every line, first + second = the line.
 */
export function installmentLines(
  fullLines: readonly number[],
  type: PaymentType,
  firstShareBasisPoints?: number,
): number[] {
  if (type === "Full") return [...fullLines];
  const total = fullLines.reduce((sum, line) => sum + line, 0);
  const firstLines = apportion(fullLines, splitInstallments(total, firstShareBasisPoints).first);
  if (type === "FirstInstallment") return firstLines;
  return fullLines.map((line, index) => line - (firstLines[index] ?? 0));
}

function checkShare(basisPoints: number): void {
  // 0 or 100% would leave one installment empty: a fee setup error, not a payer's.
  if (!Number.isInteger(basisPoints) || basisPoints <= 0 || basisPoints >= BASIS_POINTS) {
    throw new RangeError(`first installment share must be 1 to 9999 basis points (got ${basisPoints})`);
  }
}
