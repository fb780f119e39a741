/**
 * A scholarship awarded to a student: a percentage of the fee (in basis points, so 12.5% is 1250
 * and no float is involved) or a fixed amount of kobo.
 */
export type ScholarshipAward =
  | { scholarshipId: number; name: string; kind: "percentage"; basisPoints: number }
  | { scholarshipId: number; name: string; kind: "fixed"; amount: number };

const BASIS_POINTS = 10_000;

/**
 * The discount each award gives on a fee of `gross` kobo, in award order. A percentage is of the
 * gross fee, rounded DOWN (a student is never given a fraction of a kobo more than awarded).
 * Together the discounts never exceed the fee: an award that would take the total below zero is
 * cut to what is left, and later awards give nothing.
 */
export function scholarshipDiscounts(gross: number, awards: readonly ScholarshipAward[]): number[] {
  let left = gross;
  return awards.map((award) => {
    const discount = Math.min(left, awardValue(gross, award));
    left -= discount;
    return discount;
  });
}

function awardValue(gross: number, award: ScholarshipAward): number {
  if (award.kind === "fixed") {
    if (!Number.isSafeInteger(award.amount) || award.amount < 0) {
      throw new RangeError(`scholarship ${award.scholarshipId}: amount must be whole kobo ≥ 0`);
    }
    return award.amount;
  }
  const { basisPoints } = award;
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > BASIS_POINTS) {
    throw new RangeError(`scholarship ${award.scholarshipId}: percentage must be 0 to 10000 basis points`);
  }
  return Number((BigInt(gross) * BigInt(basisPoints)) / BigInt(BASIS_POINTS));
}

/** "25%", "12.5%" — how an award's size reads on an invoice line. */
export function awardLabel(award: ScholarshipAward): string | undefined {
  if (award.kind !== "percentage") return undefined;
  const whole = Math.floor(award.basisPoints / 100);
  const fraction = String(award.basisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return fraction === "" ? `${whole}%` : `${whole}.${fraction}%`;
}
