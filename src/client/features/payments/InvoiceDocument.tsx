import { AnchorButton, Button, Callout, Classes, HTMLTable, Tag } from "@blueprintjs/core";
import { CreditCardIcon, PrintIcon } from "@blueprintjs/icons";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Link } from "react-router-dom";
import type { InvoiceView } from "../../../contract/payments";
import { errorMessage } from "../../api/http";
import { initiatePayment } from "../../api/payments";
import { CollegeHeader } from "../../engine/document";
import { formatDate, formatNaira } from "../../ui/format";
import { payLinkTarget } from "./payLinkTarget";
import "../../engine/document/document.css";
import "./payments.css";

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
}

const STATUS_INTENT = { paid: "success", unpaid: "warning", cancelled: "none", expired: "none" } as const;
const INSTALLMENT_LABEL = {
  Full: "Full payment",
  FirstInstallment: "First installment",
  SecondInstallment: "Second installment",
} as const;

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
  const pay = useMutation({
    mutationFn: () => initiatePayment(invoice.invoiceNumber),
    onSuccess: ({ cardPaymentLink }) => {
      onLeave?.(cardPaymentLink);
      window.location.assign(cardPaymentLink);
    },
  });
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
          Pay {formatNaira(invoice.amount)} online
        </AnchorButton>
      ) : (
        <Button
          intent="primary"
          icon={<CreditCardIcon />}
          loading={pay.isPending}
          onClick={() => pay.mutate()}
        >
          Pay {formatNaira(invoice.amount)} online
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
}: InvoiceDocumentProps) {
  const titleId = useId();
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
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
  return (
    <article className="matric-document matric-invoice" aria-labelledby={titleId}>
      <div className="matric-document-toolbar matric-no-print matric-invoice-actions">
        <PayAction invoice={invoice} redirect={redirectToFeePage} onLeave={onLeaveForGateway} />
        <Button icon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <header className="matric-document-header">
        <div className="matric-document-college">
          <CollegeHeader subtitle="Bursary" />
        </div>
        <Tag large intent={STATUS_INTENT[invoice.paymentStatus]} data-testid="invoice-status">
          {invoice.paymentStatus.toUpperCase()}
        </Tag>
      </header>
      <h1 id={titleId} className={`${Classes.HEADING} matric-document-title`}>
        Payment Invoice
      </h1>
      <HTMLTable compact className="matric-invoice-details">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <HTMLTable compact striped className="matric-invoice-lines">
        <caption className={Classes.TEXT_MUTED}>Items</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="matric-amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.recieptItems.map((item, index) => (
            // Lines have no id of their own; their order is the invoice's.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td>{item.description}</td>
              <td className="matric-amount">{formatNaira(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="matric-amount" data-testid="invoice-total">
              {formatNaira(invoice.amount)}
            </td>
          </tr>
        </tfoot>
      </HTMLTable>
    </article>
  );
}
