import { describe, expect, it } from "vitest";
import type { Letter } from "../../../contract/receipts";
import { LETTER_KINDS } from "../../../schema/letters";
import { letterText } from "./letterText";

const sampleLetter: Letter = {
  kind: "acceptance",
  referenceNumber: "ACPT/2026/000042",
  studentName: "Adebayo Oluwaseun Adeyemi",
  matricNumber: "NCE/2025/CSC/0101",
  programme: "Nigeria Certificate in Education",
  department: "Computer Science",
  level: "200 Level",
  sessionName: "2026/2027",
  issuedAt: "2026-11-20T10:00:00.000Z",
  invoiceNumber: "INV0000042ABCDE",
  receiptNumber: "RCT/2026/000042",
  amountPaid: 2_500_000,
  verificationCode: "TH.abc",
};

describe("letterText", () => {
  it("fills every letter kind completely", () => {
    for (const kind of LETTER_KINDS) {
      const text = letterText({ ...sampleLetter, kind }, "Federal College of Education (Technical)");
      for (const line of [text.salutation, ...text.paragraphs]) expect(line, kind).not.toMatch(/[{}]/);
    }
  });

  it("writes the facts in the registry's words", () => {
    const text = letterText(sampleLetter, "Federal College of Education (Technical)");
    expect(text.salutation).toBe("Dear Adebayo Oluwaseun Adeyemi,");
    expect(text.paragraphs[0]).toBe(
      "This is to confirm that you have accepted the offer of provisional admission into the Nigeria Certificate in Education programme in the Department of Computer Science of Federal College of Education (Technical) for the 2026/2027 academic session, and that your acceptance fee of ₦25,000.00 was received on 20 November 2026 (receipt RCT/2026/000042).",
    );
    expect(text.template.signatory).toBe("Registrar");
  });
});
