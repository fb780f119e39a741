import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { submitPaidApplication } from "../../changeOfDepartment/applicationService";
import { confirmPaidBooking } from "../../hostels/bookingSettlement";
import { rowsOf } from "../../resources/sqlRows";
import type { InvoiceRow } from "../invoices/invoiceRows";

/**
 * What else happens when an invoice is paid, beyond marking it paid and telling the payer: one
 * handler per key, named by the purpose's `settle_handler` in the registry (migration 0260). It
 * runs inside the credit's transaction, so the payment and its consequence commit together.
 * Most purposes need none: an admission's acceptance, Form 11 and course registration read the
 * paid invoice itself.
 */
export type SettleHandler = (tx: Db, invoice: InvoiceRow) => Promise<void>;

export const SETTLE_HANDLERS: Readonly<Record<string, SettleHandler>> = {
  /** A paid application fee lets the applicant in to fill the form (README "Applicants"). */
  application: async (tx, invoice) => {
    if (invoice.applicant_id === null) return;
    await rowsOf(
      tx,
      sql`UPDATE applicants SET status = 'paid', updated_at = now() WHERE id = ${invoice.applicant_id} AND status = 'invoiced'`,
    );
  },
  /** A paid hostel invoice confirms the bed it was booked for (hostels/README.md). */
  hostel: confirmPaidBooking,
  /** A paid change of department fee submits the application it was made for (changeOfDepartment/README.md). */
  change_of_department: submitPaidApplication,
};

/** The handler the invoice's purpose names, if any (an unknown key is a setup error: it throws). */
export async function runSettleHandler(tx: Db, invoice: InvoiceRow): Promise<void> {
  const [purpose] = await rowsOf<{ settle_handler: string | null }>(
    tx,
    sql`SELECT settle_handler FROM fee_purposes WHERE id = ${invoice.fee_purpose_id}`,
  );
  const key = purpose?.settle_handler;
  if (!key) return;
  const handler = SETTLE_HANDLERS[key];
  if (!handler)
    throw new Error(`fee purpose ${invoice.fee_purpose_id} names no known settle handler "${key}"`);
  await handler(tx, invoice);
}
