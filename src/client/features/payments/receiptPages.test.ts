import { describe, expect, it } from "vitest";
import type { Receipt } from "../../../contract/receipts";
import { PUBLIC_RECEIPT_PAGES, receiptKindProblem } from "./receiptPages";

const page = (path: string) => {
  const found = PUBLIC_RECEIPT_PAGES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(path);
  return found;
};
const receipt = (feePurposeId: number, feePurposeName: string) =>
  ({ feePurposeId, feePurposeName }) as Receipt;

describe("receiptKindProblem", () => {
  it("prints the purposes a page serves and points elsewhere for the others", () => {
    expect(
      receiptKindProblem(receipt(10, "Application Fee"), page("/admission_status_reciepts")),
    ).toBeUndefined();
    expect(receiptKindProblem(receipt(2, "Acceptance"), page("/admission_status_reciepts"))).toBeUndefined();
    expect(receiptKindProblem(receipt(9, "Sundry"), page("/fee_receipt"))).toBeUndefined();
    expect(receiptKindProblem(receipt(9, "Sundry"), page("/admission_status_reciepts"))).toBe(
      "This is a Sundry receipt; this page prints application and acceptance fees only. Print it from /sundry_reciepts.",
    );
    expect(receiptKindProblem(receipt(1, "School Fees"), page("/sundry_reciepts"))).toContain(
      "Print it from /fee_receipt.",
    );
  });
});
