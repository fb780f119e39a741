import { Callout, Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { fetchInvoice } from "../../api/payments";
import { FEE_PAGES, invoiceHref } from "./feePages";
import { useFeePurposes } from "./feeQueries";

/**
 * /verify_payment_status for a signed-in student: where the gateway sends the browser back after
 * paying (?reference=<invoice number>). It opens the invoice on its fee page, which now shows
 * the payment (the gateway notified the portal before redirecting).
 */
export default function PaymentReturnPage() {
  const [search] = useSearchParams();
  const reference = search.get("reference") ?? "";
  const invoice = useQuery({
    queryKey: ["studentFees", "invoice", reference],
    queryFn: () => fetchInvoice(reference),
    enabled: reference !== "",
    retry: false,
    staleTime: 0,
  });
  const purposes = useFeePurposes();
  const page = FEE_PAGES.find((candidate) => candidate.feePurposeId === invoice.data?.paymentPurposeId);
  if (invoice.data && page) return <Navigate replace to={invoiceHref(page, invoice.data.invoiceNumber)} />;
  // A purpose with its own flow (hostel): its registry row names the page; its invoice step is /invoice.
  const own = purposes.data?.find((purpose) => purpose.id === invoice.data?.paymentPurposeId)?.studentRoute;
  if (invoice.data && own)
    return (
      <Navigate
        replace
        to={`${own}/invoice?invoiceNumber=${encodeURIComponent(invoice.data.invoiceNumber)}`}
      />
    );
  return (
    <section className="student-fees">
      <h1>Payment status</h1>
      {invoice.isPending && reference !== "" && <Spinner aria-label="Checking your payment" />}
      {(reference === "" || invoice.isError || (invoice.data && !page && !purposes.isPending && !own)) && (
        <Callout intent={invoice.isError ? "danger" : "primary"} role={invoice.isError ? "alert" : undefined}>
          {invoice.isError ? errorMessage(invoice.error, "The payment could not be found.") : null}{" "}
          <Link to="/academic_fees/school_fees">Go to your fees</Link>
        </Callout>
      )}
    </section>
  );
}
