import { Callout, Classes, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { fetchInvoice } from "../../api/payments";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import { FeePageFrame } from "./FeePageFrame";
import { studentReceiptHref } from "./feeDocumentLinks";
import type { FeePageConfig } from "./feePages";
import { studentFeeKeys, useStudentFeeOptions } from "./feeQueries";

/**
 * /invoice (…?invoiceNumber=) or /invoice/{invoiceNumber}: the invoice, with the gateway's pay
 * button (redirection off: the student is already on the fee page) and Print; once paid, its
 * receipt and the step it unlocks. The page the gateway returns the student to (PaymentReturnPage opens it).
 */
export function FeeInvoiceStep({ page }: { page: FeePageConfig }) {
  const params = useParams();
  const [search] = useSearchParams();
  const invoiceNumber = params.invoiceNumber ?? search.get("invoiceNumber") ?? "";
  const options = useStudentFeeOptions(page.feePurposeId);
  const invoice = useQuery({
    queryKey: [...studentFeeKeys.all, "invoice", invoiceNumber],
    queryFn: () => fetchInvoice(invoiceNumber),
    enabled: invoiceNumber !== "",
    retry: false,
  });
  const sessionName = options.data?.sessions.find((session) => session.id === invoice.data?.sessionId)?.name;
  const receipt = invoice.data ? studentReceiptHref(invoice.data, options.data?.purpose) : undefined;
  return (
    <FeePageFrame page={page} stepTitle="Invoice">
      <div className="student-fees-actions student-fees-noprint">
        {receipt && (
          <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={receipt}>
            Print receipt
          </Link>
        )}
        {receipt && page.nextStep && <Link to={page.nextStep.route}>{page.nextStep.text}</Link>}
        <Link to={page.route}>Back to {page.title}</Link>
      </div>
      {invoiceNumber === "" && (
        <Callout intent="warning" title="Which invoice?">
          Open an invoice from <Link to={page.route}>your invoices</Link>.
        </Callout>
      )}
      {invoice.isPending && invoiceNumber !== "" && <Spinner aria-label="Loading the invoice" />}
      {invoice.isError && (
        <Callout intent="danger" role="alert" title="The invoice could not be opened">
          {errorMessage(invoice.error, "Please try again in a moment.")}
        </Callout>
      )}
      {invoice.data && (
        <InvoiceDocument invoice={invoice.data} sessionName={sessionName} redirectToFeePage={false} />
      )}
    </FeePageFrame>
  );
}
