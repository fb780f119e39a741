import { Callout, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { DocumentIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { fetchStudentInvoices } from "../../api/payments";
import { fetchReceipt } from "../../api/receipts";
import { ReceiptDocument } from "./ReceiptDocument";
import type { StudentReceiptPage as StudentReceiptPageConfig } from "./receiptPages";

/** The student's invoice to show: `?invoice=`, else their latest paid invoice of the purpose. */
async function chosenInvoice(purposeId: number, asked: string | null): Promise<string | null> {
  if (asked) return asked;
  const paid = (await fetchStudentInvoices())
    .filter((invoice) => invoice.isPaid && invoice.paymentPurposeId === purposeId && invoice.paidAt)
    .sort((a, b) => (b.paidAt ?? "").localeCompare(a.paidAt ?? ""));
  return paid[0]?.invoiceNumber ?? null;
}

/**
 * A student's receipt of one fee (school fees, sundry, acceptance, hostel): the invoice chosen by
 * `?invoice=` or the latest paid one. Another student's invoice is not found (the server's 404).
 */
export function StudentReceiptPage({ page }: { page: StudentReceiptPageConfig }) {
  const [params] = useSearchParams();
  const asked = params.get("invoice");
  const receipt = useQuery({
    queryKey: ["student-receipt", page.purposeId, asked],
    queryFn: async () => {
      const invoiceNumber = await chosenInvoice(page.purposeId, asked);
      return invoiceNumber ? fetchReceipt(invoiceNumber) : null;
    },
    retry: false,
    refetchOnWindowFocus: false,
  });
  const otherFee = receipt.data && receipt.data.feePurposeId !== page.purposeId;
  return (
    <div className="matric-receipt-page">
      <h1 className={`${Classes.HEADING} matric-no-print`}>{page.title}</h1>
      {receipt.isPending && <Spinner size={24} aria-label="Loading the receipt" />}
      {receipt.isError && (
        <Callout intent="warning" role="alert" title="No receipt to show">
          {errorMessage(receipt.error, "The receipt could not be loaded. Please try again.")}
        </Callout>
      )}
      {receipt.data === null && (
        <NonIdealState
          icon={<DocumentIcon size={48} />}
          title="No paid invoice yet"
          description="Your receipt appears here once your payment is confirmed."
          action={
            <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={page.payRoute}>
              Generate and pay the invoice
            </Link>
          }
        />
      )}
      {otherFee && (
        <Callout intent="warning" role="alert" title="Another kind of receipt">
          Invoice {receipt.data?.invoiceNumber} is for {receipt.data?.feePurposeName}, not for this page's
          fee.
        </Callout>
      )}
      {receipt.data && !otherFee && <ReceiptDocument receipt={receipt.data} />}
    </div>
  );
}
