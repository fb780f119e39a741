import { type SQL, sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { DEMO_COURSES, seedCourseManagement } from "../src/server/db/seed/courses";
import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { seedDemoStudents } from "../src/server/db/seed/students/demoStudents";
import { expectNoSeriousViolations } from "./accessibility";
import { test as base, type E2EServer, expect } from "./fixtures";
import { signIn } from "./session";

/**
 * The role dashboards on the demo college. The shared e2e database holds reference lists and
 * accounts only; this file seeds the demo college (Schools, departments, sessions, students,
 * lecturers, courses, borrowed-course requests) and makes the dean the dean of the School of Science
 * Education. Adding a worker fixture gives these tests a worker (and so a server and database)
 * of their own, so the seeded rows never reach the other specs.
 */
const test = base.extend<object, { demoCollege: undefined }>({
  demoCollege: [
    async ({ server }, use) => {
      const db = server.database.db;
      await seedSchoolSetup(db);
      await seedDemoStudents(db); // the demo accounts' records, and the students the requests name
      await seedCourseManagement(db); // also makes `dean` dean of Science Education
      await use(undefined);
    },
    { scope: "worker", auto: true, timeout: 60_000 },
  ],
});

async function countRows(server: E2EServer, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(server.database.db, query);
  return row?.n ?? 0;
}

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

test("the registrar sees the college's real figures and reaches the list behind one", async ({
  page,
  server,
}) => {
  const schools = await countRows(server, sql`SELECT count(*)::int AS n FROM faculties WHERE active`);
  const courses = await countRows(server, sql`SELECT count(*)::int AS n FROM courses WHERE active`);
  const pending = await countRows(
    server,
    sql`SELECT count(*)::int AS n FROM borrowed_course_requests b JOIN academic_sessions s ON s.id = b.session_id
        WHERE s.is_current AND b.status = 'pending'`,
  );
  expect(schools).toBe(7);
  expect(pending).toBeGreaterThan(0);

  await signIn(page, "registrar");
  const figures = page.getByRole("region", { name: "At a glance" });
  await expect(figures).toContainText("Session 2026/2027 (current) · First Semester");
  const figure = (name: string) => figures.getByRole("group", { name, exact: true });
  const number = (name: string) => figure(name).locator(".figure-value");
  await expect(number("Schools")).toHaveText(String(schools));
  await expect(number("Courses")).toHaveText(String(courses));
  await expect(number("Pending borrowed courses")).toHaveText(String(pending));
  await expect(page.getByRole("heading", { name: "Your work areas" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // An earlier session has no borrowed-course requests.
  await figures.getByLabel("Session").selectOption({ label: "2024/2025" });
  await expect(figures).toContainText("Session 2024/2025 · First Semester");
  await expect(number("Pending borrowed courses")).toHaveText("0");

  await figure("Pending borrowed courses").getByRole("link", { name: "Review borrowed courses" }).click();
  await expect(page).toHaveURL(/\/course_management\/approved_borrowed_reg$/);
  await expect(page.getByRole("heading", { name: "Borrowed course requests" })).toBeVisible();
});

test("a lecturer sees the courses assigned to them this session", async ({ page }) => {
  await signIn(page, "lecturer");
  const table = page.getByRole("table", { name: "Courses assigned to you in 2026/2027" });
  // The header and the Computer Science courses (the catalogue's six and the registration demo's five).
  const computerScience = DEMO_COURSES.filter((course) => course.department === "CSC");
  await expect(table.getByRole("row")).toHaveCount(computerScience.length + 1);
  await expect(table.getByRole("row", { name: /CSC 111/ })).toContainText("Introduction to Computer Science");
  await expect(page.getByText("Lecturer II, Computer Science Education")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pending approvals" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("the dean sees the borrowed-course requests of their School waiting for them", async ({ page }) => {
  await signIn(page, "dean");
  const approvals = page.getByRole("region", { name: "Pending approvals" });
  await expect(approvals.getByRole("heading", { name: "Dean, School of Science Education" })).toBeVisible();
  // PHY 111 and CHM 111 are pending in Science; YOR 111 (Languages) is not the dean's.
  await expect(approvals).toContainText("2 borrowed-course requests are waiting for your decision.");
  await expect(approvals).not.toContainText("YOR 111");
  await expectNoSeriousViolations(page);
});

test("a student sees their record, the current session and whether course registration is open", async ({
  page,
}) => {
  await signIn(page, "student");
  const term = page.getByRole("region", { name: "This session" });
  // Matric number, programme and level come from the student record linked to the account.
  await expect(term.getByRole("definition").first()).toHaveText("NCE/2025/CSC/0101");
  await expect(term).toContainText("Nigeria Certificate in Education");
  await expect(term).toContainText("200 Level");
  await expect(term).toContainText("2026/2027");
  await expect(term).toContainText("First Semester");
  await expect(term).toContainText("NCE");
  await expect(term).toContainText(/Course registration(Open|Closed)/);
  await expectNoSeriousViolations(page);
});

test("at 600 px the figures and the course table fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await signIn(page, "registrar");
  await expect(page.getByRole("group", { name: "Schools", exact: true })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);

  await page.context().clearCookies();
  await signIn(page, "lecturer");
  await expect(page.getByRole("table", { name: /Courses assigned to you/ })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
