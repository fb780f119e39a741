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
 * Course registration end to end on the demo college: `student` (Computer Science Education, 200
 * level) registers the first semester of 2026/2027, `lecturer` (their class's course adviser)
 * approves, and the student sees Approved. A worker of its own keeps the seeded college here.
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

test("a student registers, the course adviser approves, the student sees Approved", async ({ page }) => {
  test.setTimeout(120_000); // three sign-ins and six pages, each checked with axe
  await signIn(page, "student");
  await open(page, "/course_registration");
  await expect(page.getByRole("heading", { name: "Course Registration" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Register courses" }).click();

  await expect(page).toHaveURL(/\/course_registration\/session$/);
  await page.getByRole("combobox", { name: "Session" }).selectOption({ label: "2026/2027" });
  await page.getByRole("combobox", { name: "Semester" }).selectOption({ label: "First Semester" });
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/course_registration\/register\?sessionId=\d+&semesterId=1$/);
  const compulsory = page.getByRole("checkbox", { name: /Register CSC 211/ });
  await expect(compulsory).toBeChecked();
  const elective = page.getByRole("checkbox", { name: /Register CSC 216/ });
  await expect(elective).not.toBeChecked();
  await expect(page.getByTestId("unit-total")).toHaveText("17 of at most 24 units chosen");
  // The box a person clicks is the checkbox's label (Blueprint draws it over the hidden input).
  await elective.locator("..").click();
  await expect(elective).toBeChecked();
  await expect(page.getByTestId("unit-total")).toHaveText("19 of at most 24 units chosen");
  await expectNoSeriousViolations(page);
  // Spec section 9's narrow screens: the list and the total still fit.
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: test.info().outputPath("register-600.png"), fullPage: true });
  await expect(page.getByRole("button", { name: "Register courses" })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole("button", { name: "Register courses" }).click();

  await expect(page).toHaveURL(/\/course_registration\/view\?id=\d+$/);
  await expect(page.getByTestId("registration-status")).toHaveText("Pending approval");
  await expect(page.getByTestId("registration-total")).toHaveText("19");
  await expect(page.getByRole("heading", { name: "Course Registration Slip" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: test.info().outputPath("slip-print.png"), fullPage: true });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The adviser (the demo lecturer) approves from /approve_courses.
  await page.context().clearCookies();
  await signIn(page, "lecturer");
  await open(page, "/approve_courses");
  await page.getByRole("combobox", { name: "Session" }).selectOption({ label: "2026/2027" });
  await page.getByRole("button", { name: "Show registrations" }).click();
  const row = page.getByRole("row", { name: /NCE\/2025\/CSC\/0101/ });
  await expect(row).toContainText("Pending approval");
  await expectNoSeriousViolations(page);
  await row.getByRole("link", { name: "View NCE/2025/CSC/0101" }).click();
  await expect(page.getByTestId("registration-status")).toHaveText("Pending approval");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByTestId("registration-status")).toHaveText("Approved");
  await expect(page.getByText("Course registration approved")).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, "student");
  await open(page, "/course_registration");
  await expect(page.getByRole("row", { name: /2026\/2027/ })).toContainText("Approved");
  await page.getByRole("link", { name: "View slip of 2026/2027, First Semester" }).click();
  await expect(page.getByTestId("registration-status")).toHaveText("Approved");
  // The courseApproval notification opens the bare /course_registration/view: the latest slip.
  await open(page, "/course_registration/view");
  await expect(page.getByTestId("registration-status")).toHaveText("Approved");
  await expect(page.getByText(/Approved by/)).toBeVisible();
});
