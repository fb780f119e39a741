import { type ComponentType, createElement } from "react";
import { PUBLIC_RECEIPT_PAGES, STUDENT_RECEIPT_PAGES } from "../src/client/features/payments/receiptPages";
import { VERIFY_LETTER_ROUTE, VERIFY_RECEIPT_ROUTE } from "../src/client/features/payments/verificationLinks";
import { LETTER_KINDS, LETTER_TEMPLATES } from "../src/schema/letters";
import type { ScreenRoute } from "./types";

/**
 * Receipts, letters and their verification pages (issue 11), as data: each receipt page in
 * src/client/features/payments/receiptPages.ts and each letter template in src/schema/letters.ts
 * becomes a route to one generic page. Kept in arrays of their own, which the route tables spread
 * in, so the other fee screens can grow beside them without conflicts.
 */

type Pages = typeof import("../src/client/features/payments/documentPages");

/** A page of the documents chunk bound to its props, loaded on demand. */
function bound<P extends object>(pick: (pages: Pages) => ComponentType<P>, props: P): ScreenRoute["load"] {
  return async () => {
    const Page = pick(await import("../src/client/features/payments/documentPages"));
    return { default: () => createElement(Page, props) };
  };
}

function verificationScreens(signedIn: boolean): ScreenRoute[] {
  return [
    {
      path: `${VERIFY_RECEIPT_ROUTE}/:code`,
      load: bound((pages) => pages.VerifyDocument, { document: "receipt", signedIn }),
    },
    {
      path: `${VERIFY_LETTER_ROUTE}/:code`,
      load: bound((pages) => pages.VerifyDocument, { document: "letter", signedIn }),
    },
  ];
}

/** For visitors: the receipt pages of spec section 2 and the verification pages. */
export const publicDocumentScreens: ScreenRoute[] = [
  ...PUBLIC_RECEIPT_PAGES.map((page) => ({
    path: page.path,
    load: bound((pages) => pages.PublicReceiptLookup, { page }),
  })),
  ...verificationScreens(false),
];

/** For signed-in staff: the verification pages (a printed code opens in any session). */
export const signedInVerificationScreens: ScreenRoute[] = verificationScreens(true);

/** For students: their receipts and letters, and the verification pages. */
export const studentDocumentScreens: ScreenRoute[] = [
  ...STUDENT_RECEIPT_PAGES.map((page) => ({
    path: page.path,
    load: bound((pages) => pages.StudentReceipt, { page }),
  })),
  ...LETTER_KINDS.map((kind) => ({
    path: LETTER_TEMPLATES[kind].route,
    load: bound((pages) => pages.StudentLetter, { kind }),
  })),
  ...signedInVerificationScreens,
];
