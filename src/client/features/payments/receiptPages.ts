import type { Receipt } from "../../../contract/receipts";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import type { PublicReceiptPath, StudentReceiptPath } from "./documentRoutes";

/**
 * The receipt pages, as data: the public ones (spec section 2) by which fee purposes each prints,
 * the student's by which purpose they show. One generic page component serves each list.
 */

export interface PublicReceiptPage {
  path: PublicReceiptPath;
  title: string;
  /** The purposes this page prints; null: any fee. */
  purposeIds: readonly number[] | null;
  /** What it prints, in words ("application and acceptance fees"). */
  serves: string;
}

export const PUBLIC_RECEIPT_PAGES = [
  {
    path: "/fee_receipt",
    title: "Print Fee Receipt",
    purposeIds: null,
    serves: "any fee paid to the College",
  },
  {
    path: "/admission_status_reciepts",
    title: "Application and Acceptance Fee Receipts",
    purposeIds: [feePurposeId("application"), feePurposeId("acceptance")],
    serves: "application and acceptance fees",
  },
  {
    path: "/sundry_reciepts",
    title: "Sundry Receipts",
    purposeIds: [feePurposeId("sundry")],
    serves: "sundry fees",
  },
] as const satisfies readonly PublicReceiptPage[];

export interface StudentReceiptPage {
  path: StudentReceiptPath;
  title: string;
  purposeId: number;
  /** Where the student generates and pays that fee's invoice. */
  payRoute: string;
}

export const STUDENT_RECEIPT_PAGES = [
  {
    path: "/academic_fees/school_fees/receipt",
    title: "School Fees Receipt",
    purposeId: feePurposeId("school_fees"),
    payRoute: "/academic_fees/school_fees/generate_invoice",
  },
  {
    path: "/academic_fees/sundry/receipt",
    title: "Sundry Receipt",
    purposeId: feePurposeId("sundry"),
    payRoute: "/academic_fees/sundry/generate_invoice",
  },
  {
    path: "/academic_fees/acceptance/fee_receipt",
    title: "Acceptance Fee Receipt",
    purposeId: feePurposeId("acceptance"),
    payRoute: "/academic_fees/acceptance/generate_invoice",
  },
  {
    path: "/hostel_fees/receipt",
    title: "Hostel Fees Receipt",
    purposeId: feePurposeId("hostel"),
    payRoute: "/hostel/invoice",
  },
] as const satisfies readonly StudentReceiptPage[];

/** The settings of the page at `path` (every path in documentRoutes.ts has one; a test checks). */
export function publicReceiptPage(path: PublicReceiptPath): PublicReceiptPage {
  const page = PUBLIC_RECEIPT_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no receipt page ${path}`);
  return page;
}

export function studentReceiptPage(path: StudentReceiptPath): StudentReceiptPage {
  const page = STUDENT_RECEIPT_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no receipt page ${path}`);
  return page;
}

/** Why this page will not print the receipt (another kind of fee, and where it prints), or undefined. */
export function receiptKindProblem(receipt: Receipt, page: PublicReceiptPage): string | undefined {
  if (page.purposeIds === null || page.purposeIds.includes(receipt.feePurposeId)) return undefined;
  const home = PUBLIC_RECEIPT_PAGES.find(
    (other): boolean => other.purposeIds?.some((id: number) => id === receipt.feePurposeId) ?? false,
  );
  return `This is a ${receipt.feePurposeName} receipt; this page prints ${page.serves} only. Print it from ${
    home?.path ?? "/fee_receipt"
  }.`;
}
