import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { ValidationError } from "../../../errors";
import { notifyReservationStudent, type ReservationFacts, reservationById } from "../../hostels/hostelRows";
import type { ResourceHooks } from "../resourceHooks";
import { rowsOf } from "../sqlRows";

/**
 * The hostel officer's lists (issue 23): a room's capacity only grows (its beds are made from it),
 * and every change to a student's reservation — assigned, moved, deactivated — is told
 * to the student in the write's transaction (the write itself is audited by the resource module).
 */

const idOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;

export const LOWER_CAPACITY = (beds: number) =>
  `this room has ${beds} bed spaces; take a bed out of service instead of lowering the room's capacity`;

export const hostelRoomsHooks: ResourceHooks = {
  async beforeWrite(tx, { kind, before, values }) {
    if (kind !== "update" || !before) return;
    const capacity = idOf(values?.capacity);
    if (capacity === undefined) return;
    const [beds] = await rowsOf<{ count: number }>(
      tx,
      sql`SELECT count(*)::int AS count FROM hostel_bed_spaces WHERE room_id = ${before.id as number}`,
    );
    if (beds && capacity < beds.count)
      throw new ValidationError([{ path: "capacity", message: LOWER_CAPACITY(beds.count) }]);
  },
};

export const BED_OUT_OF_SERVICE = "this bed space is out of service; put it back in service first";
export const MOVE_ONLY_LIVE = "only a held or confirmed reservation can be moved to another bed space";

async function checkInService(tx: Db, bedSpaceId: number): Promise<void> {
  const [bed] = await rowsOf<{ in_service: boolean }>(
    tx,
    sql`SELECT in_service FROM hostel_bed_spaces WHERE id = ${bedSpaceId}`,
  );
  if (bed && !bed.in_service)
    throw new ValidationError([{ path: "bedSpaceId", message: BED_OUT_OF_SERVICE }]);
}

/** The facts the notification names, of the bed and session given (the row may not exist yet). */
async function factsFor(
  tx: Db,
  studentId: number,
  sessionId: number,
  bedSpaceId: number,
): Promise<ReservationFacts | undefined> {
  const [row] = await rowsOf<{ user_id: number | null; label: string; session: string }>(
    tx,
    sql`SELECT st.user_id, b.label, s.name AS session FROM students st, hostel_bed_spaces b, academic_sessions s
      WHERE st.id = ${studentId} AND b.id = ${bedSpaceId} AND s.id = ${sessionId}`,
  );
  if (!row) return undefined;
  return {
    userId: row.user_id,
    bedLabel: row.label,
    reservation: {
      reservationId: 0,
      sessionId,
      session: row.session,
      status: "confirmed",
      heldUntil: null,
      bedSpaceId,
      bedSpace: "",
      hostel: "",
      room: "",
      category: "",
      invoiceNumber: null,
    },
  };
}

export const hostelReservationsHooks: ResourceHooks = {
  async beforeWrite(tx, { kind, before, values }) {
    if (kind === "create") {
      const studentId = idOf(values?.studentId);
      const sessionId = idOf(values?.sessionId);
      const bedSpaceId = idOf(values?.bedSpaceId);
      if (studentId === undefined || sessionId === undefined || bedSpaceId === undefined) return;
      await checkInService(tx, bedSpaceId);
      const facts = await factsFor(tx, studentId, sessionId, bedSpaceId);
      if (facts)
        await notifyReservationStudent(
          tx,
          facts,
          "Hostel bed space assigned",
          `The hostel office has assigned you ${facts.bedLabel} for ${facts.reservation.session}.`,
        );
      return;
    }
    const id = idOf(before?.id);
    if (id === undefined) return;
    const current = await reservationById(tx, id);
    if (!current) return;
    if (kind === "update") {
      const studentId = idOf(values?.studentId) ?? Number(before?.studentId);
      const bedSpaceId = idOf(values?.bedSpaceId) ?? current.reservation.bedSpaceId;
      const sessionId = idOf(values?.sessionId) ?? current.reservation.sessionId;
      const otherStudent = studentId !== Number(before?.studentId);
      if (
        !otherStudent &&
        bedSpaceId === current.reservation.bedSpaceId &&
        sessionId === current.reservation.sessionId
      )
        return;
      if (current.reservation.status !== "held" && current.reservation.status !== "confirmed")
        throw new ValidationError([{ path: "bedSpaceId", message: MOVE_ONLY_LIVE }]);
      await checkInService(tx, bedSpaceId);
      const moved = await factsFor(tx, studentId, sessionId, bedSpaceId);
      if (otherStudent) {
        await notifyReservationStudent(
          tx,
          current,
          "Hostel reservation deactivated",
          `The hostel office has given ${current.bedLabel} for ${current.reservation.session} to another student. Please contact the hostel office if this is unexpected.`,
        );
        if (moved)
          await notifyReservationStudent(
            tx,
            moved,
            "Hostel bed space assigned",
            `The hostel office has assigned you ${moved.bedLabel} for ${moved.reservation.session}.`,
          );
        return;
      }
      await notifyReservationStudent(
        tx,
        current,
        "Hostel bed space changed",
        `The hostel office has moved you from ${current.bedLabel} to ${moved?.bedLabel ?? "another bed space"} for ${moved?.reservation.session ?? current.reservation.session}.`,
      );
      return;
    }
    if (kind === "action" && values?.status === "released")
      await notifyReservationStudent(
        tx,
        current,
        "Hostel reservation deactivated",
        `The hostel office has deactivated your reservation of ${current.bedLabel} for ${current.reservation.session}. Please contact the hostel office if this is unexpected.`,
      );
  },
};
