import { describe, expect, it } from "vitest";
import { checkProperty } from "../../../../../tests/support/propertyCheck";
import { formatNaira } from "../../../../schema/money";
import type { SeededRandom } from "../../../db/seed/seededRandom";
import { apportion } from "./apportion";
import { type FeeAssignment, type PayerContext, resolveFeeAssignment } from "./feeResolution";
import { PAYMENT_TYPES, splitInstallments } from "./installments";
import { draftInvoice, type InvoiceDraft } from "./invoiceDraft";
import { koboToNairaText, nairaToKobo } from "./nairaAmount";
import { type ScholarshipAward, scholarshipDiscounts } from "./scholarship";

// Property-based checks of the money rules. Seed printed per property; PROPERTY_SEED=<n> replays.

/** Mostly everyday fees, sometimes zero, odd or very large amounts (where rounding bites). */
function amount(random: SeededRandom): number {
  const size = random.integer(0, 9);
  if (size === 0) return 0;
  if (size <= 2) return random.integer(1, 999);
  if (size <= 8) return random.integer(1_000, 50_000_000);
  return random.integer(1, 100_000_000_000_000);
}

function award(random: SeededRandom, scholarshipId: number): ScholarshipAward {
  return random.chance(0.5)
    ? {
        scholarshipId,
        name: `Award ${scholarshipId}`,
        kind: "percentage",
        basisPoints: random.integer(0, 10_000),
      }
    : { scholarshipId, name: `Award ${scholarshipId}`, kind: "fixed", amount: amount(random) };
}

function assignmentOf(random: SeededRandom): FeeAssignment {
  return {
    id: 1,
    sessionId: 1,
    feePurposeId: 1,
    programmeId: null,
    studentTypeId: null,
    levelId: null,
    modeOfStudyId: null,
    items: Array.from({ length: random.integer(0, 6) }, (_, index) => ({
      feeItemId: index + 1,
      name: `Item ${index + 1}`,
      amount: amount(random),
    })),
    firstInstallmentBasisPoints: random.chance(0.7) ? null : random.integer(1, 9_999),
  };
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
const linesOf = (draft: InvoiceDraft): number[] => draft.lines.map((line) => line.amount);

describe("money properties", () => {
  it("an invoice's lines add up to its total, which is never negative", () => {
    checkProperty("invoice totals", (random) => {
      const assignment = assignmentOf(random);
      const scholarships = Array.from({ length: random.integer(0, 3) }, (_, index) =>
        award(random, index + 1),
      );
      const [full, first, second] = PAYMENT_TYPES.map((paymentType) =>
        draftInvoice({ assignment, paymentType, scholarships }),
      ) as [InvoiceDraft, InvoiceDraft, InvoiceDraft];
      for (const draft of [full, first, second]) {
        expect(sum(linesOf(draft))).toBe(draft.total);
        expect(draft.total).toBeGreaterThanOrEqual(0);
        for (const line of draft.lines) {
          if (line.kind === "fee") expect(line.amount).toBeGreaterThanOrEqual(0);
          else expect(line.amount).toBeLessThanOrEqual(0);
        }
      }
      expect(full.grossTotal).toBe(sum(assignment.items.map((item) => item.amount)));
      expect(full.total).toBe(full.netTotal);
      expect(full.netTotal).toBeLessThanOrEqual(full.grossTotal);
      // The installments add up to the whole, line by line, with no kobo lost.
      expect(first.total + second.total).toBe(full.total);
      expect(linesOf(first).map((line, index) => line + (linesOf(second)[index] ?? 0))).toEqual(
        linesOf(full),
      );
    });
  });

  it("installments always add up to the whole, the first taking the odd kobo", () => {
    checkProperty("installment splits", (random) => {
      const total = amount(random);
      const half = splitInstallments(total);
      expect(half.first + half.second).toBe(total);
      expect(half.first - half.second).toBeGreaterThanOrEqual(0);
      expect(half.first - half.second).toBeLessThanOrEqual(1);
      const share = random.integer(1, 9_999);
      const other = splitInstallments(total, share);
      expect(other.first + other.second).toBe(total);
      expect(other.first).toBeGreaterThanOrEqual(0);
      expect(other.second).toBeGreaterThanOrEqual(0);
    });
  });

  it("scholarships never discount more than the fee", () => {
    checkProperty("scholarship caps", (random) => {
      const gross = amount(random);
      const awards = Array.from({ length: random.integer(1, 4) }, (_, index) => award(random, index + 1));
      const discounts = scholarshipDiscounts(gross, awards);
      expect(sum(discounts)).toBeLessThanOrEqual(gross);
      for (const discount of discounts) expect(discount).toBeGreaterThanOrEqual(0);
    });
  });

  it("apportioned shares add up to the part and stay within their lines", () => {
    checkProperty("apportion", (random) => {
      const lines = Array.from({ length: random.integer(1, 6) }, () => amount(random));
      const whole = sum(lines);
      const discount = random.chance(0.5) ? random.integer(0, whole) : 0;
      const withDiscount = discount > 0 ? [...lines, -discount] : lines;
      const part = random.integer(0, whole - discount);
      const shares = apportion(withDiscount, part);
      expect(sum(shares)).toBe(part);
      shares.forEach((share, index) => {
        const line = withDiscount[index] ?? 0;
        expect(Math.abs(share)).toBeLessThanOrEqual(Math.abs(line));
        expect(share === 0 || Math.sign(share) === Math.sign(line)).toBe(true);
      });
    });
  });

  it("naira text and display read back to the same kobo", () => {
    checkProperty("naira round trip", (random) => {
      const kobo = amount(random);
      expect(nairaToKobo(koboToNairaText(kobo))).toBe(kobo);
      expect(Number(formatNaira(kobo).replace(/[₦,.]/g, ""))).toBe(kobo);
    });
  });

  it("the chosen fee assignment ignores row order and rows that do not apply", () => {
    const dimension = (random: SeededRandom): number | null =>
      random.chance(0.5) ? null : random.integer(1, 2);
    checkProperty("fee resolution", (random) => {
      const payer: PayerContext = {
        sessionId: 1,
        feePurposeId: 1,
        programmeId: random.integer(1, 2),
        studentTypeId: random.integer(1, 2),
        levelId: random.chance(0.2) ? null : random.integer(1, 2),
        modeOfStudyId: random.integer(1, 2),
      };
      const rows: FeeAssignment[] = Array.from({ length: random.integer(0, 6) }, (_, index) => ({
        id: index + 1,
        sessionId: 1,
        feePurposeId: random.chance(0.8) ? 1 : 2,
        programmeId: dimension(random),
        studentTypeId: dimension(random),
        levelId: dimension(random),
        modeOfStudyId: dimension(random),
        items: [],
      }));
      const outcome = (candidates: FeeAssignment[]): number | string | undefined => {
        try {
          return resolveFeeAssignment(candidates, payer)?.id;
        } catch (error) {
          return (error as Error).name;
        }
      };
      const expected = outcome(rows);
      const shuffled = [...rows].sort(() => random.next() - 0.5);
      expect(outcome(shuffled)).toBe(expected);
      const stranger: FeeAssignment = { ...(rows[0] ?? assignmentOf(random)), id: 99, sessionId: 2 };
      expect(outcome([...rows, stranger])).toBe(expected);
      if (typeof expected === "number") {
        const chosen = rows.find((row) => row.id === expected);
        for (const key of ["programmeId", "studentTypeId", "levelId", "modeOfStudyId"] as const) {
          expect(chosen?.[key] === null || chosen?.[key] === payer[key]).toBe(true);
        }
      }
    });
  });
});
