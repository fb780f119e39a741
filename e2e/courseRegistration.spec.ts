import { seedCourseRegistration } from "../src/server/db/seed/courseRegistration";
import { demoCollegeTest } from "./academic/demoCollege";
import {
  approveRegistration,
  chooseCourses,
  expectRegistrationApproved,
  startRegistration,
  submitRegistration,
  type Term,
} from "./academic/registration";
import { expectNoSeriousViolations } from "./accessibility";
import { expect } from "./fixtures";
import { pageOverflow, wordsSplitAcrossLines } from "./layout";
import { openInApp, signIn, switchUser } from "./session";

/**
 * Course registration end to end on the demo college: `student` (Computer Science Education, 200
 * level) registers the first semester of 2026/2027, `lecturer` (their class's course adviser)
 * approves, and the student sees Approved. A worker of its own keeps the seeded college here.
 */
const test = demoCollegeTest([seedCourseRegistration]);

const TERM: Term = { session: "2026/2027", semester: "First Semester" };
const MATRIC = "NCE/2025/CSC/0101";

test("a student registers, the course adviser approves, the student sees Approved", async ({ page }) => {
  test.setTimeout(120_000); // three sign-ins and six pages, each checked with axe
  await signIn(page, "student");
  await startRegistration(page, TERM);
  await chooseCourses(page, {
    ticked: ["CSC 211"],
    electives: ["CSC 216"],
    units: { before: 17, after: 19, max: 24 },
  });
  // Spec section 9's narrow screens: the list and the total still fit.
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: test.info().outputPath("register-600.png"), fullPage: true });
  await expect(page.getByRole("button", { name: "Register courses" })).toBeInViewport();
  // A phone: the course's type moves under its title, and nothing overflows sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
  await submitRegistration(page, 19);
  // The slip on a phone: its words stay whole ("Compulsory", not "Compul / sory") and it fits.
  await page.setViewportSize({ width: 390, height: 844 });
  const slip = page.getByRole("table", { name: "Registered courses" });
  await expect(slip).toBeVisible();
  expect(await wordsSplitAcrossLines(slip)).toEqual([]);
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: test.info().outputPath("slip-print.png"), fullPage: true });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The adviser (the demo lecturer) approves from /approve_courses.
  await switchUser(page, "lecturer");
  await approveRegistration(page, TERM.session, MATRIC);
  // Staff read the same slip at the spec's /course_registration/view, without the decision buttons.
  const slipId = new URL(page.url()).searchParams.get("id");
  await openInApp(page, `/course_registration/view?id=${slipId}`);
  await expect(page.getByTestId("registration-status")).toHaveText("Approved");
  await expect(page.getByText(MATRIC)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reject" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/course_registration\/view\?id=\d+$/);

  await switchUser(page, "student");
  // The list of registrations fits a phone too.
  await openInApp(page, "/course_registration");
  await expect(page.getByRole("table", { name: "Your course registrations" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectRegistrationApproved(page, TERM);
  // The courseApproval notification opens the bare /course_registration/view: the latest slip.
  await openInApp(page, "/course_registration/view");
  await expect(page.getByTestId("registration-status")).toHaveText("Approved");
  await expect(page.getByText(/Approved by/)).toBeVisible();
  await expectNoSeriousViolations(page);
});
