import { feePurposeId } from "../../../../schema/feePurposes/feePurposeKeys";
import type { Db } from "../../../db/database";
import { createNotification } from "../../notifications/notificationService";
import type { InvoiceRow } from "./invoiceRows";

/**
 * A bell notification for the invoice's payer, when the payer has an account (applicants often
 * have none yet). School fees open the school fees page (category schoolFeesInvoice, spec
 * section 4); other invoices the payments page.
 */
export async function notifyPayer(
  db: Db,
  invoice: Pick<InvoiceRow, "payer_user_id" | "fee_purpose_id" | "session_id">,
  type: string,
  message: string,
): Promise<void> {
  if (invoice.payer_user_id === null) return;
  const category = invoice.fee_purpose_id === feePurposeId("school_fees") ? "schoolFeesInvoice" : "payment";
  await createNotification(db, {
    userId: invoice.payer_user_id,
    notificationType: type,
    notificationCategory: category,
    message,
    requestProperties: { sessionId: invoice.session_id, semesterId: null },
  });
}
