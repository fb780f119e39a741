import { sql } from "drizzle-orm";
import { isAllowed } from "../../../../schema/access";
import type { Db } from "../../../db/database";
import { NotFoundError } from "../../../errors";
import type { AuthUser } from "../../auth/accessToken";
import { type InvoiceRow, invoiceWhere } from "./invoiceRows";

/** Who sees any invoice: the bursary (and the super-admin, who passes every role check). */
export const INVOICE_STAFF_ROLES = ["bursar"] as const;

/**
 * The invoice by number, as the caller may see it. An applicant's invoice opens by its number
 * (the applicant has no account; the number's random tail is the secret). A student's opens only
 * for that student and the bursary: anyone else gets the same 404 as for a number that does not
 * exist, so nobody learns whose invoices exist.
 */
export async function invoiceForCaller(
  db: Db,
  invoiceNumber: string,
  user: AuthUser | undefined,
): Promise<InvoiceRow> {
  const row = await invoiceWhere(db, sql`i.invoice_number = ${invoiceNumber}`);
  return visibleToCaller(row, user, new NotFoundError(`No invoice ${invoiceNumber}`));
}

/** The same rule for an invoice named by its number or its RRR (the receipt pages take either). */
export async function invoiceByReferenceForCaller(
  db: Db,
  reference: string,
  user: AuthUser | undefined,
): Promise<InvoiceRow> {
  const row = await invoiceWhere(
    db,
    sql`(i.invoice_number = ${reference.toUpperCase()} OR i.rrr = ${reference})`,
  );
  return visibleToCaller(
    row,
    user,
    new NotFoundError(`No invoice or payment has the reference ${reference}`),
  );
}

function visibleToCaller(
  row: InvoiceRow | undefined,
  user: AuthUser | undefined,
  notFound: NotFoundError,
): InvoiceRow {
  if (!row) throw notFound;
  if (row.student_id === null) return row;
  if (!user) throw notFound;
  if (row.payer_user_id === user.id || isAllowed(user, { roles: INVOICE_STAFF_ROLES })) return row;
  throw notFound;
}
