import { describe, expect, it } from "vitest";
import type { Receipt } from "../../../../contract/receipts";
import { maskEmail, receiptMail } from "./receiptMail";

const receipt = {
  receiptNumber: "RCT/2026/000042",
  invoiceNumber: "INV0000042ABCDE",
  payerName: "Ada <Obi>",
  description: "School Fees 2026/2027",
  total: 7_550_050,
  paidAt: "2026-11-20T10:00:00.000Z",
  rrr: "290012345678",
  verificationCode: "UnxJTlY.abc",
} as Receipt;

describe("receiptMail", () => {
  it("says what was paid and links to the verification page, every value escaped in HTML", () => {
    const mail = receiptMail({
      to: "ada@example.com",
      receipt,
      collegeName: "FCE(T)",
      publicUrl: "https://portal.example/",
    });
    expect(mail.subject).toBe("FCE(T): receipt RCT/2026/000042");
    expect(mail.text).toContain("Amount paid: ₦75,500.50");
    expect(mail.text).toContain("Date paid: 20 November 2026");
    expect(mail.text).toContain("https://portal.example/verify_receipt/UnxJTlY.abc");
    expect(mail.html).toContain("Ada &lt;Obi&gt;");
    expect(mail.html).not.toContain("<Obi>");
  });

  it("masks e-mail addresses", () => {
    expect(maskEmail("adebayo@example.com")).toBe("a*****o@example.com");
    expect(maskEmail("ab@example.com")).toBe("a*@example.com");
    expect(maskEmail("nobody")).toBe("***");
  });
});
