import { describe, expect, it } from "vitest";
import { attemptNotice } from "./attemptNotice";

describe("attemptNotice", () => {
  it("says a cancelled payment was cancelled, nothing was paid, and it can be paid again", () => {
    expect(attemptNotice({ state: "cancelled", at: "2026-11-20T10:00:00.000Z" })).toEqual({
      title: "Payment cancelled",
      text: "The payment was cancelled at the payment gateway on 20 November 2026, so nothing was paid and the invoice is still unpaid. You can pay again now.",
    });
  });

  it("says a failed payment did not complete and asks to pay again", () => {
    const notice = attemptNotice({ state: "failed", at: "2026-11-21T10:00:00.000Z" });
    expect(notice?.title).toBe("Payment not completed");
    expect(notice?.text).toContain("21 November 2026");
    expect(notice?.text).toContain("pay again");
  });

  it("says nothing without a failed or cancelled attempt", () => {
    expect(attemptNotice(null)).toBeUndefined();
    expect(attemptNotice(undefined)).toBeUndefined();
  });
});
