import { sql } from "drizzle-orm";
import type { AvailableBedSpace, Booking, HostelStanding } from "../../../contract/hostels";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import {
  BOOKING_REFUSALS,
  holdInWords,
  windowMessage,
  windowState,
} from "../../../schema/hostels/bookingRules";
import type { Db } from "../../db/database";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors";
import { invoiceView } from "../payments/invoices/invoiceRows";
import { invoiceForStudent, quoteStudentFee } from "../payments/invoices/studentInvoices";
import { rowsOf } from "../resources/sqlRows";
import {
  bookableCategoryIds,
  bookingWindowOf,
  currentSession,
  type HostelStudentRow,
  hostelStudentOfUser,
  notifyReservationStudent,
  reservationById,
  reservationOfStudent,
  type SessionRef,
} from "./hostelRows";

/** The signed-in student's hostel page: the current session, its booking window, their reservation. */
export async function hostelStanding(db: Db, userId: number): Promise<HostelStanding> {
  const student = await hostelStudentOfUser(db, userId);
  const session = await currentSession(db);
  if (!session) {
    return {
      session: null,
      window: {
        state: "none",
        opensOn: null,
        closesOn: null,
        holdHours: null,
        message: "There is no current session.",
      },
      reservation: null,
    };
  }
  const { window, today } = await bookingWindowOf(db, session.id);
  return {
    session,
    window: {
      state: windowState(window, today),
      opensOn: window?.opensOn ?? null,
      closesOn: window?.closesOn ?? null,
      holdHours: window?.holdHours ?? null,
      message: windowMessage(window, today, session.name),
    },
    reservation: (await reservationOfStudent(db, student.id, session.id)) ?? null,
  };
}

/** The current session, refusing (409, in words) when there is none or its booking window is not open. */
async function openSession(db: Db): Promise<SessionRef & { holdHours: number }> {
  const session = await currentSession(db);
  if (!session) throw new ConflictError("There is no current session to book a hostel for.");
  const { window, today } = await bookingWindowOf(db, session.id);
  if (!window || windowState(window, today) !== "open")
    throw new ConflictError(windowMessage(window, today, session.name));
  return { ...session, holdHours: window.holdHours };
}

/** The session's hostel fee for the student (the fee setup's price; 409 when none is set). */
async function hostelPrice(db: Db, userId: number, sessionId: number): Promise<number> {
  const quote = await quoteStudentFee(db, userId, {
    sessionId,
    feePurposeId: feePurposeId("hostel"),
    paymentType: "Full",
  });
  return quote.amount;
}

const FREE_BED = sql`b.in_service AND r.active AND h.active AND c.active`;

function categoryIn(ids: readonly number[]) {
  return sql`c.id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
}

/**
 * `GET /api/Hostel/available-bed-spaces`: the bed spaces of the current session the student may
 * book (in service, in a category that admits them, with no held or confirmed reservation), each
 * with its price. An empty list while the window is shut: there is nothing to book.
 */
export async function availableBedSpaces(db: Db, userId: number): Promise<AvailableBedSpace[]> {
  const student = await hostelStudentOfUser(db, userId);
  const session = await currentSession(db);
  if (!session) return [];
  const { window, today } = await bookingWindowOf(db, session.id);
  if (windowState(window, today) !== "open") return [];
  const categories = await bookableCategoryIds(db, student);
  if (categories.length === 0) return [];
  const price = await hostelPrice(db, userId, session.id);
  const beds = await rowsOf<Omit<AvailableBedSpace, "price">>(
    db,
    sql`SELECT b.id AS "bedSpaceId", b.name AS "bedSpace", h.id AS "hostelId", h.name AS hostel,
        r.id AS "roomId", r.name AS room, c.id AS "categoryId", c.name AS category
      FROM hostel_bed_spaces b
      JOIN hostel_rooms r ON r.id = b.room_id
      JOIN hostels h ON h.id = r.hostel_id
      JOIN hostel_categories c ON c.id = r.category_id
      WHERE ${FREE_BED} AND ${categoryIn(categories)}
        AND NOT EXISTS (SELECT 1 FROM hostel_reservations x WHERE x.bed_space_id = b.id
          AND x.session_id = ${session.id} AND x.status IN ('held', 'confirmed'))
      ORDER BY h.name, r.name, b.id`,
  );
  return beds.map((bed) => ({ ...bed, price }));
}

/** Refuses a bed the student may not book: unknown (404), out of service (409), another category (403). */
async function checkBed(db: Db, student: HostelStudentRow, bedSpaceId: number): Promise<void> {
  const [bed] = await rowsOf<{ usable: boolean; category_id: number }>(
    db,
    sql`SELECT ${FREE_BED} AS usable, c.id AS category_id
      FROM hostel_bed_spaces b JOIN hostel_rooms r ON r.id = b.room_id JOIN hostels h ON h.id = r.hostel_id
      JOIN hostel_categories c ON c.id = r.category_id WHERE b.id = ${bedSpaceId}`,
  );
  if (!bed) throw new NotFoundError("Bed space not found");
  if (!bed.usable) throw new ConflictError(BOOKING_REFUSALS.outOfService);
  if (!(await bookableCategoryIds(db, student)).includes(bed.category_id))
    throw new ForbiddenError(BOOKING_REFUSALS.notYours);
}

/**
 * `POST /api/Hostel/book-bed-space`: holds the bed for the student in the current session and
 * opens the session's hostel invoice, in one transaction. The two partial unique indexes of
 * migration 0330 decide races (INSERT … ON CONFLICT DO NOTHING): a bed taken meanwhile or a bed
 * the student already holds is a 409 and nothing is written. An invoice already paid for the
 * session (a booking staff released) confirms the bed at once.
 */
export async function bookBedSpace(db: Db, userId: number, bedSpaceId: number): Promise<Booking> {
  const student = await hostelStudentOfUser(db, userId);
  const session = await openSession(db);
  await checkBed(db, student, bedSpaceId);
  const { reservationId, invoice } = await db.transaction(async (tx) => {
    const [inserted] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO hostel_reservations (student_id, session_id, bed_space_id, status, held_until)
        VALUES (${student.id}, ${session.id}, ${bedSpaceId}, 'held', now() + make_interval(hours => ${session.holdHours}))
        ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (!inserted) {
      const [holds] = await rowsOf<{ id: number }>(
        tx,
        sql`SELECT id FROM hostel_reservations WHERE student_id = ${student.id} AND session_id = ${session.id}
          AND status IN ('held', 'confirmed')`,
      );
      throw new ConflictError(
        holds ? BOOKING_REFUSALS.alreadyHolds(session.name) : BOOKING_REFUSALS.bedTaken,
      );
    }
    const invoice = await invoiceForStudent(tx, student, {
      sessionId: session.id,
      feePurposeId: feePurposeId("hostel"),
      paymentType: "Full",
    });
    const paid = invoice.status === "paid";
    await rowsOf(
      tx,
      sql`UPDATE hostel_reservations SET invoice_id = ${invoice.id}, updated_at = now()
        ${paid ? sql`, status = 'confirmed', held_until = NULL` : sql``} WHERE id = ${inserted.id}`,
    );
    const facts = await reservationById(tx, inserted.id);
    if (facts) {
      await notifyReservationStudent(
        tx,
        facts,
        paid ? "Hostel bed space confirmed" : "Hostel bed space booked",
        paid
          ? `${facts.bedLabel} is yours for ${session.name}: your hostel fee is already paid.`
          : `${facts.bedLabel} is held for you for ${holdInWords(session.holdHours)}. Pay invoice ${invoice.invoice_number} before then to keep it.`,
      );
    }
    return { reservationId: inserted.id, invoice };
  });
  const facts = await reservationById(db, reservationId);
  if (!facts) throw new Error("reservation vanished after booking");
  return { reservation: facts.reservation, invoice: invoiceView(invoice) };
}
