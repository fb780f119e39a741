import type { ComponentType } from "react";
import type { LetterKind } from "../../../schema/letterRoutes";
import type { PublicReceiptPath, StudentReceiptPath } from "./documentRoutes";
import { PublicDocumentFrame } from "./PublicDocumentFrame";
import { ReceiptLookupPage } from "./ReceiptLookupPage";
import { publicReceiptPage, studentReceiptPage } from "./receiptPages";
import { StudentLetterPage } from "./StudentLetterPage";
import { StudentReceiptPage } from "./StudentReceiptPage";
import { VerifyDocumentPage } from "./VerifyDocumentPage";
import type { VerifiableDocument } from "./verificationLinks";

/** The receipt and letter screens as screens/studentDocuments.ts binds them (one chunk, loaded on demand). */

export function PublicReceiptLookup({ path }: { path: PublicReceiptPath }) {
  return (
    <PublicDocumentFrame>
      <ReceiptLookupPage page={publicReceiptPage(path)} />
    </PublicDocumentFrame>
  );
}

/** The verification page: in the landing frame for visitors, bare inside the app frame when signed in. */
export function VerifyDocument({ document, signedIn }: { document: VerifiableDocument; signedIn: boolean }) {
  if (signedIn) return <VerifyDocumentPage document={document} />;
  return (
    <PublicDocumentFrame>
      <VerifyDocumentPage document={document} />
    </PublicDocumentFrame>
  );
}

export function StudentReceipt({ path }: { path: StudentReceiptPath }) {
  return <StudentReceiptPage page={studentReceiptPage(path)} />;
}

export function StudentLetter({ kind }: { kind: LetterKind }) {
  return <StudentLetterPage kind={kind} />;
}

/** Which screen a route is: the route tables name it with plain data, the component is made here. */
export type DocumentScreen =
  | { kind: "publicReceipt"; path: PublicReceiptPath }
  | { kind: "studentReceipt"; path: StudentReceiptPath }
  | { kind: "letter"; letter: LetterKind }
  | { kind: "verify"; document: VerifiableDocument; signedIn: boolean };

/** The component of a document route (screens/documentScreens.ts), its settings bound. */
export function documentScreen(screen: DocumentScreen): ComponentType {
  switch (screen.kind) {
    case "publicReceipt":
      return () => <PublicReceiptLookup path={screen.path} />;
    case "studentReceipt":
      return () => <StudentReceipt path={screen.path} />;
    case "letter":
      return () => <StudentLetter kind={screen.letter} />;
    case "verify":
      return () => <VerifyDocument document={screen.document} signedIn={screen.signedIn} />;
  }
}
