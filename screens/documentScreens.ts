import type { DocumentScreen } from "../src/client/features/payments/documentPages";
import {
  PUBLIC_RECEIPT_PATHS,
  VERIFY_LETTER_ROUTE,
  VERIFY_RECEIPT_ROUTE,
} from "../src/client/features/payments/documentRoutes";
import type { ScreenRoute } from "./types";

/**
 * The public receipt pages and the verification pages of printed documents (issue 11), as data:
 * each path in src/client/features/payments/documentRoutes.ts becomes a route to one generic page,
 * which finds its settings (receiptPages.ts) in the lazy chunk.
 * The student's receipts and letters are in studentDocuments.ts (kept out of the landing bundle).
 */

/** The documents chunk's screen for this route, loaded on demand. */
export function documentLoad(screen: DocumentScreen): ScreenRoute["load"] {
  return async () => {
    const { documentScreen } = await import("../src/client/features/payments/documentPages");
    return { default: documentScreen(screen) };
  };
}

function verificationScreens(signedIn: boolean): ScreenRoute[] {
  return [
    {
      path: `${VERIFY_RECEIPT_ROUTE}/:code`,
      load: documentLoad({ kind: "verify", document: "receipt", signedIn }),
    },
    {
      path: `${VERIFY_LETTER_ROUTE}/:code`,
      load: documentLoad({ kind: "verify", document: "letter", signedIn }),
    },
  ];
}

/** For visitors: the receipt pages of spec section 2 and the verification pages. */
export const publicDocumentScreens: ScreenRoute[] = [
  ...PUBLIC_RECEIPT_PATHS.map((path) => ({
    path,
    load: documentLoad({ kind: "publicReceipt", path }),
  })),
  ...verificationScreens(false),
];

/** For signed-in staff: the verification pages (a printed code opens in any session). */
export const signedInVerificationScreens: ScreenRoute[] = verificationScreens(true);
