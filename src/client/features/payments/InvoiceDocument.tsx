import { AnchorButton, Button, Callout, Classes, Tag } from "@blueprintjs/core";
import { CreditCardIcon } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { InvoiceView } from "../../../contract/payments";
import { errorMessage } from "../../api/http";
import { type DetailRow, DetailsTable, PrintableDocument } from "../../engine/document";
import { formatDate, formatNaira } from "../../ui/format";
import { attemptNotice } from "./attemptNotice";
import { INSTALLMENT_LABEL, LinesTable } from "./PaymentDocumentParts";
import { payLinkTarget } from "./payLinkTarget";
import { usePayOnline } from "./usePayOnline";

export interface InvoiceDocumentProps {
  invoice: InvoiceView;
  /** The session's name ("2026/2027"), when the page knows it. */
  sessionName?: string;
  /** Extra rows of the payer block (level, department, programme…), label → value. */
  payerDetails?: ReadonlyArray<readonly [string, ReactNode]>;
  /** Spec section 4: an unpaid acceptance or school-fees invoice links to its page unless off. */
  redirectToFeePage?: boolean;
  /** Called with the pay link before the browser leaves for the gateway (tests, analytics). */
  onLeaveForGateway?: (link: string) => void;
  /**
   * Whether the reader can pay it: off for staff looking an invoice up, who must not start a
   * payment on the payer's behalf (and whose pay link would go to a fee page they don't have).
   */
  payable?: boolean;
}

const STATUS_INTENT = { paid: "success", unpaid: "warning", cancelled: "none", expired: "none" } as const;

/** The invoice's pay action: a link to the fee page, or a button that opens the gateway. */
function PayAction({
  invoice,
  redirect,
  onLeave,
}: {
  invoice: InvoiceView;
  redirect: boolean;
  onLeave?: (link: string) => void;
}) {
  const pay = usePayOnline(invoice.invoiceNumber, onLeave);
  const label = `${invoice.lastAttempt ? "Pay again" : "Pay"} ${formatNaira(invoice.amount)} online`;
  const target = payLinkTarget(invoice, { redirect });
  if (target.kind === "none") return null;
  if (target.kind === "page")
    return (
      <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={target.to}>
        {target.label}
      </Link>
    );
  return (
    <>
      {invoice.cardPaymentLink ? (
        <AnchorButton intent="primary" icon={<CreditCardIcon />} href={invoice.cardPaymentLink}>
          {label}
        </AnchorButton>
      ) : (
        <Button
          intent="primary"
          icon={<CreditCardIcon />}
          loading={pay.isPending}
          onClick={() => pay.mutate()}
        >
          {label}
        </Button>
      )}
      {pay.isError && (
        <Callout intent="danger" role="alert" className="matric-invoice-pay-error">
          {errorMessage(pay.error, "The payment gateway could not be reached. Please try again.")}
        </Callout>
      )}
    </>
  );
}

/**
 * The spec's shared "invoice view": the college header, who pays, the invoice's numbers and status,
 * its lines in naira and the total, with Print and the pay link (the pay-link rule of section 4).
 * Every invoice screen — applicant, student, staff — renders this one component.
 */
export function InvoiceDocument({
  invoice,
  sessionName,
  payerDetails = [],
  redirectToFeePage = false,
  onLeaveForGateway,
  payable = true,
}: InvoiceDocumentProps) {
  const rows: readonly DetailRow[] = [
    ["Name", invoice.fullName],
    ...(invoice.matricNumber ? ([["Matric number", invoice.matricNumber]] as const) : []),
    ...payerDetails,
    [
      "Invoice number",
      <span key="n" data-testid="invoice-number">
        {invoice.invoiceNumber}
      </span>,
    ],
    ["RRR", invoice.rrr ?? "Made when you pay online"],
    ["Description", invoice.description],
    ...(sessionName ? ([["Session", sessionName]] as const) : []),
    ["Payment type", INSTALLMENT_LABEL[invoice.paymentType]],
    ["Date generated", formatDate(invoice.dateGenerated)],
    ...(invoice.paidAt ? ([["Date paid", formatDate(invoice.paidAt)]] as const) : []),
  ];
  // What became of the last try at the gateway, for the payer coming back to pay again.
  const attempt =
    payable && invoice.paymentStatus === "unpaid" ? attemptNotice(invoice.lastAttempt) : undefined;
  return (
    <PrintableDocument
      title="Payment Invoice"
      office="Bursary"
      className="matric-invoice"
      actions={
        payable ? (
          <PayAction invoice={invoice} redirect={redirectToFeePage} onLeave={onLeaveForGateway} />
        ) : undefined
      }
      aside={
        <Tag large intent={STATUS_INTENT[invoice.paymentStatus]} data-testid="invoice-status">
          {invoice.paymentStatus.toUpperCase()}
        </Tag>
      }
    >
      {attempt && (
        <Callout
          intent="warning"
          title={attempt.title}
          className="matric-no-print"
          data-testid="payment-attempt"
        >
          {attempt.text}
        </Callout>
      )}
      <DetailsTable rows={rows} />
      <LinesTable lines={invoice.recieptItems} total={invoice.amount} totalTestId="invoice-total" />
    </PrintableDocument>
  );
}
