import { sql } from "drizzle-orm";
import type { Reservation } from "../../../contract/hostels";
import {
  type BookingWindow,
  type CategoryRule,
  type HostelCategory,
  type HostelStudent,
  mayBookCategory,
} from "../../../schema/hostels/bookingRules";
import type { Db } from "../../db/database";
import { createNotification } from "../notifications/notificationService";
import { type StudentRow, studentOfUser } from "../payments/invoices/studentInvoices";
import { rowsOf } from "../resources/sqlRows";

/** The hostel module's reads, shared by the student's calls, the release job and the staff hooks. */

export interface HostelStudentRow extends StudentRow, HostelStudent {
  userId: number | null;
}

/** The signed-in student's record with what the categories' rules look at; 404 without one. */
export async function hostelStudentOfUser(db: Db, userId: number): Promise<HostelStudentRow> {
  const student = await studentOfUser(db, userId);
  const [extra] = await rowsOf<{ gender_id: number | null }>(
    db,
    sql`SELECT gender_id FROM students WHERE id = ${student.id}`,
  );
  return {
    ...student,
    userId,
    genderId: extra?.gender_id ?? null,
    levelId: student.level_id,
    studentTypeId: student.student_type_id,
    programmeId: student.programme_id,
  };
}

export interface SessionRef {
  id: number;
  name: string;
}

export async function currentSession(db: Db): Promise<SessionRef | undefined> {
  const [session] = await rowsOf<SessionRef>(
    db,
    sql`SELECT id, name FROM academic_sessions WHERE is_current ORDER BY id LIMIT 1`,
  );
  return session;
}

/** The session's booking window and the college's calendar day today (Lagos). */
export async function bookingWindowOf(
  db: Db,
  sessionId: number,
): Promise<{ window: BookingWindow | null; today: string }> {
  const [row] = await rowsOf<{
    opens_on: string | null;
    closes_on: string | null;
    hold_hours: number | null;
    today: string;
  }>(
    db,
    sql`SELECT to_char(w.opens_on, 'YYYY-MM-DD') AS opens_on, to_char(w.closes_on, 'YYYY-MM-DD') AS closes_on,
        w.hold_hours, to_char((now() AT TIME ZONE 'Africa/Lagos')::date, 'YYYY-MM-DD') AS today
      FROM (SELECT 1) one LEFT JOIN hostel_booking_windows w ON w.session_id = ${sessionId}`,
  );
  const today = row?.today ?? new Date().toISOString().slice(0, 10);
  if (!row?.opens_on || !row.closes_on || row.hold_hours === null) return { window: null, today };
  return { window: { opensOn: row.opens_on, closesOn: row.closes_on, holdHours: row.hold_hours }, today };
}

/** The active categories the student may book (the rules of bookingRules.ts over every category). */
export async function bookableCategoryIds(db: Db, student: HostelStudent): Promise<number[]> {
  const rows = await rowsOf<{
    id: number;
    gender_id: number | null;
    level_id: number | null;
    student_type_id: number | null;
    programme_id: number | null;
    has_rule: boolean;
  }>(
    db,
    sql`SELECT c.id, c.gender_id, r.level_id, r.student_type_id, r.programme_id, r.id IS NOT NULL AS has_rule
      FROM hostel_categories c LEFT JOIN hostel_category_rules r ON r.category_id = c.id
      WHERE c.active ORDER BY c.id`,
  );
  const categories = new Map<number, HostelCategory & { rules: CategoryRule[] }>();
  for (const row of rows) {
    const category = categories.get(row.id) ?? { genderId: row.gender_id, rules: [] };
    if (row.has_rule)
      category.rules.push({
        levelId: row.level_id,
        studentTypeId: row.student_type_id,
        programmeId: row.programme_id,
      });
    categories.set(row.id, category);
  }
  return [...categories].filter(([, category]) => mayBookCategory(student, category)).map(([id]) => id);
}

const RESERVATION_SELECT = sql`SELECT x.id AS "reservationId", x.session_id AS "sessionId", s.name AS session, x.status,
    x.held_until AS "heldUntil", x.bed_space_id AS "bedSpaceId", b.name AS "bedSpace", h.name AS hostel,
    r.name AS room, c.name AS category, i.invoice_number AS "invoiceNumber", st.user_id AS "userId", b.label AS "bedLabel"
  FROM hostel_reservations x
  JOIN academic_sessions s ON s.id = x.session_id
  JOIN students st ON st.id = x.student_id
  JOIN hostel_bed_spaces b ON b.id = x.bed_space_id
  JOIN hostel_rooms r ON r.id = b.room_id
  JOIN hostels h ON h.id = r.hostel_id
  JOIN hostel_categories c ON c.id = r.category_id
  LEFT JOIN invoices i ON i.id = x.invoice_id`;

interface ReservationRow extends Omit<Reservation, "heldUntil"> {
  heldUntil: Date | string | null;
  userId: number | null;
  bedLabel: string;
}

export interface ReservationFacts {
  reservation: Reservation;
  userId: number | null;
  bedLabel: string;
}

function factsOf(row: ReservationRow): ReservationFacts {
  const { userId, bedLabel, heldUntil, ...rest } = row;
  return {
    reservation: { ...rest, heldUntil: heldUntil === null ? null : new Date(heldUntil).toISOString() },
    userId,
    bedLabel,
  };
}

export async function reservationById(db: Db, id: number): Promise<ReservationFacts | undefined> {
  const [row] = await rowsOf<ReservationRow>(db, sql`${RESERVATION_SELECT} WHERE x.id = ${id}`);
  return row ? factsOf(row) : undefined;
}

/** The student's live reservation of the session, else their latest one; undefined if none. */
export async function reservationOfStudent(
  db: Db,
  studentId: number,
  sessionId: number,
): Promise<Reservation | undefined> {
  const [row] = await rowsOf<ReservationRow>(
    db,
    sql`${RESERVATION_SELECT} WHERE x.student_id = ${studentId} AND x.session_id = ${sessionId}
      ORDER BY (x.status IN ('held', 'confirmed')) DESC, x.id DESC LIMIT 1`,
  );
  return row ? factsOf(row).reservation : undefined;
}

/** Notification category of everything about a student's hostel bed (the bell opens /hostel). */
export const HOSTEL_NOTIFICATION_CATEGORY = "hostelReservation";

/** Tells the reservation's student (when they have an account) what happened to their bed. */
export async function notifyReservationStudent(
  db: Db,
  facts: ReservationFacts,
  type: string,
  message: string,
): Promise<void> {
  if (facts.userId === null) return;
  await createNotification(db, {
    userId: facts.userId,
    notificationType: type,
    notificationCategory: HOSTEL_NOTIFICATION_CATEGORY,
    message,
    requestProperties: { sessionId: facts.reservation.sessionId, semesterId: null },
  });
}
