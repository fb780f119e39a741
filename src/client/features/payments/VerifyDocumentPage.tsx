import { Callout, Card, Classes, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import type { VerificationState } from "../../../contract/receipts";
import { errorMessage } from "../../api/http";
import { verifyLetter, verifyReceipt } from "../../api/receipts";
import { type DetailRow, DetailsTable } from "../../engine/document";
import { formatDate, formatNaira } from "../../ui/format";
import type { VerifiableDocument } from "./verificationLinks";

const VERDICT: Record<VerificationState, { title: string; intent: "success" | "danger" | "warning" }> = {
  genuine: { title: "Genuine", intent: "success" },
  altered: { title: "Altered", intent: "danger" },
  unknown: { title: "Unknown", intent: "warning" },
};

interface Verdict {
  state: VerificationState;
  message: string;
  rows: DetailRow[];
}

async function verdictOf(document: VerifiableDocument, code: string): Promise<Verdict> {
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
 * /verify_receipt/:code and /verify_letter/:code, where a printed document's QR code leads: says
 * plainly whether the document is Genuine (and what the record holds, the name masked), Altered
 * or Unknown to the College.
 */
export function VerifyDocumentPage({ document }: { document: VerifiableDocument }) {
  const { code = "" } = useParams();
  const verdict = useQuery({
    queryKey: ["verify", document, code],
    queryFn: () => verdictOf(document, code),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const shown = verdict.data ? VERDICT[verdict.data.state] : undefined;
  return (
    <Card className="matric-verify-page">
      <h1 className={Classes.HEADING}>Verify a {document}</h1>
      {verdict.isPending && <Spinner size={24} aria-label={`Checking the ${document}`} />}
      {verdict.isError && (
        <Callout intent="danger" role="alert" title="Could not check">
          {errorMessage(verdict.error, `The ${document} could not be checked just now. Please try again.`)}
        </Callout>
      )}
      {verdict.data && shown && (
        <>
          <Callout intent={shown.intent} title={shown.title} role="status" data-testid="verification-verdict">
            {verdict.data.message}
          </Callout>
          {verdict.data.rows.length > 0 && <DetailsTable rows={verdict.data.rows} />}
        </>
      )}
    </Card>
  );
}
