import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AvailableBedSpace } from "../../../src/contract/hostels";
import { BOOKING_REFUSALS } from "../../../src/schema/hostels/bookingRules";
import { queryRows } from "../../../src/server/db/database";
import { BED_OUT_OF_SERVICE, LOWER_CAPACITY } from "../../../src/server/modules/resources/hooks/hostels";
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  studentAuthorization,
} from "../../support/paymentsTestApp";
import { bearer } from "../../support/sessionToken";
import { databaseKinds } from "../../support/testDatabase";

type Headers = { authorization: string };

/** The hostel office's rules over the generic lists: beds from capacity, service, assign / move / deactivate told to the student. */
describe.each(databaseKinds)("the hostel office on %s", (kind) => {
  let t: PaymentsTestApp;
  let officer: Headers;
  let student: Headers;
  let studentId: number;
  let sessionId: number;

  const call = async <T>(method: "GET" | "POST" | "PUT", url: string, headers: Headers, payload?: object) => {
    const answer = await t.app.inject({ method, url, headers, payload });
    return { status: answer.statusCode, body: answer.json() as { data: T; message?: string } };
  };
  const bell = async () =>
    (
      await call<{ items: { notificationType: string; message: string }[] }>(
        "GET",
        "/api/Notification/recent",
        student,
      )
    ).body.data.items;
  const bedsOf = (room: number) =>
    queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`SELECT id, name FROM hostel_bed_spaces WHERE room_id = ${room} ORDER BY id`,
    );

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const [user] = await queryRows<{ id: number; student_id: number }>(
      t.database.db,
      sql`SELECT u.id, s.id AS student_id FROM users u JOIN students s ON s.user_id = u.id WHERE u.user_name = 'student'`,
    );
    if (!user) throw new Error("no demo student");
    student = await studentAuthorization(t, { id: user.id, userName: "student" });
    studentId = user.student_id;
    sessionId = t.currentSessionId;
    officer = await bearer(t.app, {
      id: 900_001,
      userName: "hostel-officer",
      userType: "official",
      roles: ["hostel"],
      claims: [],
    });
  }, 180_000);
  afterAll(async () => t?.close());

  it("makes a room's bed spaces from its capacity, adds more when raised and refuses lowering it", async () => {
    const [category] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM hostel_categories ORDER BY id LIMIT 1`,
    );
    const [hostel] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM hostels ORDER BY id LIMIT 1`,
    );
    const room = { hostelId: hostel?.id, name: "900", categoryId: category?.id, capacity: 3 };
    const made = await call<{ id: number }>("POST", "/api/resources/hostel-rooms", officer, room);
    expect(made.status).toBe(201);
    expect((await bedsOf(made.body.data.id)).map((bed) => bed.name)).toEqual(["Bed 1", "Bed 2", "Bed 3"]);
    const raised = await call("PUT", `/api/resources/hostel-rooms/${made.body.data.id}`, officer, {
      ...room,
      capacity: 5,
    });
    expect(raised.status).toBe(200);
    expect(await bedsOf(made.body.data.id)).toHaveLength(5);
    const lowered = await call("PUT", `/api/resources/hostel-rooms/${made.body.data.id}`, officer, {
      ...room,
      capacity: 2,
    });
    expect(lowered.status).toBe(400);
    expect(lowered.body.message).toBe(LOWER_CAPACITY(5));
  });

  it("keeps a bed out of service from students and from assignment", async () => {
    const [bed] = (await call<AvailableBedSpace[]>("GET", "/api/Hostel/available-bed-spaces", student)).body
      .data;
    if (!bed) throw new Error("no free bed");
    const off = await call(
      "POST",
      `/api/resources/hostel-bed-spaces/${bed.bedSpaceId}/actions/out-of-service`,
      officer,
    );
    expect(off.status).toBe(200);
    const offered = (await call<AvailableBedSpace[]>("GET", "/api/Hostel/available-bed-spaces", student)).body
      .data;
    expect(offered.some((candidate) => candidate.bedSpaceId === bed.bedSpaceId)).toBe(false);
    const booked = await call("POST", "/api/Hostel/book-bed-space", student, { bedSpaceId: bed.bedSpaceId });
    expect(booked.status).toBe(409);
    expect(booked.body.message).toBe(BOOKING_REFUSALS.outOfService);
    const assigned = await call("POST", "/api/resources/hostel-reservations", officer, {
      studentId,
      sessionId,
      bedSpaceId: bed.bedSpaceId,
    });
    expect(assigned.status).toBe(400);
    expect(assigned.body.message).toBe(BED_OUT_OF_SERVICE);
    await call("POST", `/api/resources/hostel-bed-spaces/${bed.bedSpaceId}/actions/in-service`, officer);
  });

  it("assigns, moves and deactivates a student's bed, audited, telling the student each time", async () => {
    const [first, second] = (
      await call<AvailableBedSpace[]>("GET", "/api/Hostel/available-bed-spaces", student)
    ).body.data;
    if (!first || !second) throw new Error("no free beds");
    const assigned = await call<{ id: number; status: string }>(
      "POST",
      "/api/resources/hostel-reservations",
      officer,
      {
        studentId,
        sessionId,
        bedSpaceId: first.bedSpaceId,
      },
    );
    expect(assigned.status).toBe(201);
    expect(assigned.body.data.status).toBe("confirmed");
    expect((await bell())[0]).toMatchObject({ notificationType: "Hostel bed space assigned" });
    // Their own booking is refused now: one bed a session.
    expect(
      (await call("POST", "/api/Hostel/book-bed-space", student, { bedSpaceId: second.bedSpaceId })).status,
    ).toBe(409);

    const id = assigned.body.data.id;
    const moved = await call("PUT", `/api/resources/hostel-reservations/${id}`, officer, {
      studentId,
      sessionId,
      bedSpaceId: second.bedSpaceId,
    });
    expect(moved.status).toBe(200);
    expect((await bell())[0]?.message).toContain(`Room ${second.room} · ${second.bedSpace}`);

    const off = await call("POST", `/api/resources/hostel-reservations/${id}/actions/deactivate`, officer);
    expect(off.status).toBe(200);
    expect((await bell())[0]).toMatchObject({ notificationType: "Hostel reservation deactivated" });
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE entity = 'hostel-reservations' AND entity_id = ${String(id)} ORDER BY id`,
    );
    expect(audit.map((entry) => entry.action)).toEqual(["create", "update", "deactivate"]);
    // The bed is free again, and the student may book.
    const again = await call("POST", "/api/Hostel/book-bed-space", student, {
      bedSpaceId: second.bedSpaceId,
    });
    expect(again.status).toBe(200);
  });
});
