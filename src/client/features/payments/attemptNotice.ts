import type { UnpaidAttempt } from "../../../contract/payments";
import { formatDate } from "../../ui/format";

export interface AttemptNotice {
  title: string;
  text: string;
}

/**
 * What an unpaid invoice's page tells the payer who comes back from a payment that did not go
 * through (migration 0201 keeps the gateway's word): what happened, and that paying again is open.
 */
export function attemptNotice(attempt: UnpaidAttempt | null | undefined): AttemptNotice | undefined {
  if (!attempt) return undefined;
  const on = formatDate(attempt.at);
  if (attempt.state === "cancelled")
    return {
      title: "Payment cancelled",
      text: `The payment was cancelled at the payment gateway on ${on}, so nothing was paid and the invoice is still unpaid. You can pay again now.`,
    };
  return {
    title: "Payment not completed",
    text: `The payment gateway could not complete the payment on ${on}, so the invoice is still unpaid. Check your card or bank details and pay again.`,
  };
}
