import { STUDENT_RECEIPT_PATHS } from "../src/client/features/payments/documentRoutes";
import { LETTER_ROUTES, STUDENT_LETTER_KINDS } from "../src/schema/letterRoutes";
import { documentLoad, signedInVerificationScreens } from "./documentScreens";
import type { ScreenRoute } from "./types";

/**
 * The student's receipts and letters (issue 11), as data: each page in
 * src/client/features/payments/documentRoutes.ts and each letter kind in src/schema/letters.ts
 * becomes a route to one generic page. An array of its own, spread into the student route table,
 * so the other fee screens can grow beside it without conflicts. It ends with the verification pages.
 */
export const studentDocumentScreens: ScreenRoute[] = [
  ...STUDENT_RECEIPT_PATHS.map((path) => ({
    path,
    load: documentLoad({ kind: "studentReceipt", path }),
  })),
  ...STUDENT_LETTER_KINDS.map((kind) => ({
    path: LETTER_ROUTES[kind],
    load: documentLoad({ kind: "letter", letter: kind }),
  })),
  ...signedInVerificationScreens,
];
