import { describe, expect, it } from "vitest";
import { maskEmail, readReference } from "./invoiceReference";

describe("readReference", () => {
  it("reads digits (with spaces or dashes) as an RRR and anything else as an invoice number", () => {
    expect(readReference("290000000001")).toEqual({ rrr: "290000000001" });
    expect(readReference(" 2900-0000-0001 ")).toEqual({ rrr: "290000000001" });
    expect(readReference("2900 0000 0001")).toEqual({ rrr: "290000000001" });
    expect(readReference(" inv0000001abcde ")).toEqual({ invoiceNumber: "INV0000001ABCDE" });
    expect(readReference("INV-12")).toEqual({ invoiceNumber: "INV-12" });
  });
});

describe("maskEmail", () => {
  it("keeps the first and last letter of the name and the whole domain", () => {
    expect(maskEmail("chiamaka@example.com")).toBe("c******a@example.com");
    expect(maskEmail("ab@example.com")).toBe("a@example.com");
    expect(maskEmail("a@example.com")).toBe("a@example.com");
    expect(maskEmail("no-at-sign")).toBe("***");
  });
});
