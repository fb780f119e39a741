import { type ComponentType, createElement } from "react";
import { PUBLIC_RECEIPT_PAGES } from "../src/client/features/payments/receiptPages";
import { VERIFY_LETTER_ROUTE, VERIFY_RECEIPT_ROUTE } from "../src/client/features/payments/verificationLinks";
import type { ScreenRoute } from "./types";

/**
 * The public receipt pages and the verification pages of printed documents (issue 11), as data:
 * each page in src/client/features/payments/receiptPages.ts becomes a route to one generic page.
 * The student's receipts and letters are in studentDocuments.ts (kept out of the landing bundle).
 */

type Pages = typeof import("../src/client/features/payments/documentPages");

/** A page of the documents chunk bound to its props, loaded on demand. */
export function bound<P extends object>(
  pick: (pages: Pages) => ComponentType<P>,
  props: P,
): ScreenRoute["load"] {
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
