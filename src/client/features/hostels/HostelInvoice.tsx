import { Callout, Classes, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { fetchInvoice } from "../../api/payments";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import { HostelFrame } from "./HostelFrame";
import { HOSTEL_ROUTES, heldUntilText, hostelKeys, receiptHref } from "./hostelQueries";

/**
 * /hostel/invoice?invoiceNumber=: the booking's invoice with the gateway's pay button and Print;
 * once paid, its receipt. The page the gateway's return opens (PaymentReturnPage, through the
 * purpose's registry row).
 */
export default function HostelInvoice() {
  const [search] = useSearchParams();
  const invoiceNumber = search.get("invoiceNumber") ?? "";
  const invoice = useQuery({
    queryKey: [...hostelKeys.all, "invoice", invoiceNumber],
    queryFn: () => fetchInvoice(invoiceNumber),
    enabled: invoiceNumber !== "",
    retry: false,
  });
  return (
    <HostelFrame title="Hostel invoice" step="invoice">
      {(standing) => {
        const number = invoiceNumber || standing.reservation?.invoiceNumber || "";
        return (
          <>
            <div className="hostel-actions hostel-noprint">
              {invoice.data?.isPaid && (
                <Link
                  className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}
                  to={receiptHref(invoice.data.invoiceNumber)}
                >
                  Print receipt
                </Link>
              )}
              <Link to={HOSTEL_ROUTES.home}>Back to Hostel</Link>
            </div>
            {invoiceNumber === "" && (
              <Callout intent="warning" title="Which invoice?">
                {number ? (
                  <Link to={`${HOSTEL_ROUTES.invoice}?${new URLSearchParams({ invoiceNumber: number })}`}>
                    Open the invoice of your bed space
                  </Link>
                ) : (
                  <>
                    You have no hostel invoice yet. <Link to={HOSTEL_ROUTES.category}>Book a bed space</Link>{" "}
                    first.
                  </>
                )}
              </Callout>
            )}
            {standing.reservation?.status === "held" && invoice.data && !invoice.data.isPaid && (
              <Callout intent="primary">
                Your bed space ({standing.reservation.hostel}, Room {standing.reservation.room},{" "}
                {standing.reservation.bedSpace}) is held for you until{" "}
                {standing.reservation.heldUntil
                  ? heldUntilText(standing.reservation.heldUntil)
                  : "the hold ends"}
                . Pay before then to keep it.
              </Callout>
            )}
            {invoice.isPending && invoiceNumber !== "" && <Spinner aria-label="Loading the invoice" />}
            {invoice.isError && (
              <Callout intent="danger" role="alert" title="The invoice could not be opened">
                {errorMessage(invoice.error, "Please try again in a moment.")}
              </Callout>
            )}
            {invoice.data && (
              <InvoiceDocument
                invoice={invoice.data}
                sessionName={standing.session?.name}
                redirectToFeePage={false}
              />
            )}
          </>
        );
      }}
    </HostelFrame>
  );
}
