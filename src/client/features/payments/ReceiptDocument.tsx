import { Tag } from "@blueprintjs/core";
import type { Receipt } from "../../../contract/receipts";
import { formatDate } from "../../ui/format";
import {
  type DetailRow,
  DetailsTable,
  INSTALLMENT_LABEL,
  LinesTable,
  PaymentDocument,
  VerificationFooter,
} from "./PaymentDocumentParts";
import { verificationUrl } from "./verificationLinks";

export interface ReceiptDocumentProps {
  receipt: Receipt;
  /** The portal's address for the QR code (default: this page's origin). */
  origin?: string;
}

/**
 * The official receipt of a paid invoice: who paid, for what, when and through which RRR, the
 * lines and total, and a QR code to the public verification page. Every receipt screen —
 * public, student, staff — renders this one component.
 */
export function ReceiptDocument({ receipt, origin }: ReceiptDocumentProps) {
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
    <PaymentDocument
      title="Official Receipt"
      office="Bursary"
      className="matric-receipt"
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
    </PaymentDocument>
  );
}
