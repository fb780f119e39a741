import { Button, Callout, Tag } from "@blueprintjs/core";
import { EnvelopeIcon } from "@blueprintjs/icons";
import { useMutation } from "@tanstack/react-query";
import type { Receipt } from "../../../contract/receipts";
import { errorMessage } from "../../api/http";
import { sendReceiptMail } from "../../api/receipts";
import { type DetailRow, DetailsTable, PrintableDocument, VerificationFooter } from "../../engine/document";
import { formatDate } from "../../ui/format";
import { INSTALLMENT_LABEL, LinesTable } from "./PaymentDocumentParts";
import { verificationUrl } from "./verificationLinks";

export interface ReceiptDocumentProps {
  receipt: Receipt;
  /** The portal's address for the QR code (default: this page's origin). */
  origin?: string;
  /** The payer's phone, the proof the public pages send with the e-mail request (nobody signed in). */
  payerPhone?: string;
}

/** Sends the receipt to the payer's address on record and says where it went. */
function EmailReceipt({ reference, payerPhone }: { reference: string; payerPhone?: string }) {
  const send = useMutation({ mutationFn: () => sendReceiptMail(reference, payerPhone) });
  return (
    <>
      <Button icon={<EnvelopeIcon />} loading={send.isPending} onClick={() => send.mutate()}>
        E-mail receipt
      </Button>
      {send.isSuccess && (
        <Callout intent="success" role="status" compact className="matric-document-toolbar-message">
          The receipt was sent to {send.data.sentTo}.
        </Callout>
      )}
      {send.isError && (
        <Callout intent="warning" role="alert" compact className="matric-document-toolbar-message">
          {errorMessage(send.error, "The receipt could not be sent. Please try again.")}
        </Callout>
      )}
    </>
  );
}

/**
 * The official receipt of a paid invoice: who paid, for what, when and through which RRR, the
 * lines and total, and a QR code to the public verification page. Every receipt screen —
 * public, student, staff — renders this one component.
 */
export function ReceiptDocument({ receipt, origin, payerPhone }: ReceiptDocumentProps) {
  const url = verificationUrl("receipt", receipt.verificationCode, origin);
  const rows: readonly DetailRow[] = [
    [
      "Receipt number",
      <span key="r" data-testid="receipt-number">
        {receipt.receiptNumber}
      </span>,
    ],
    ["Received from", receipt.payerName],
    ...(receipt.matricNumber ? ([["Matric number", receipt.matricNumber]] as const) : []),
    ...(receipt.applicationNumber ? ([["Application number", receipt.applicationNumber]] as const) : []),
    ["Being payment for", receipt.description],
    ["Fee", receipt.feePurposeName],
    ["Session", receipt.sessionName],
    ["Payment type", INSTALLMENT_LABEL[receipt.paymentType]],
    ["Invoice number", receipt.invoiceNumber],
    ["RRR", receipt.rrr ?? "-"],
    ["Payment reference", receipt.paymentReference ?? "-"],
    ...(receipt.channel ? ([["Paid through", receipt.channel]] as const) : []),
    ["Date paid", formatDate(receipt.paidAt)],
  ];
  return (
    <PrintableDocument
      title="Official Receipt"
      office="Bursary"
      className="matric-receipt"
      actions={<EmailReceipt reference={receipt.invoiceNumber} payerPhone={payerPhone} />}
      aside={
        <Tag large intent="success" data-testid="receipt-status">
          PAID
        </Tag>
      }
    >
      <DetailsTable rows={rows} />
      <LinesTable
        lines={receipt.items}
        total={receipt.total}
        totalLabel="Total paid"
        totalTestId="receipt-total"
      />
      <VerificationFooter url={url} code={receipt.verificationCode} what="receipt" />
    </PrintableDocument>
  );
}
