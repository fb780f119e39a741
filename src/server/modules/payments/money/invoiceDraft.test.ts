import { describe, expect, it } from "vitest";
import type { FeeAssignment } from "./feeResolution";
import { draftInvoice } from "./invoiceDraft";

const assignment: FeeAssignment = {
  id: 7,
  sessionId: 2026,
  feePurposeId: 1,
  programmeId: null,
  studentTypeId: 1,
  levelId: 100,
  modeOfStudyId: null,
  items: [
    { feeItemId: 1, name: "Tuition", amount: 4_500_001 },
    { feeItemId: 2, name: "ICT", amount: 1_000_000 },
  ],
};

describe("draftInvoice", () => {
  it("lists the fee items and totals them for a full payment", () => {
    const draft = draftInvoice({ assignment, paymentType: "Full" });
    expect(draft.lines).toEqual([
      { kind: "fee", feeItemId: 1, description: "Tuition", amount: 4_500_001 },
      { kind: "fee", feeItemId: 2, description: "ICT", amount: 1_000_000 },
    ]);
    expect(draft).toMatchObject({
      assignmentId: 7,
      total: 5_500_001,
      grossTotal: 5_500_001,
      netTotal: 5_500_001,
    });
  });

  it("shows a scholarship as a negative line", () => {
    const draft = draftInvoice({
      assignment,
      paymentType: "Full",
      scholarships: [{ scholarshipId: 3, name: "Merit", kind: "percentage", basisPoints: 2_500 }],
    });
    expect(draft.lines.at(-1)).toEqual({
      kind: "scholarship",
      scholarshipId: 3,
      description: "Scholarship: Merit (25%)",
      amount: -1_375_000,
    });
    expect(draft.total).toBe(4_125_001);
    expect(draft.netTotal).toBe(4_125_001);
  });

  it("never goes below zero, and leaves out an award that gives nothing", () => {
    const draft = draftInvoice({
      assignment,
      paymentType: "Full",
      scholarships: [
        { scholarshipId: 4, name: "Full bursary", kind: "fixed", amount: 9_000_000 },
        { scholarshipId: 5, name: "Sports", kind: "fixed", amount: 10_000 },
      ],
    });
    expect(draft.total).toBe(0);
    expect(draft.lines.map((line) => line.description)).toEqual([
      "Tuition",
      "ICT",
      "Scholarship: Full bursary",
    ]);
  });

  it("splits into installments that add up to the full invoice, line by line", () => {
    const scholarships = [{ scholarshipId: 3, name: "Merit", kind: "fixed", amount: 333 } as const];
    const full = draftInvoice({ assignment, paymentType: "Full", scholarships });
    const first = draftInvoice({ assignment, paymentType: "FirstInstallment", scholarships });
    const second = draftInvoice({ assignment, paymentType: "SecondInstallment", scholarships });
    expect(first.total).toBe(Math.ceil(full.total / 2));
    expect(first.total + second.total).toBe(full.total);
    expect(first.lines.map((line, index) => line.amount + (second.lines[index]?.amount ?? 0))).toEqual(
      full.lines.map((line) => line.amount),
    );
    expect(second.lines.map((line) => line.description)).toEqual(full.lines.map((line) => line.description));
  });

  it("uses the assignment's own first-installment share", () => {
    const first = draftInvoice({
      assignment: { ...assignment, firstInstallmentBasisPoints: 6_000 },
      paymentType: "FirstInstallment",
    });
    expect(first.total).toBe(3_300_001); // ceil(5,500,001 × 0.6)
  });
});
