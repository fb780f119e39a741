import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rowsOf } from "../resources/sqlRows";
import { notifyReservationStudent, reservationById } from "./hostelRows";

/**
 * The `hostel` settle handler (fee purpose registry): a paid hostel invoice confirms the bed it
 * was booked for, in the credit's transaction. Paid inside the hold, the held reservation is
 * confirmed. Paid after the hold ran out, the same bed is taken again if it is still free (the
 * partial unique indexes decide); otherwise the paid invoice stays the student's for the
 * session, and their next booking is confirmed at once (bookingService).
 */
export async function confirmPaidBooking(
  tx: Db,
  invoice: { id: number; student_id: number | null; session_id: number },
): Promise<void> {
  if (invoice.student_id === null) return;
  const confirmed = await rowsOf<{ id: number }>(
    tx,
    sql`UPDATE hostel_reservations SET status = 'confirmed', held_until = NULL, updated_at = now()
      WHERE invoice_id = ${invoice.id} AND status = 'held' RETURNING id`,
  );
  const retaken =
    confirmed.length > 0
      ? []
      : await rowsOf<{ id: number }>(
          tx,
          sql`INSERT INTO hostel_reservations (student_id, session_id, bed_space_id, status, invoice_id)
            SELECT student_id, session_id, bed_space_id, 'confirmed', invoice_id FROM hostel_reservations
            WHERE invoice_id = ${invoice.id} AND status = 'expired' ORDER BY id DESC LIMIT 1
            ON CONFLICT DO NOTHING RETURNING id`,
        );
  for (const { id } of [...confirmed, ...retaken]) {
    const facts = await reservationById(tx, id);
    if (facts)
      await notifyReservationStudent(
        tx,
        facts,
        "Hostel bed space confirmed",
        `Your hostel fee is paid: ${facts.bedLabel} is yours for ${facts.reservation.session}.`,
      );
  }
}
