import type { Receipt } from "../../../../contract/receipts";
import { formatNaira } from "../../../../schema/money";
import { escapeHtml } from "../../mail/escapeHtml";
import type { MailMessage } from "../../mail/mailer";

export interface ReceiptMailInput {
  to: string;
  receipt: Receipt;
  collegeName: string;
  /** The portal's public address: the mail links to the receipt's verification page there. */
  publicUrl: string;
}

const DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The receipt by e-mail, as plain text and simple HTML (every value escaped). */
export function receiptMail({ to, receipt, collegeName, publicUrl }: ReceiptMailInput): MailMessage {
  const link = `${publicUrl.replace(/\/+$/, "")}/verify_receipt/${receipt.verificationCode}`;
  const facts: [string, string][] = [
    ["Receipt number", receipt.receiptNumber],
    ["Being payment for", receipt.description],
    ["Amount paid", formatNaira(receipt.total)],
    ["Date paid", DATE.format(new Date(receipt.paidAt))],
    ["Invoice number", receipt.invoiceNumber],
    ["RRR", receipt.rrr ?? "-"],
  ];
  const subject = `${collegeName}: receipt ${receipt.receiptNumber}`;
  const text = [
    `Dear ${receipt.payerName},`,
    "",
    "The College has received your payment:",
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    "Anyone you show this receipt to can confirm it with the College at:",
    "",
    link,
    "",
    `Bursary, ${collegeName}`,
  ].join("\n");
  const rows = facts
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<p>Dear ${escapeHtml(receipt.payerName)},</p>
<p>The College has received your payment:</p>
<table>
${rows}
</table>
<p>Anyone you show this receipt to can confirm it with the College: <a href="${escapeHtml(link)}">verify this receipt</a>.</p>
<p>Bursary, ${escapeHtml(collegeName)}</p>`;
  return { to, subject, text, html };
}

/** "adebayo@example.com" → "a*****o@example.com": the payer recognises it, a stranger learns little. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const shown =
    local.length <= 2 ? `${local[0]}*` : `${local[0]}${"*".repeat(local.length - 2)}${local.at(-1)}`;
  return `${shown}${email.slice(at)}`;
}
