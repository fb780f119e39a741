import type { LetterKind } from "../../../schema/letters";
import { PublicDocumentFrame } from "./PublicDocumentFrame";
import { ReceiptLookupPage } from "./ReceiptLookupPage";
import type { PublicReceiptPage, StudentReceiptPage as StudentReceiptPageConfig } from "./receiptPages";
import { StudentLetterPage } from "./StudentLetterPage";
import { StudentReceiptPage } from "./StudentReceiptPage";
import { VerifyDocumentPage } from "./VerifyDocumentPage";
import type { VerifiableDocument } from "./verificationLinks";

/** The receipt and letter screens as screens/studentDocuments.ts binds them (one chunk, loaded on demand). */

export function PublicReceiptLookup({ page }: { page: PublicReceiptPage }) {
  return (
    <PublicDocumentFrame>
      <ReceiptLookupPage page={page} />
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

export function StudentReceipt({ page }: { page: StudentReceiptPageConfig }) {
  return <StudentReceiptPage page={page} />;
}

export function StudentLetter({ kind }: { kind: LetterKind }) {
  return <StudentLetterPage kind={kind} />;
}
