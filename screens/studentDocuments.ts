import { STUDENT_RECEIPT_PAGES } from "../src/client/features/payments/receiptPages";
import { LETTER_KINDS, LETTER_ROUTES } from "../src/schema/letterRoutes";
import { bound, signedInVerificationScreens } from "./documentScreens";
import type { ScreenRoute } from "./types";

/**
 * The student's receipts and letters (issue 11), as data: each page in
 * src/client/features/payments/receiptPages.ts and each letter template in src/schema/letters.ts
 * becomes a route to one generic page. An array of its own, spread into the student route table,
 * so the other fee screens can grow beside it without conflicts. It ends with the verification pages.
 */
export const studentDocumentScreens: ScreenRoute[] = [
  ...STUDENT_RECEIPT_PAGES.map((page) => ({
    path: page.path,
    load: bound((pages) => pages.StudentReceipt, { page }),
  })),
  ...LETTER_KINDS.map((kind) => ({
    path: LETTER_ROUTES[kind],
    load: bound((pages) => pages.StudentLetter, { kind }),
  })),
  ...signedInVerificationScreens,
];
