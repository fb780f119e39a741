import { formatNaira } from "../../../../schema/money";
import { escapeHtml } from "../../mail/escapeHtml";
import type { SandboxPayment } from "./sandboxLedger";

/**
 * The sandbox's pages: plain, accessible HTML with no script and no inline style (they are served
 * under a CSP of default-src 'none'). One form, three buttons: the payer's possible outcomes.
 */

export const SANDBOX_PAY_ACTION = "/sandbox/pay";

const STATUS_TEXT: Record<string, string> = {
  "025": "Awaiting payment",
  "00": "Paid",
  "02": "Failed — you may try again",
  "012": "Cancelled — you may try again",
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Sandbox payment gateway</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The pay page for `payment`; `returnUrl` and `hash` travel on in hidden fields. */
export function payPageHtml(payment: SandboxPayment, returnUrl: string, hash: string): string {
  const amount = formatNaira(payment.amountKobo);
  const details = [
    ["Amount", amount],
    ["Payment reference (RRR)", payment.rrr],
    ["Invoice", payment.orderId],
    ["Payer", payment.payerName],
    ["Description", payment.description],
    ["Status", STATUS_TEXT[payment.code] ?? payment.code],
  ]
    .map(([term, value]) => `<dt>${escapeHtml(term ?? "")}</dt><dd>${escapeHtml(value ?? "")}</dd>`)
    .join("\n");
  const paid = payment.paidAt !== null;
  const actions = paid
    ? `<p>This payment has been made.</p>\n<p><a href="${escapeHtml(returnUrl)}">Return to the portal</a></p>`
    : `<form method="post" action="${SANDBOX_PAY_ACTION}">
<input type="hidden" name="rrr" value="${escapeHtml(payment.rrr)}">
<input type="hidden" name="hash" value="${escapeHtml(hash)}">
<input type="hidden" name="responseurl" value="${escapeHtml(returnUrl)}">
<button type="submit" name="outcome" value="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="outcome" value="fail">Fail</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
</form>`;
  return page(
    `Pay ${amount}`,
    `<h1>Sandbox payment gateway</h1>
<p>This is a test gateway: no money moves. Choose how this payment should end.</p>
<dl>
${details}
</dl>
${actions}`,
  );
}

/** A page saying why the payment cannot be shown. */
export function problemPageHtml(message: string): string {
  return page("Payment cannot be shown", `<h1>Payment cannot be shown</h1>\n<p>${escapeHtml(message)}</p>`);
}
