import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { everyClaimedRound } from "../../db/claimedJob";
import type { Db } from "../../db/database";
import { rowsOf } from "../resources/sqlRows";
import { notifyReservationStudent, reservationById } from "./hostelRows";

/** Its name in `job_runs`. */
export const HOLD_RELEASE_JOB = "hostel hold release";

/**
 * Gives back every bed whose unpaid hold has run out: the reservation becomes `expired` (so the
 * partial unique indexes free the bed and the student) and the student is told. One statement
 * takes the rows, so two runs at once never release a row twice. Returns the released ids.
 */
export async function releaseExpiredHolds(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    const released = await rowsOf<{ id: number }>(
      tx,
      sql`UPDATE hostel_reservations x SET status = 'expired', updated_at = now()
        WHERE x.status = 'held' AND x.held_until <= now()
          AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = x.invoice_id AND i.status = 'paid')
        RETURNING x.id`,
    );
    for (const { id } of released) {
      const facts = await reservationById(tx, id);
      if (facts)
        await notifyReservationStudent(
          tx,
          facts,
          "Hostel hold expired",
          `Your hold on ${facts.bedLabel} for ${facts.reservation.session} has expired because its invoice was not paid in time. You may book again while booking is open.`,
        );
    }
    return released.map((row) => row.id);
  });
}

/**
 * Runs `releaseExpiredHolds` every `everyMs` while the app is up, in one process of several per
 * round (`claimJobRun`), never two rounds at once in this one; main.ts turns it on, tests call
 * `releaseExpiredHolds` themselves.
 */
export function startHoldReleaseJob(app: FastifyInstance, everyMs: number): void {
  everyClaimedRound(
    app,
    { name: HOLD_RELEASE_JOB, everyMs, failure: "hostel hold release failed" },
    async () => {
      const released = await releaseExpiredHolds(app.database.db);
      if (released.length > 0) app.log.info({ released: released.length }, "hostel holds released");
    },
  );
}
