import { describe, expect, it } from "vitest";
import {
  historyLinkOf,
  payerFormStart,
  payerRequestOf,
  sundryChoiceOf,
  sundryItemOptions,
  sundryModeOf,
} from "./sundryFlow";

describe("the public sundry flow", () => {
  it("tells the transcript page from the bursary page", () => {
    expect(sundryModeOf("/sundry/transcript")).toBe("transcript");
    expect(sundryModeOf("/bursary_collection/all")).toBe("bursary");
  });

  it("shows each item with its price in naira", () => {
    expect(
      sundryItemOptions([{ feeItemId: 7, name: "Transcript", code: "TRANSCRIPT", amount: 500_000 }]),
    ).toEqual([{ id: 7, name: "Transcript — ₦5,000.00" }]);
  });

  it("prefills only what the lookup knew", () => {
    expect(
      payerFormStart({
        lastName: "Adebayo",
        firstName: null,
        middleName: null,
        mobileNumber: "08031234567",
        email: "",
        regNumber: null,
      }),
    ).toEqual({ lastName: "Adebayo", mobileNumber: "08031234567" });
  });

  it("builds the request from trimmed values, blanks as null, never an amount", () => {
    const request = payerRequestOf(
      {
        lastName: " Adebayo ",
        firstName: "Tunde",
        middleName: " ",
        email: "t@example.com",
        mobileNumber: "08031234567",
      },
      3,
    );
    expect(request).toEqual({
      lastName: "Adebayo",
      firstName: "Tunde",
      middleName: null,
      email: "t@example.com",
      mobileNumber: "08031234567",
      regNumber: null,
      sessionId: 3,
    });
    expect(sundryChoiceOf({ mobileNumber: "08031234567", feeItemId: 4 })).toEqual({
      mobileNumber: "08031234567",
      feeItemId: 4,
      institutionEmail: null,
    });
  });

  it("links a paid invoice to its receipt and an unpaid one to its invoice", () => {
    expect(historyLinkOf({ invoiceNumber: "INV0000001ABCDE", isPaid: true }).to).toBe(
      "/sundry_reciepts?reference=INV0000001ABCDE",
    );
    expect(historyLinkOf({ invoiceNumber: "INV0000001ABCDE", isPaid: false }).to).toBe(
      "/bursary_collection/all?invoice=INV0000001ABCDE",
    );
  });
});
