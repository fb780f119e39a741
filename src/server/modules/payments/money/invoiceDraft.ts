import type { FeeAssignment } from "./feeResolution";
import { installmentLines, type PaymentType } from "./installments";
import { parseKobo, sumKobo } from "./kobo";
import { awardLabel, type ScholarshipAward, scholarshipDiscounts } from "./scholarship";

/** One line of an invoice: a fee item (positive) or a scholarship discount (negative), in kobo. */
export type InvoiceLine =
  | { kind: "fee"; feeItemId: number; description: string; amount: number }
  | { kind: "scholarship"; scholarshipId: number; description: string; amount: number };

export interface InvoiceDraft {
  assignmentId: number;
  paymentType: PaymentType;
  /** This payment's lines; they add up to `total`. */
  lines: InvoiceLine[];
  /** What this payment asks for: never negative. */
  total: number;
  /** The whole fee before scholarships, and after them (what Full would ask). */
  grossTotal: number;
  netTotal: number;
}

/**
 * The invoice for one payment, from the fee setup alone (never from the request): the
 * assignment's fee items, one discount line per scholarship that gives something (see
 * `scholarshipDiscounts`: never below zero), then, for an installment, that installment's share
 * of every line (see `installmentLines`: the two installments add up to the Full invoice line by
 * line, the odd kobo in the first).
 */
export function draftInvoice(input: {
  assignment: FeeAssignment;
  paymentType: PaymentType;
  scholarships?: readonly ScholarshipAward[];
}): InvoiceDraft {
  const { assignment, paymentType } = input;
  const feeLines: InvoiceLine[] = assignment.items.map((item, index) => ({
    kind: "fee",
    feeItemId: item.feeItemId,
    description: item.name,
    amount: parseKobo(item.amount, `items.${index}.amount`),
  }));
  const grossTotal = sumKobo(
    feeLines.map((line) => line.amount),
    "total",
  );
  const awards = input.scholarships ?? [];
  const discounts = scholarshipDiscounts(grossTotal, awards);
  const discountLines: InvoiceLine[] = awards.flatMap((award, index) => {
    const discount = discounts[index] ?? 0;
    if (discount === 0) return [];
    const label = awardLabel(award);
    const description = `Scholarship: ${award.name}${label ? ` (${label})` : ""}`;
    return [{ kind: "scholarship", scholarshipId: award.scholarshipId, description, amount: -discount }];
  });
  const fullLines = [...feeLines, ...discountLines];
  const amounts = installmentLines(
    fullLines.map((line) => line.amount),
    paymentType,
    assignment.firstInstallmentBasisPoints ?? undefined,
  );
  const lines = fullLines.map((line, index) => ({ ...line, amount: amounts[index] ?? 0 }));
  return {
    assignmentId: assignment.id,
    paymentType,
    lines,
    total: amounts.reduce((sum, amount) => sum + amount, 0),
    grossTotal,
    netTotal: grossTotal - discounts.reduce((sum, discount) => sum + discount, 0),
  };
}
