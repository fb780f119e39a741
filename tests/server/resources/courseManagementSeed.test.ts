import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COURSES, DEMO_LECTURERS, seedCourseManagement } from "../../../src/server/db/seed/courses";
import { seedDemoData } from "../../../src/server/db/seed/seed";
import { buildRegistry, readResourceFiles } from "../../../src/server/modules/resources/resourceRegistry";
import { caller, listAll, registrar } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

const registry = buildRegistry(await readResourceFiles());
const COURSE_LISTS = [
  "lecturers",
  "courses",
  "course-assignments",
  "unit-loads",
  "student-unit-limits",
  "course-registration-windows",
  "student-registration-openings",
  "borrowed-course-requests",
];

describe.each(databaseKinds)("the demo course management on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedDemoData(t.database.db);
  });
  afterAll(async () => t?.close());

  const all = (name: string) => listAll(call, registrar, name);

  it("seeds every lecturer and course, once, however often it runs", async () => {
    expect(await all("lecturers")).toHaveLength(DEMO_LECTURERS.length);
    expect(await all("courses")).toHaveLength(DEMO_COURSES.length);
    expect(await seedCourseManagement(t.database.db)).toEqual({
      lecturers: 0,
      courses: 0,
      courseAssignments: 0,
      unitLoads: 0,
      registrationWindows: 0,
      borrowedCourseRequests: 0,
    });
    expect(await all("lecturers")).toHaveLength(DEMO_LECTURERS.length);
  });

  it("holds rows its own lists would accept (the seed passes the resource files' schemas)", async () => {
    for (const name of COURSE_LISTS) {
      const resource = registry.resources.get(name)!;
      const rows = await all(name);
      expect(rows.length, name).toBeGreaterThan(0);
      for (const { id: _id, ...row } of rows) {
        const data = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
        expect(resource.validate(data), `${name}: ${JSON.stringify(resource.validate.errors)}`).toBe(true);
      }
    }
  });

  it("links the demo lecturer, head of department and dean to their lecturer rows", async () => {
    const linked = await t.database.session((session) =>
      session.query<{ user_name: string; full_name: string }>(
        // The evaluation demo's lecturers have accounts of their own (aper.*, seed/performanceEvaluations.ts).
        "SELECT u.user_name, l.full_name FROM lecturers l JOIN users u ON u.id = l.user_id WHERE u.user_name NOT LIKE 'aper.%' ORDER BY u.user_name",
      ),
    );
    expect(linked).toEqual([
      { user_name: "dean", full_name: "Garba, Aisha" },
      { user_name: "hod", full_name: "Obi, Emeka Chukwudi" },
      { user_name: "lecturer", full_name: "Ibrahim, Yusuf" },
    ]);
  });

  it("opens 2026/2027's first semester registration and leaves borrowed requests to decide", async () => {
    const sessions = await all("sessions");
    const current = sessions.find((session) => session.name === "2026/2027");
    const windows = await all("course-registration-windows");
    expect(windows.length).toBeGreaterThan(0);
    for (const window of windows)
      expect(window).toMatchObject({ sessionId: current?.id, semesterId: 1, isOpen: true });
    const requests = await all("borrowed-course-requests");
    expect(requests.filter((request) => request.status === "pending").length).toBeGreaterThanOrEqual(2);
  });

  it("lists courses and lecturers as drop-downs ordered by their label; lecturers only for staff", async () => {
    const courses = await call(registrar, "GET", "/api/Lookups/courses");
    expect(courses.statusCode).toBe(200);
    const courseNames = (courses.json().data as { name: string }[]).map((option) => option.name);
    expect(courseNames).toContain("CSC 111 - Introduction to Computer Science");
    expect(courseNames).toEqual([...courseNames].sort());

    const lecturers = await call(registrar, "GET", "/api/Lookups/lecturers");
    const lecturerNames = (lecturers.json().data as { name: string }[]).map((option) => option.name);
    expect(lecturerNames).toHaveLength(DEMO_LECTURERS.length);
    expect(lecturerNames).toEqual([...lecturerNames].sort());
    expect((await call(undefined, "GET", "/api/Lookups/lecturers")).statusCode).toBe(401);
  });
});
