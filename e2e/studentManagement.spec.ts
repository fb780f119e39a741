import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { seedCourseRegistration } from "../src/server/db/seed/courseRegistration";
import { seedCourseManagement } from "../src/server/db/seed/courses";
import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { seedDemoStudents } from "../src/server/db/seed/students/demoStudents";
import { expectNoSeriousViolations } from "./accessibility";
import { test as base, expect } from "./fixtures";
import { signIn } from "./session";

/**
 * Student management on the demo college: the registrar finds `student` (NCE/2025/CSC/0101),
 * edits the record, uploads a passport, deactivates and reactivates the account; the student
 * edits their own profile; the registrar adds and drops a course on the student's registration.
 */
const test = base.extend<object, { demoCollege: undefined }>({
  demoCollege: [
    async ({ server }, use) => {
      const db = server.database.db;
      await seedSchoolSetup(db);
      await seedDemoStudents(db);
      await seedCourseManagement(db);
      await seedCourseRegistration(db);
      await use(undefined);
    },
    { scope: "worker", auto: true, timeout: 60_000 },
  ],
});

const MATRIC = "NCE/2025/CSC/0101";
// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Client-side navigation: a reload would ask the rating question again. */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

test("the registrar finds a student, edits them, uploads a passport, deactivates and reactivates", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "registrar");
  await open(page, "/student_management/search_student");
  await page.getByRole("searchbox").fill(MATRIC);
  const link = page.getByRole("link", { name: MATRIC });
  await expect(link).toBeVisible();
  await expectNoSeriousViolations(page);
  await link.click();

  await expect(page).toHaveURL(/\/student_management\/view\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "Student profile" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Adeyemi/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Edit", exact: true }).click();

  await expect(page).toHaveURL(/\/student_management\/view\/edit\?id=\d+$/);
  const homeTown = page.getByRole("textbox", { name: "Home town", exact: true });
  await homeTown.fill("Ogbomoso");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Student updated")).toBeVisible();
  // A passport (the server checks the bytes again: tests/server/studentManagement).
  await page
    .locator('input[type="file"][name="root_passport"]')
    .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Upload photograph" }).click();
  await expect(page.getByText("Passport photograph saved")).toBeVisible();
  await expect(page.getByRole("img", { name: /Passport photograph of/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath("student-edit.png"), fullPage: true });

  await page.getByRole("link", { name: "Back to the student's profile" }).click();
  await expect(page.getByRole("cell", { name: "Ogbomoso" })).toBeVisible();
  await page.getByRole("button", { name: "Deactivate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("Student deactivated")).toBeVisible();
  await expect(page.getByRole("cell", { name: /deactivated: cannot sign in/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("student-view.png"), fullPage: true });
  await page.getByRole("button", { name: "Activate" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText("Student activated")).toBeVisible();
  await expect(page.getByRole("cell", { name: /\(claimed\)/ })).toBeVisible();
});

test("a student edits their own contacts and next of kin", async ({ page }) => {
  await signIn(page, "student");
  await open(page, "/profile");
  await expect(page.getByRole("heading", { name: "Update contacts and next of kin" })).toBeVisible();
  await expectNoSeriousViolations(page);
  const phone = page.getByRole("textbox", { name: "Phone number", exact: true });
  await phone.fill("12345");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("invalid phone number").first()).toBeVisible();
  await phone.fill("08035550101");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(page.getByRole("cell", { name: "08035550101" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("own-profile.png"), fullPage: true });
});

test("the registrar adds and drops a course on a student's registration", async ({ page, server }) => {
  const db = server.database.db;
  // The student's first-semester slip with two compulsory courses (the registration window is open in the seed).
  await db.execute(sql`INSERT INTO course_registrations (student_id, session_id, semester_id, level_id, programme_id,
      department_id, min_units, max_units)
    SELECT s.id, ses.id, 1, s.level_id, s.programme_id, s.department_id, 0, 24
    FROM students s, academic_sessions ses WHERE s.reg_number = ${MATRIC} AND ses.is_current
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO course_registration_courses (registration_id, course_id, units, kind)
    SELECT r.id, c.id, c.units, 'compulsory' FROM course_registrations r
    JOIN students s ON s.id = r.student_id, courses c
    WHERE s.reg_number = ${MATRIC} AND r.semester_id = 1 AND r.status = 'pending' AND c.code IN ('CSC 211', 'CSC 212')
    ON CONFLICT DO NOTHING`);
  await signIn(page, "registrar");
  await open(page, "/course_management/add_drop");
  await page.getByLabel("Matric number").fill(MATRIC);
  await page.getByRole("button", { name: "Find student" }).click();
  await expect(page.getByRole("heading", { name: /Adeyemi/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: /Add or drop courses of .*First Semester/ }).click();
  const drop = page.getByRole("checkbox", { name: /Drop CSC 212/ });
  await drop.locator("..").click();
  const add = page.getByRole("checkbox", { name: /Add CSC 216/ });
  await add.locator("..").click();
  await page.getByLabel("Reason").fill("Timetable clash");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Courses updated")).toBeVisible();
  const history = page.getByRole("table", { name: "Add/drop history" });
  await expect(history).toContainText("Timetable clash");
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(page.getByRole("checkbox", { name: /Drop CSC 216/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("add-drop.png"), fullPage: true });
});
