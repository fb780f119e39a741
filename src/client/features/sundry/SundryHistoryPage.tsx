import { Callout, Card, HTMLTable, Tag } from "@blueprintjs/core";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { fetchSundryHistory } from "../../api/sundry";
import { SchemaForm } from "../../engine/schemaForms";
import { formatNaira } from "../../ui/format";
import { INVOICE_MESSAGES } from "../applicantInvoices/applicantInvoiceFlow";
import { flashInvalidAction } from "../applicantInvoices/invoiceFlashes";
import { PublicPage } from "../landing/PublicPage";
import { rememberPayerPhone } from "../payments/payerPhone";
import { historyLinkOf } from "./sundryFlow";
import { sundryHistoryForm } from "./sundryForms";
import "../applicantInvoices/applicantInvoices.css";

/**
 * /sundry/payment_history (spec section 2): a sundry payer's invoices with their status. The
 * phone alone is not enough (anyone may know it): one of the payer's own invoice numbers or RRRs
 * comes with it.
 */
export default function SundryHistoryPage() {
  const history = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      fetchSundryHistory({
        phone: String(values.phone ?? "").trim(),
        reference: String(values.reference ?? "").trim(),
      }),
    // The phone proved these are the payer's: their invoice and receipt links send it again.
    onSuccess: (_invoices, values) => rememberPayerPhone(String(values.phone ?? "").trim()),
    onError: flashInvalidAction,
  });
  return (
    <PublicPage crumbs={[{ text: "Sundry Payment History" }]}>
      <Card elevation={1} className="applicant-invoice">
        <h1 className="applicant-invoice-title">Sundry Payment History</h1>
        <p>Enter your phone number and the number (INV…) or RRR of any one of your sundry invoices.</p>
        {history.isError && (
          <Callout intent="danger" role="alert" className="applicant-invoice-error" title="Nothing found">
            {errorMessage(history.error, INVOICE_MESSAGES.lookupFailed)}
          </Callout>
        )}
        <SchemaForm
          form={sundryHistoryForm}
          submitText="Show payments"
          busy={history.isPending}
          failure={history.error}
          onSubmit={(values) => history.mutate(values)}
        />
      </Card>
      {history.data && (
        <Card elevation={1} className="applicant-invoice">
          <h2 className="applicant-invoice-step">Your sundry invoices</h2>
          <div className="sundry-history-scroll">
            <HTMLTable striped compact aria-label="Your sundry invoices">
              <thead>
                <tr>
                  <th scope="col">Invoice number</th>
                  <th scope="col">Item</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Document</th>
                </tr>
              </thead>
              <tbody>
                {history.data.map((invoice) => {
                  const link = historyLinkOf(invoice);
                  return (
                    <tr key={invoice.invoiceNumber} data-testid="sundry-history-row">
                      <td>{invoice.invoiceNumber}</td>
                      <td>{invoice.description}</td>
                      <td>{formatNaira(invoice.amount)}</td>
                      <td>
                        <Tag intent={invoice.isPaid ? "success" : "warning"} minimal>
                          {invoice.paymentStatus}
                        </Tag>
                      </td>
                      <td>
                        <Link to={link.to}>
                          {link.text} {invoice.invoiceNumber}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        </Card>
      )}
    </PublicPage>
  );
}
