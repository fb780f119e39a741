import { type SQL, sql } from "drizzle-orm";
import { isAllowed } from "../../../../schema/access";
import { phoneKey } from "../../../../schema/phoneNumber";
import type { Db } from "../../../db/database";
import { NotFoundError, ValidationError } from "../../../errors";
import type { AuthUser } from "../../auth/accessToken";
import { type InvoiceRow, invoiceWhere } from "./invoiceRows";
import { claimPaymentLookup } from "./paymentLookupThrottle";

/** Who sees any invoice: the bursary (and the super-admin, who passes every role check). */
export const INVOICE_STAFF_ROLES = ["bursar"] as const;

/** Who is asking for an invoice or receipt: the signed-in user, else the payer's phone as proof. */
export interface InvoiceCaller {
  user: AuthUser | undefined;
  /** The phone the invoice was made for (anyone without an account proves the payment is theirs). */
  phone?: string | undefined;
  /** The client address, for the throttle of anonymous look-ups. */
  ip: string;
}

export const PAYER_PHONE_NEEDED =
  "Enter the phone number the invoice was made for: it shows that the payment is yours.";

/** The bursary, or the signed-in payer the invoice is for. */
export function isOwnerOrStaff(row: InvoiceRow, user: AuthUser | undefined): boolean {
  if (!user) return false;
  return row.payer_user_id === user.id || isAllowed(user, { roles: INVOICE_STAFF_ROLES });
}

/**
 * The invoice to pay by its number: paying needs no proof (initiating answers only the RRR, the
 * pay link and the amount). A student's invoice is paid only by that student and the bursary;
 * anyone else gets the 404 of a missing number.
 */
export async function invoiceToPay(
  db: Db,
  invoiceNumber: string,
  user: AuthUser | undefined,
): Promise<InvoiceRow> {
  const row = await invoiceWhere(db, sql`i.invoice_number = ${invoiceNumber}`);
  const notFound = new NotFoundError(`No invoice ${invoiceNumber}`);
  if (!row) throw notFound;
  if (row.student_id === null || isOwnerOrStaff(row, user)) return row;
  throw notFound;
}

/** The invoice by number, as the caller may see it (its payer's name and numbers: proof needed). */
export async function invoiceForCaller(
  db: Db,
  invoiceNumber: string,
  caller: InvoiceCaller,
): Promise<InvoiceRow> {
  return provenInvoice(db, sql`i.invoice_number = ${invoiceNumber.toUpperCase()}`, invoiceNumber, caller);
}

/** The same rule for an invoice named by its number or its RRR (the receipt pages take either). */
export async function invoiceByReferenceForCaller(
  db: Db,
  reference: string,
  caller: InvoiceCaller,
): Promise<InvoiceRow> {
  return provenInvoice(
    db,
    sql`(i.invoice_number = ${reference.toUpperCase()} OR i.rrr = ${reference})`,
    reference,
    caller,
  );
}

/**
 * An invoice shows its payer's full name and numbers, so a reference alone (an RRR can be guessed)
 * never opens it. It opens for the bursary and the signed-in payer; for anyone else only with the
 * phone the invoice was made for (an applicant's or a sundry payer's; a student's stays private),
 * and misses are throttled. A wrong phone gets the same 404 as a reference that does not exist.
 */
async function provenInvoice(
  db: Db,
  where: SQL,
  reference: string,
  caller: InvoiceCaller,
): Promise<InvoiceRow> {
  const notFound = new NotFoundError(
    `No invoice or payment with the reference ${reference} was made for this phone number.`,
  );
  if (caller.user) {
    const row = await invoiceWhere(db, where);
    if (row && isOwnerOrStaff(row, caller.user)) return row;
    if (!caller.phone) throw new NotFoundError(`No invoice or payment has the reference ${reference}`);
  }
  if (!caller.phone) throw new ValidationError([{ path: "phone", message: PAYER_PHONE_NEEDED }]);
  const lookup = await claimPaymentLookup(db, reference.toUpperCase(), caller.ip);
  const row = await invoiceWhere(db, where);
  const proven =
    row !== undefined &&
    row.student_id === null &&
    row.payer_phone !== null &&
    phoneKey(row.payer_phone) === phoneKey(caller.phone);
  if (!proven) throw notFound;
  await lookup.found();
  return row;
}
