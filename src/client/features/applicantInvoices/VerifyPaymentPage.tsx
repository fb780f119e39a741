import { Button, Callout, Card, Classes, Spinner, SpinnerSize, Tag } from "@blueprintjs/core";
import { CreditCardIcon, RefreshIcon } from "@blueprintjs/icons";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { PaymentVerification } from "../../../contract/payments";
import { errorMessage } from "../../api/http";
import { verifyPayment } from "../../api/payments";
import { SchemaForm } from "../../engine/schemaForms";
import { formatDate, formatNaira } from "../../ui/format";
import { usePublishedMetas } from "../applicationTypes/usePublishedMetas";
import { PublicPage } from "../landing/PublicPage";
import { attemptNotice } from "../payments/attemptNotice";
import { rememberedPayerPhone } from "../payments/payerPhone";
import { usePayOnline } from "../payments/usePayOnline";
import { INVOICE_MESSAGES, nextStepAfterPayment, receiptLinkOf } from "./applicantInvoiceFlow";
import { flashInvalidAction } from "./invoiceFlashes";
import { paymentReferenceForm } from "./invoiceForms";
import "./applicantInvoices.css";

const STATUS_INTENT = { paid: "success", unpaid: "warning", cancelled: "none", expired: "none" } as const;

/**
 * /verify_payment_status (landing top bar): a payment's status by RRR or invoice number. The
 * reference lives in the address (`?reference=`), where the payment gateway sends the payer back
 * after paying, so the page answers at once and a reload asks again.
 */
export default function VerifyPaymentPage() {
  const [params, setParams] = useSearchParams();
  const reference = params.get("reference")?.trim() || undefined;
  const payment = useQuery({
    queryKey: ["payment-verification", reference],
    queryFn: () => verifyPayment(reference ?? ""),
    enabled: reference !== undefined,
    staleTime: 0,
  });
  const initialData = useMemo(() => (reference ? { reference } : undefined), [reference]);

  useEffect(() => {
    if (!payment.isError) return;
    flashInvalidAction(payment.error);
  }, [payment.isError, payment.error]);

  return (
    <PublicPage crumbs={[{ text: "Verify Payment Status" }]}>
      <Card elevation={1} className="applicant-invoice">
        <h1 className="applicant-invoice-title">Verify Payment Status</h1>
        <p>Enter the RRR or the invoice number on your invoice to see whether it has been paid.</p>
        <SchemaForm
          key={reference ?? ""}
          form={paymentReferenceForm}
          initialData={initialData}
          submitText="Check status"
          busy={payment.isFetching}
          onSubmit={(values) => setParams({ reference: String(values.reference ?? "").trim() })}
        />
      </Card>
      {reference && (
        <section aria-live="polite" className="payment-status-result">
          {payment.isPending ? (
            <Spinner size={SpinnerSize.SMALL} aria-label="Checking the payment" />
          ) : payment.isError ? (
            <Callout intent="danger" role="alert" title="No payment found">
              {errorMessage(payment.error, INVOICE_MESSAGES.lookupFailed)}
            </Callout>
          ) : (
            <PaymentStatus
              payment={payment.data}
              checking={payment.isFetching}
              onCheckAgain={() => void payment.refetch()}
            />
          )}
        </section>
      )}
    </PublicPage>
  );
}

function PaymentStatus({
  payment,
  checking,
  onCheckAgain,
}: {
  payment: PaymentVerification;
  checking: boolean;
  onCheckAgain(): void;
}) {
  // A student's receipt (an applicant's who has since become a student too) prints signed in.
  const receipt = payment.studentInvoice ? undefined : receiptLinkOf(payment);
  const next = nextStepAfterPayment(payment, usePublishedMetas(), rememberedPayerPhone());
  const attempt = payment.paymentStatus === "unpaid" ? attemptNotice(payment.lastAttempt) : undefined;
  return (
    <Card elevation={1} className="payment-status">
      <h2 className="applicant-invoice-step">
        Payment status{" "}
        <Tag large intent={STATUS_INTENT[payment.paymentStatus]} data-testid="payment-status">
          {payment.paymentStatus.toUpperCase()}
        </Tag>
      </h2>
      <dl>
        {payment.payerName && (
          <>
            <dt>Payer</dt>
            <dd data-testid="payer-name">{payment.payerName}</dd>
          </>
        )}
        <dt>Description</dt>
        <dd>{payment.description}</dd>
        <dt>Amount</dt>
        <dd data-testid="payment-amount">{formatNaira(payment.amount)}</dd>
        {payment.invoiceNumber && (
          <>
            <dt>Invoice number</dt>
            <dd>{payment.invoiceNumber}</dd>
          </>
        )}
        <dt>RRR</dt>
        <dd>{payment.rrr ?? "Not yet made (the invoice has not been taken to the payment gateway)"}</dd>
        <dt>Date paid</dt>
        <dd>{payment.paidAt ? formatDate(payment.paidAt) : "Not paid"}</dd>
      </dl>
      {attempt ? (
        <Callout intent="warning" title={attempt.title} data-testid="payment-attempt">
          <p>{attempt.text}</p>
          {payment.studentInvoice ? (
            <SignInLink text="Sign in to pay again" />
          ) : payment.invoiceNumber ? (
            <PayAgainButton invoiceNumber={payment.invoiceNumber} />
          ) : (
            // A check by RRR alone tells nobody the invoice number; the payer has it on the invoice.
            <p>To pay again, check this payment with the invoice number printed on your invoice.</p>
          )}
        </Callout>
      ) : receipt ? (
        <Link to={receipt} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          View receipt
        </Link>
      ) : payment.isPaid && payment.studentInvoice ? (
        <>
          <p>
            This payment is on a student's account: sign in, then open it from Academic Fees to print its
            receipt.
          </p>
          <SignInLink text="Sign in to print the receipt" />
        </>
      ) : (
        <>
          <p className={Classes.TEXT_MUTED}>
            Just paid? The bank's confirmation can take a few minutes to reach us. Check again shortly.
          </p>
          <Button icon={<RefreshIcon />} loading={checking} onClick={onCheckAgain}>
            Check again
          </Button>
        </>
      )}
      {next && (
        <Callout intent="primary" title="What next" className="payment-next-step">
          <p>{next.hint}</p>
          <Link to={next.to} state={next.state} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
            {next.text}
          </Link>
        </Callout>
      )}
    </Card>
  );
}

function SignInLink({ text }: { text: string }) {
  return (
    <Link to="/login" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
      {text}
    </Link>
  );
}

/** Back to the gateway with the invoice's RRR (the stored pay link), after a failed or cancelled try. */
function PayAgainButton({ invoiceNumber }: { invoiceNumber: string }) {
  const pay = usePayOnline(invoiceNumber);
  return (
    <>
      <Button intent="primary" icon={<CreditCardIcon />} loading={pay.isPending} onClick={() => pay.mutate()}>
        Pay again
      </Button>
      {pay.isError && (
        <Callout intent="danger" role="alert">
          {errorMessage(pay.error, "The payment gateway could not be reached. Please try again.")}
        </Callout>
      )}
    </>
  );
}
