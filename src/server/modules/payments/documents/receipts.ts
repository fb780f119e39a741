import { sql } from "drizzle-orm";
import type { Receipt, ReceiptMailSent, ReceiptVerification } from "../../../../contract/receipts";
import { formatApplicationNumber } from "../../../../schema/applicationNumber";
import type { Db } from "../../../db/database";
import { ConflictError } from "../../../errors";
import { type Mailer, sendMail } from "../../mail/mailer";
import { enforceRateLimit, type RateLimitRule } from "../../rateLimit/rateLimitService";
import { rowsOf } from "../../resources/sqlRows";
import { type InvoiceCaller, invoiceByReferenceForCaller } from "../invoices/invoiceAccess";
import { type InvoiceRow, invoiceWhere, isoOf } from "../invoices/invoiceRows";
import { maskName } from "../invoices/paymentVerification";
import { readDocumentCode, signDocumentCode } from "./documentCode";
import { maskEmail, receiptMail } from "./receiptMail";

/** The first field of a receipt's code (a letter's is "L"). */
const RECEIPT_CODE = "R";

interface ReceiptExtras {
  fee_purpose_name: string;
  session_name: string;
  channel: string | null;
  application_type_id: string | null;
  applicant_session_name: string | null;
}

async function extrasOf(db: Db, invoiceId: number): Promise<ReceiptExtras> {
  const [row] = await rowsOf<ReceiptExtras>(
    db,
    sql`SELECT fp.name AS fee_purpose_name, s.name AS session_name, p.channel,
  a.application_type_id, sa.name AS applicant_session_name
FROM invoices i
JOIN fee_purposes fp ON fp.id = i.fee_purpose_id
JOIN academic_sessions s ON s.id = i.session_id
LEFT JOIN payments p ON p.invoice_id = i.id AND p.outcome = 'credited'
LEFT JOIN applicants a ON a.id = i.applicant_id
LEFT JOIN academic_sessions sa ON sa.id = a.session_id
WHERE i.id = ${invoiceId}`,
  );
  if (!row) throw new Error(`invoice ${invoiceId} vanished`);
  return row;
}

const yearOf = (value: Date | string) => isoOf(value).slice(0, 4);
const padded = (id: number) => String(id).padStart(6, "0");

/** One receipt per paid invoice: RCT/<year paid>/<invoice id>, e.g. RCT/2026/000042. */
export function receiptNumberOf(row: Pick<InvoiceRow, "id" | "paid_at">): string {
  return `RCT/${row.paid_at === null ? "0000" : yearOf(row.paid_at)}/${padded(row.id)}`;
}

/**
 * An applicant has no matric number yet: receipts name them by application type, the first year of
 * the session they applied in and their applicant number (NCE/2026/000012).
 */
function applicationNumberOf(row: InvoiceRow, extras: ReceiptExtras): string | null {
  if (row.applicant_id === null || !extras.application_type_id) return null;
  return formatApplicationNumber(extras.application_type_id, extras.applicant_session_name, row.applicant_id);
}

export function receiptCodeOf(invoiceNumber: string, key: string): string {
  return signDocumentCode([RECEIPT_CODE, invoiceNumber], key);
}

function paidAtOf(row: InvoiceRow): string {
  if (row.paid_at === null) throw new Error(`invoice ${row.invoice_number} is not paid`);
  return isoOf(row.paid_at);
}

async function receiptOf(db: Db, row: InvoiceRow, key: string): Promise<Receipt> {
  const extras = await extrasOf(db, row.id);
  return {
    receiptNumber: receiptNumberOf(row),
    invoiceNumber: row.invoice_number,
    payerName: row.full_name,
    matricNumber: row.matric_number,
    applicationNumber: applicationNumberOf(row, extras),
    description: row.description,
    feePurposeId: row.fee_purpose_id,
    feePurposeName: extras.fee_purpose_name,
    sessionName: extras.session_name,
    paymentType: row.payment_type,
    items: row.items.map((line) => ({ kind: line.kind, description: line.description, amount: line.amount })),
    total: Number(row.total),
    paidAt: paidAtOf(row),
    rrr: row.rrr,
    paymentReference: row.gateway_reference,
    channel: extras.channel,
    verificationCode: receiptCodeOf(row.invoice_number, key),
  };
}

/** The paid invoice named by its number or RRR, as the caller may see it (unpaid: 409). */
async function paidInvoiceForCaller(db: Db, reference: string, caller: InvoiceCaller): Promise<InvoiceRow> {
  const row = await invoiceByReferenceForCaller(db, reference, caller);
  if (row.status !== "paid")
    throw new ConflictError(
      `Invoice ${row.invoice_number} has not been paid yet: its receipt is issued once the payment is confirmed.`,
    );
  return row;
}

/**
 * The receipt of a paid invoice named by its number or RRR, seen by whoever may see the invoice
 * (invoiceAccess). An unpaid invoice has no receipt yet: 409 saying so.
 */
export async function receiptForCaller(
  db: Db,
  key: string,
  reference: string,
  caller: InvoiceCaller,
): Promise<Receipt> {
  return receiptOf(db, await paidInvoiceForCaller(db, reference, caller), key);
}

/** One receipt is mailed at most this often (the payer's mailbox is not a target). */
export const RECEIPT_MAIL_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 };

/**
 * Mails the receipt to the payer's own address on record (never one from the request, so the
 * call cannot send mail to strangers), under the same access rule as the receipt itself; at most
 * `RECEIPT_MAIL_LIMIT` mails per invoice, whoever asks (429 past it).
 */
export async function sendReceiptMail(
  db: Db,
  mailer: Mailer,
  key: string,
  reference: string,
  caller: InvoiceCaller,
  portal: { collegeName: string; publicUrl: string },
): Promise<ReceiptMailSent> {
  const row = await paidInvoiceForCaller(db, reference, caller);
  if (!row.payer_email)
    throw new ConflictError(
      "No e-mail address is on record for this payer: print the receipt instead, or ask the bursary to add one.",
    );
  await enforceRateLimit(
    db,
    `receipt-mail:invoice:${row.id}`,
    RECEIPT_MAIL_LIMIT,
    (wait) =>
      `This receipt has already been e-mailed ${RECEIPT_MAIL_LIMIT.limit} times in the last hour. Please check your inbox (and spam folder), or wait ${wait} and send it again.`,
  );
  const receipt = await receiptOf(db, row, key);
  await sendMail(mailer, receiptMail({ to: row.payer_email, receipt, ...portal }));
  return { sentTo: maskEmail(row.payer_email) };
}

export const RECEIPT_ALTERED = "This receipt could not be verified: the code has been altered.";

/** Public: what a receipt's printed code says, checked against the signature and the record. */
export async function verifyReceiptCode(db: Db, key: string, code: string): Promise<ReceiptVerification> {
  const read = readDocumentCode(code, key);
  if (read.state === "altered") return { state: "altered", message: RECEIPT_ALTERED, receipt: null };
  const [kind, invoiceNumber] = read.fields;
  if (kind !== RECEIPT_CODE || !invoiceNumber || read.fields.length !== 2)
    return {
      state: "unknown",
      message: "This code is not a receipt's: it was issued with another College document.",
      receipt: null,
    };
  const row = await invoiceWhere(db, sql`i.invoice_number = ${invoiceNumber}`);
  if (row?.status !== "paid")
    return {
      state: "unknown",
      message: `This receipt could not be verified: the College has no paid invoice ${invoiceNumber} on record.`,
      receipt: null,
    };
  const receipt = await receiptOf(db, row, key);
  return {
    state: "genuine",
    message: "This receipt is genuine: the payment below is on the College's record.",
    receipt: {
      receiptNumber: receipt.receiptNumber,
      invoiceNumber: receipt.invoiceNumber,
      payerName: maskName(receipt.payerName),
      payerNumber: receipt.matricNumber ?? receipt.applicationNumber,
      feePurposeName: receipt.feePurposeName,
      sessionName: receipt.sessionName,
      total: receipt.total,
      paidAt: receipt.paidAt,
      rrr: receipt.rrr,
    },
  };
}
