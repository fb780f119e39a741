import { describe, expect, it } from "vitest";
import { payLinkTarget } from "./payLinkTarget";

const line = (paymentPurposeId: number) => ({
  kind: "fee" as const,
  description: "x",
  amount: 100,
  paymentType: "Full" as const,
  paymentPurposeId,
});
const invoice = (status: "unpaid" | "paid" | "cancelled" | "expired", purpose: number) => ({
  paymentStatus: status,
  paymentPurposeId: purpose,
  recieptItems: [line(purpose)],
});

describe("payLinkTarget (spec section 4)", () => {
  it("hides the link once paid, cancelled or expired", () => {
    for (const status of ["paid", "cancelled", "expired"] as const)
      expect(payLinkTarget(invoice(status, 1), { redirect: true })).toEqual({ kind: "none" });
  });

  it("sends acceptance to the acceptance page and school fees to school fees", () => {
    expect(payLinkTarget(invoice("unpaid", 2), { redirect: true })).toMatchObject({
      kind: "page",
      to: "/academic_fees/acceptance",
    });
    expect(payLinkTarget(invoice("unpaid", 1), { redirect: true })).toMatchObject({
      kind: "page",
      to: "/academic_fees/school_fees",
    });
  });

  it("reads the first item's purpose, not the invoice's", () => {
    const mixed = { paymentStatus: "unpaid" as const, paymentPurposeId: 9, recieptItems: [line(2), line(9)] };
    expect(payLinkTarget(mixed, { redirect: true })).toMatchObject({ to: "/academic_fees/acceptance" });
  });

  it("pays at the gateway when redirection is off or the purpose has no page", () => {
    expect(payLinkTarget(invoice("unpaid", 1), { redirect: false })).toEqual({ kind: "gateway" });
    expect(payLinkTarget(invoice("unpaid", 10), { redirect: true })).toEqual({ kind: "gateway" });
  });
});
