import { describe, expect, it } from "vitest";
import { FEE_PURPOSE_REGISTRY } from "../../../../tests/support/feePurposeRegistry";
import type { Receipt } from "../../../contract/receipts";
import { PUBLIC_RECEIPT_PATHS, type PublicReceiptPath, STUDENT_RECEIPT_PATHS } from "./documentRoutes";
import {
  PUBLIC_RECEIPT_PAGES,
  publicReceiptPage,
  receiptKindProblem,
  STUDENT_RECEIPT_PAGES,
  studentReceiptPage,
} from "./receiptPages";

const page = (path: PublicReceiptPath) => publicReceiptPage(path);
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

describe("receipt pages", () => {
  it("has settings for every route, and no settings without a route", () => {
    for (const path of PUBLIC_RECEIPT_PATHS) expect(publicReceiptPage(path).path).toBe(path);
    for (const path of STUDENT_RECEIPT_PATHS) expect(studentReceiptPage(path).path).toBe(path);
    expect(PUBLIC_RECEIPT_PAGES).toHaveLength(PUBLIC_RECEIPT_PATHS.length);
    expect(STUDENT_RECEIPT_PAGES).toHaveLength(STUDENT_RECEIPT_PATHS.length);
  });
});

describe("student receipt pages and the purpose registry", () => {
  it("puts each student receipt page where its purpose's row says", () => {
    for (const page of STUDENT_RECEIPT_PAGES)
      expect(FEE_PURPOSE_REGISTRY.find((purpose) => purpose.id === page.purposeId)?.receiptRoute).toBe(
        page.path,
      );
  });
});
