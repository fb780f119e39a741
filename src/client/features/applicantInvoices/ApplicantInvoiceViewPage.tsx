import { Callout, Spinner, SpinnerSize } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { GENERIC_INVOICE_ROUTES } from "../../../schema/applicationTypes";
import { errorMessage } from "../../api/http";
import { fetchInvoice } from "../../api/payments";
import { useNavigationState } from "../applications/useNavigationState";
import { type PublicCrumb, PublicPage } from "../landing/PublicPage";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import { rememberedPayerPhone } from "../payments/payerPhone";
import { isInvoiceScreenState } from "./applicantInvoiceFlow";
import "./applicantInvoices.css";

/**
 * The invoice print screen of the public flow (spec section 2, "Invoice print screen"): the
 * invoice with Print and the pay action, at a type's `invoice.view` route or the generic
 * /other_students_invoice. Opened without state it returns to the previous page. The invoice
 * is read again by its number, so a reload or a return from the gateway shows its status now.
 */
export default function ApplicantInvoiceViewPage() {
  const { pathname } = useLocation();
  const state = useNavigationState(isInvoiceScreenState);
  const invoice = useQuery({
    queryKey: ["applicant-invoice", state?.invoiceNumber],
    // Nobody is signed in here: the phone the look-up was made with is the payer's proof.
    queryFn: () => fetchInvoice(state?.invoiceNumber ?? "", rememberedPayerPhone()),
    enabled: state !== undefined,
    initialData: state?.invoice,
    // What the flow handed over is shown at once and re-read in the background.
    initialDataUpdatedAt: 0,
  });
  if (!state) return null;
  const { application } = state;
  const crumbs: PublicCrumb[] = [
    // The generic screen serves many programmes: its first crumb names the application's own
    // (the spec's legacy word 'Postgraduate' named a diploma "Postgraduate" too, issue 25).
    ...(pathname === GENERIC_INVOICE_ROUTES.invoiceView ? [{ text: application.name }] : []),
    { text: `Generate ${application.name} Invoice`, to: application.invoicePath, state: application },
    { text: "Invoice" },
  ];

  return (
    <PublicPage crumbs={crumbs}>
      {invoice.data ? (
        <InvoiceDocument invoice={invoice.data} />
      ) : invoice.isError ? (
        <Callout intent="danger" role="alert" title="The invoice could not be loaded">
          {errorMessage(invoice.error, "Please check your connection and try again.")}
        </Callout>
      ) : (
        <Spinner size={SpinnerSize.STANDARD} aria-label="Loading the invoice" />
      )}
    </PublicPage>
  );
}
