import { Callout, Classes, HTMLTable, Spinner, Tag } from "@blueprintjs/core";
import { useId } from "react";
import { Link } from "react-router-dom";
import type { FeePurpose } from "../../../contract/feePurposes";
import type { InvoiceView } from "../../../contract/payments";
import { errorMessage } from "../../api/http";
import { formatDate, formatNaira } from "../../ui/format";
import { FeePageFrame } from "./FeePageFrame";
import { feeLetterHref, studentReceiptHref } from "./feeDocumentLinks";
import { type FeePageConfig, INSTALLMENT_TITLES, invoiceHref, stepPath } from "./feePages";
import { useStudentFeeOptions, useStudentInvoices } from "./feeQueries";
import { type FeeStanding, feeStanding } from "./feeStanding";
import { StudentLedger } from "./StudentLedger";

const STATUS_INTENT = { paid: "success", unpaid: "warning", cancelled: "none", expired: "none" } as const;

/**
 * A fee page itself: the student's invoices of the purpose with their status and receipts, and
 * what to do next — generate an invoice, or, when the session's fee already has one (an
 * acceptance fee paid as an applicant included), open it, its receipt and its letter instead.
 */
export function FeeHome({ page }: { page: FeePageConfig }) {
  const listId = useId();
  const invoices = useStudentInvoices();
  const options = useStudentFeeOptions(page.feePurposeId);
  const sessionName = (id: number) => options.data?.sessions.find((session) => session.id === id)?.name;
  const mine = invoices.data?.filter((invoice) => invoice.paymentPurposeId === page.feePurposeId) ?? [];
  const start = page.chooseSession ? stepPath(page, "session") : stepPath(page, "generate");
  const standing =
    invoices.data && options.data
      ? feeStanding(page, options.data.purpose, invoices.data, options.data.sessionId)
      : undefined;
  return (
    <FeePageFrame page={page}>
      {standing && standing.kind !== "generate" && (
        <FeeStandingCallout
          page={page}
          standing={standing}
          sessionName={sessionName(standing.invoice.sessionId)}
          letter={feeLetterHref(options.data?.purpose, options.data?.category)}
          purpose={options.data?.purpose}
        />
      )}
      <div className="student-fees-actions">
        {standing?.kind === "generate" && (
          <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={start}>
            Generate invoice
          </Link>
        )}
        {page.ledgerAndForm11 && (
          <Link className={Classes.BUTTON} to={stepPath(page, "form11")}>
            Form 11 (registration form)
          </Link>
        )}
      </div>
      <section aria-labelledby={listId}>
        <h2 id={listId}>Your invoices</h2>
        {invoices.isPending && <Spinner size={20} aria-label="Loading your invoices" />}
        {invoices.isError && (
          <Callout intent="danger" role="alert">
            {errorMessage(invoices.error, "Your invoices could not be loaded.")}
          </Callout>
        )}
        {invoices.data && mine.length === 0 && <p>You have no {page.title.toLowerCase()} invoice yet.</p>}
        {mine.length > 0 && (
          <div className="student-fees-table-wrap">
            <HTMLTable compact striped className="student-fees-table" data-testid="fee-invoices">
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Description</th>
                  <th scope="col">Session</th>
                  <th scope="col">Payment</th>
                  <th scope="col" className="student-fees-amount">
                    Amount
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Date</th>
                  <th scope="col">Receipt</th>
                </tr>
              </thead>
              <tbody>
                {mine.map((invoice) => (
                  <tr key={invoice.invoiceNumber}>
                    <td>
                      <Link to={invoiceHref(page, invoice.invoiceNumber)}>{invoice.invoiceNumber}</Link>
                    </td>
                    <td>{invoice.description}</td>
                    <td>{sessionName(invoice.sessionId) ?? "-"}</td>
                    <td>{INSTALLMENT_TITLES[invoice.paymentType]}</td>
                    <td className="student-fees-amount">{formatNaira(invoice.amount)}</td>
                    <td>
                      <Tag intent={STATUS_INTENT[invoice.paymentStatus]}>
                        {invoice.paymentStatus.toUpperCase()}
                      </Tag>
                    </td>
                    <td>{formatDate(invoice.dateGenerated)}</td>
                    <td>
                      <ReceiptLink invoice={invoice} purpose={options.data?.purpose} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </section>
      {page.ledgerAndForm11 && <StudentLedger />}
    </FeePageFrame>
  );
}

function ReceiptLink({ invoice, purpose }: { invoice: InvoiceView; purpose: FeePurpose | undefined }) {
  const href = studentReceiptHref(invoice, purpose);
  if (!href) return <span className={Classes.TEXT_MUTED}>-</span>;
  return (
    <Link to={href} aria-label={`Receipt of ${invoice.invoiceNumber}`}>
      Receipt
    </Link>
  );
}

/** The session's invoice already there: paid (receipt, letter) or to be paid; nothing to generate. */
function FeeStandingCallout({
  page,
  standing,
  sessionName,
  letter,
  purpose,
}: {
  page: FeePageConfig;
  standing: Exclude<FeeStanding<InvoiceView>, { kind: "generate" }>;
  sessionName: string | undefined;
  letter: string | undefined;
  purpose: FeePurpose | undefined;
}) {
  const { invoice } = standing;
  const fee = page.title.toLowerCase();
  const session = sessionName ? ` for ${sessionName}` : "";
  const open = (
    <Link className={Classes.BUTTON} to={invoiceHref(page, invoice.invoiceNumber)}>
      Open invoice {invoice.invoiceNumber}
    </Link>
  );
  if (standing.kind === "unpaid")
    return (
      <Callout intent="warning" title={`Your ${fee} invoice is waiting to be paid`}>
        <p>
          Your {fee} invoice{session} ({formatNaira(invoice.amount)}) is already made: open it to pay. There
          is nothing new to generate.
        </p>
        <div className="student-fees-actions">{open}</div>
      </Callout>
    );
  const receipt = studentReceiptHref(invoice, purpose);
  return (
    <Callout intent="success" title={`Your ${fee} is paid`} data-testid="fee-paid">
      <p>
        You paid {formatNaira(invoice.amount)}
        {session}
        {invoice.paidAt ? ` on ${formatDate(invoice.paidAt)}` : ""}. There is nothing more to pay for it.
      </p>
      <div className="student-fees-actions">
        {receipt && (
          <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={receipt}>
            Print receipt
          </Link>
        )}
        {letter && (
          <Link className={Classes.BUTTON} to={letter}>
            Open your {page.key === "acceptance" ? "acceptance" : page.title.toLowerCase()} letter
          </Link>
        )}
        {open}
      </div>
    </Callout>
  );
}
