import { Callout, Classes, HTMLTable, Spinner, Tag } from "@blueprintjs/core";
import { useId } from "react";
import { Link } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { formatDate, formatNaira } from "../../ui/format";
import { FeePageFrame } from "./FeePageFrame";
import { type FeePageConfig, INSTALLMENT_TITLES, invoiceHref, stepPath } from "./feePages";
import { useStudentFeeOptions, useStudentInvoices } from "./feeQueries";
import { StudentLedger } from "./StudentLedger";

const STATUS_INTENT = { paid: "success", unpaid: "warning", cancelled: "none", expired: "none" } as const;

/** A fee page itself: the student's invoices of the purpose with their status, and what to do next. */
export function FeeHome({ page }: { page: FeePageConfig }) {
  const listId = useId();
  const invoices = useStudentInvoices();
  const options = useStudentFeeOptions(page.feePurposeId);
  const sessionName = (id: number) => options.data?.sessions.find((session) => session.id === id)?.name;
  const mine = invoices.data?.filter((invoice) => invoice.paymentPurposeId === page.feePurposeId) ?? [];
  const start = page.chooseSession ? stepPath(page, "session") : stepPath(page, "generate");
  return (
    <FeePageFrame page={page}>
      <div className="student-fees-actions">
        <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={start}>
          Generate invoice
        </Link>
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
