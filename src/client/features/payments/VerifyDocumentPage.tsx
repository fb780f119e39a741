import { verifyLetter, verifyReceipt } from "../../api/receipts";
import { type DocumentVerdict, VerificationPage } from "../../engine/document";
import { formatDate, formatNaira } from "../../ui/format";
import type { VerifiableDocument } from "./verificationLinks";

async function verdictOf(document: VerifiableDocument, code: string): Promise<DocumentVerdict> {
  if (document === "receipt") {
    const { state, message, receipt } = await verifyReceipt(code);
    return {
      state,
      message,
      rows: receipt
        ? [
            ["Receipt number", receipt.receiptNumber],
            ["Received from", receipt.payerName],
            ...(receipt.payerNumber
              ? ([["Matric or application number", receipt.payerNumber]] as const)
              : []),
            ["Fee", receipt.feePurposeName],
            ["Session", receipt.sessionName],
            ["Amount paid", formatNaira(receipt.total)],
            ["Date paid", formatDate(receipt.paidAt)],
            ["Invoice number", receipt.invoiceNumber],
            ["RRR", receipt.rrr ?? "-"],
          ]
        : [],
    };
  }
  const { state, message, letter } = await verifyLetter(code);
  return {
    state,
    message,
    rows: letter
      ? [
          ["Letter", letter.title],
          ["Reference", letter.referenceNumber],
          ["Issued to", letter.studentName],
          ["Matric number", letter.matricNumber],
          ["Programme", letter.programme],
          ["Department", letter.department],
          ["Session", letter.sessionName],
          ["Date issued", formatDate(letter.issuedAt)],
        ]
      : [],
  };
}

/**
 * /verify_receipt/:code and /verify_letter/:code, where a printed receipt's or letter's QR code
 * leads: the shared verification page with what the College's record holds for each.
 */
export function VerifyDocumentPage({ document }: { document: VerifiableDocument }) {
  return <VerificationPage document={document} check={(code) => verdictOf(document, code)} />;
}
