import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailableBedSpace, Booking, HostelStanding } from "../../../src/contract/hostels";
import { BOOKING_REFUSALS } from "../../../src/schema/hostels/bookingRules";
import { queryRows } from "../../../src/server/db/database";
import { releaseExpiredHolds } from "../../../src/server/modules/hostels/holdRelease";
import {
  choosePayOutcome,
  createPaymentsTestApp,
  type PaymentsTestApp,
  studentAuthorization,
} from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";

type Headers = { authorization: string };

describe.each(databaseKinds)("hostel booking on %s", (kind) => {
  let t: PaymentsTestApp;
  const who: Record<string, Headers> = {};

  const call = async <T>(method: "GET" | "POST", url: string, headers: Headers, payload?: object) => {
    const answer = await t.app.inject({ method, url, headers, payload });
    return {
      status: answer.statusCode,
      body: answer.json() as { data: T; message?: string },
    };
  };
  const available = async (headers: Headers) =>
    (await call<AvailableBedSpace[]>("GET", "/api/Hostel/available-bed-spaces", headers)).body.data;
  const book = (headers: Headers, bedSpaceId: number) =>
    call<Booking>("POST", "/api/Hostel/book-bed-space", headers, { bedSpaceId });
  const liveReservations = () =>
    queryRows<{ student_id: number; bed_space_id: number }>(
      t.database.db,
      sql`SELECT student_id, bed_space_id FROM hostel_reservations WHERE status IN ('held', 'confirmed')`,
    );

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const users = await queryRows<{ id: number; user_name: string }>(
      t.database.db,
      sql`SELECT id, user_name FROM users WHERE user_name IN ('student', 'jupebstudent', 'pgstudent')`,
    );
    for (const user of users)
      who[user.user_name] = await studentAuthorization(t, { id: user.id, userName: user.user_name });
  }, 180_000);
  afterAll(async () => t?.close());

  it("offers the demo's NCE and JUPEB beds to both students, priced by the fee setup, and not to a postgraduate", async () => {
    const forStudent = await available(who.student as Headers);
    const forJupeb = await available(who.jupebstudent as Headers);
    const shared = forStudent.filter((bed) => bed.category === "NCE and JUPEB students");
    expect(shared.length).toBeGreaterThanOrEqual(25);
    expect(forJupeb.filter((bed) => bed.category === "NCE and JUPEB students")).toHaveLength(shared.length);
    expect(shared[0]?.price).toBe(3_500_000);
    // The bed the demo marks out of service is never offered.
    expect(
      shared.some((bed) => bed.hostel === "Sardauna Hall" && bed.room === "110" && bed.bedSpace === "Bed 4"),
    ).toBe(false);
    const forPg = await available(who.pgstudent as Headers);
    expect(forPg.some((bed) => bed.category === "NCE and JUPEB students")).toBe(false);
    expect(forPg.some((bed) => bed.category === "Postgraduate students")).toBe(true);
  });

  it("books a bed with its invoice, refuses a second bed and a taken one with 409, and paying confirms it", async () => {
    const student = who.student as Headers;
    const [bed, other] = await available(student);
    if (!bed || !other) throw new Error("no free beds in the demo");
    const booked = await book(student, bed.bedSpaceId);
    expect(booked.status).toBe(200);
    expect(booked.body.data.reservation).toMatchObject({ status: "held", bedSpaceId: bed.bedSpaceId });
    expect(booked.body.data.reservation.heldUntil).not.toBeNull();
    expect(booked.body.data.invoice).toMatchObject({ amount: 3_500_000, isPaid: false });

    const again = await book(student, other.bedSpaceId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BOOKING_REFUSALS.alreadyHolds("2026/2027"));
    const taken = await book(who.jupebstudent as Headers, bed.bedSpaceId);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(BOOKING_REFUSALS.bedTaken);
    const notMine = await book(who.pgstudent as Headers, other.bedSpaceId);
    expect(notMine.status).toBe(403);
    expect((await available(who.jupebstudent as Headers)).some((b) => b.bedSpaceId === bed.bedSpaceId)).toBe(
      false,
    );

    const started = await call<{ cardPaymentLink: string }>(
      "POST",
      "/api/Payment/initiate-payment",
      student,
      {
        invoiceNumber: booked.body.data.invoice.invoiceNumber,
      },
    );
    expect(started.status).toBe(200);
    expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
    const standing = (await call<HostelStanding>("GET", "/api/Hostel/my-hostel", student)).body.data;
    expect(standing.window.state).toBe("open");
    expect(standing.reservation).toMatchObject({
      status: "confirmed",
      heldUntil: null,
      bedSpaceId: bed.bedSpaceId,
    });
    // A paid booking is final: the release job leaves it even when its hold time is long past.
    await t.database.db.execute(
      sql`UPDATE hostel_reservations SET held_until = now() - interval '1 day' WHERE bed_space_id = ${bed.bedSpaceId}`,
    );
    expect(await releaseExpiredHolds(t.database.db)).toEqual([]);
  });

  it("releases an unpaid hold that ran out, tells the student, and the bed can be booked again", async () => {
    const jupeb = who.jupebstudent as Headers;
    const [bed] = await available(jupeb);
    if (!bed) throw new Error("no free beds in the demo");
    const held = await book(jupeb, bed.bedSpaceId);
    expect(held.status).toBe(200);
    // Still inside the hold: nothing is released.
    expect(await releaseExpiredHolds(t.database.db)).toEqual([]);
    await t.database.db.execute(
      sql`UPDATE hostel_reservations SET held_until = now() - interval '1 minute' WHERE id = ${held.body.data.reservation.reservationId}`,
    );
    expect(await releaseExpiredHolds(t.database.db)).toEqual([held.body.data.reservation.reservationId]);
    const standing = (await call<HostelStanding>("GET", "/api/Hostel/my-hostel", jupeb)).body.data;
    expect(standing.reservation?.status).toBe("expired");
    const bell = await call<{ items: { notificationType: string }[] }>(
      "GET",
      "/api/Notification/recent",
      jupeb,
    );
    expect(bell.body.data.items.map((item) => item.notificationType)).toContain("Hostel hold expired");
    expect((await available(jupeb)).some((b) => b.bedSpaceId === bed.bedSpaceId)).toBe(true);
    const rebooked = await book(jupeb, bed.bedSpaceId);
    expect(rebooked.status).toBe(200);
    // The session's one hostel invoice is used again for the new booking.
    expect(rebooked.body.data.invoice.invoiceNumber).toBe(held.body.data.invoice.invoiceNumber);
  });

  it("gives 200 concurrent attempts on 20 free beds exactly 20 bookings, never two beds for one student", async () => {
    const db = t.database.db;
    const [room] = await queryRows<{ hostel_id: number }>(
      db,
      sql`INSERT INTO hostels (name, code) VALUES ('Rush Hall', 'RUSH') RETURNING id AS hostel_id`,
    );
    const [category] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO hostel_categories (name) VALUES ('Rush category') RETURNING id`,
    );
    await db.execute(
      sql`INSERT INTO hostel_rooms (hostel_id, name, category_id, capacity)
        SELECT ${room?.hostel_id}, n::text, ${category?.id}, 4 FROM generate_series(1, 5) AS n`,
    );
    const beds = (
      await queryRows<{ id: number }>(
        db,
        sql`SELECT b.id FROM hostel_bed_spaces b JOIN hostel_rooms r ON r.id = b.room_id WHERE r.hostel_id = ${room?.hostel_id} ORDER BY b.id`,
      )
    ).map((row) => row.id);
    expect(beds).toHaveLength(20);
    // 100 students with accounts, copies of the demo student's programme and level.
    const students = await queryRows<{ user_id: number }>(
      db,
      sql`WITH made AS (
          INSERT INTO users (user_name, full_name, user_type, password_hash)
          SELECT 'rush' || n, 'Rush Student' || n, 'student', '!' FROM generate_series(1, 100) AS n RETURNING id, user_name
        )
        INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id, level_id, student_type_id,
          mode_of_entry_id, mode_of_study_id, session_of_entry_id, user_id)
        SELECT 'RUSH/' || m.id, 'Rush', 'Student', s.programme_id, s.department_id, s.level_id, s.student_type_id,
          s.mode_of_entry_id, s.mode_of_study_id, s.session_of_entry_id, m.id
        FROM made m, students s WHERE s.reg_number = 'NCE/2025/CSC/0101' RETURNING user_id`,
    );
    expect(students).toHaveLength(100);
    const headers = await Promise.all(
      students.map((row) => studentAuthorization(t, { id: row.user_id, userName: `rush${row.user_id}` })),
    );
    // Each student tries two different beds at once: 200 attempts, ten on every bed.
    const attempts = headers.flatMap((header, i) => [
      book(header, beds[i % 20] as number),
      book(header, beds[(i + 7) % 20] as number),
    ]);
    const answers = await Promise.all(attempts);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const live = (await liveReservations()).filter((row) => beds.includes(row.bed_space_id));
    expect(live).toHaveLength(20);
    expect(new Set(live.map((row) => row.bed_space_id)).size).toBe(20);
    expect(new Set(live.map((row) => row.student_id)).size).toBe(20);
  }, 180_000);
});
