import { Button, Callout, Card, Classes, HTMLTable, Spinner } from "@blueprintjs/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { errorMessage } from "../../api/http";
import { generateStudentFeeInvoice, quoteStudentFee } from "../../api/payments";
import { flash } from "../../shell/flash";
import { formatNaira } from "../../ui/format";
import { FLASH_MS, INVOICE_MESSAGES } from "../applicantInvoices/applicantInvoiceFlow";
import { InvoiceDocument } from "../payments/InvoiceDocument";
import { studentFeeKeys, useStudentFeeOptions, useStudentInvoices } from "../studentFees/feeQueries";
import "./students.css";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";

/**
 * The course registration charge (fee purpose `course_registration`, migration 0190): priced per session and class
 * in the bursary's fee setup like any other purpose (Order 6's invoice service generates and
 * prices it). Where no price is set for the student's class this session, the college charges
 * nothing and registration goes ahead.
 */
export const COURSE_REGISTRATION_PURPOSE = feePurposeId("course_registration");

/** /course_registration/invoice: the student's registration invoice for the current session, or "no charge". */
export default function RegistrationInvoicePage() {
  const options = useStudentFeeOptions(COURSE_REGISTRATION_PURPOSE);
  const invoices = useStudentInvoices();
  const client = useQueryClient();
  const sessionId = options.data?.sessionId ?? null;
  const sessionName = options.data?.sessions.find((session) => session.id === sessionId)?.name;
  const charged = (options.data?.items.length ?? 0) > 0;
  const request =
    sessionId === null
      ? undefined
      : { sessionId, feePurposeId: COURSE_REGISTRATION_PURPOSE, paymentType: "Full" as const };
  const invoice = invoices.data?.find(
    (candidate) =>
      candidate.paymentPurposeId === COURSE_REGISTRATION_PURPOSE && candidate.sessionId === sessionId,
  );
  const quote = useQuery({
    queryKey: [...studentFeeKeys.all, "quote", COURSE_REGISTRATION_PURPOSE, sessionId],
    queryFn: () => quoteStudentFee(request as NonNullable<typeof request>),
    enabled: charged && request !== undefined && invoices.isSuccess && invoice === undefined,
    retry: false,
  });
  const generate = useMutation({
    mutationFn: () => generateStudentFeeInvoice(request as NonNullable<typeof request>),
    onSuccess: () => {
      void flash({
        title: INVOICE_MESSAGES.createdTitle,
        message: INVOICE_MESSAGES.created,
        intent: "success",
        timeout: FLASH_MS.create,
      });
      void client.invalidateQueries({ queryKey: studentFeeKeys.all });
    },
    onError: (error) =>
      void flash({
        title: INVOICE_MESSAGES.createFailedTitle,
        message: errorMessage(error, INVOICE_MESSAGES.createFailed),
        intent: "danger",
        timeout: FLASH_MS.create,
      }),
  });
  const failed = options.error ?? invoices.error;
  return (
    <section aria-labelledby="registration-invoice-title" className="student-page">
      <Link className={`${Classes.TEXT_MUTED} student-noprint`} to="/course_registration">
        Back to course registration
      </Link>
      <h1 id="registration-invoice-title">Course Registration Invoice</h1>
      {failed ? (
        <Callout intent="danger" role="alert">
          {errorMessage(failed, "Your registration invoice could not be loaded. Please try again.")}
        </Callout>
      ) : options.isPending || invoices.isPending ? (
        <Spinner aria-label="Loading your registration invoice" size={24} />
      ) : invoice ? (
        <InvoiceDocument invoice={invoice} sessionName={sessionName} redirectToFeePage={false} />
      ) : !charged ? (
        <Callout intent="success" title="No registration fee">
          The college charges no course registration fee for your class
          {sessionName ? ` in ${sessionName}` : ""}. You may{" "}
          <Link to="/course_registration/session">register your courses</Link>.
        </Callout>
      ) : (
        <Card>
          <h2>Generate Payment Invoice</h2>
          <p>
            The course registration fee for {sessionName ?? "this session"}, as the bursary has set it for
            your class:
          </p>
          {quote.isError && (
            <Callout intent="danger" role="alert">
              {errorMessage(quote.error, "The fee could not be priced. Please contact the bursary.")}
            </Callout>
          )}
          {quote.data && (
            <HTMLTable compact aria-label="Registration fee">
              <tbody>
                {quote.data.lines.map((line) => (
                  <tr key={`${line.kind}-${line.description}`}>
                    <th scope="row">{line.description}</th>
                    <td>{formatNaira(line.amount)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Total</th>
                  <td>
                    <strong>{formatNaira(quote.data.amount)}</strong>
                  </td>
                </tr>
              </tbody>
            </HTMLTable>
          )}
          <Button
            intent="primary"
            loading={generate.isPending}
            disabled={!quote.data}
            onClick={() => generate.mutate()}
          >
            Generate Invoice
          </Button>
        </Card>
      )}
    </section>
  );
}
