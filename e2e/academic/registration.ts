import { expect, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../accessibility";
import { openInApp } from "../session";

/**
 * Course registration through the browser (spec section 2, /course_registration/*, /approve_courses):
 * the student picks a term and courses and registers; the course adviser approves the slip; the
 * student sees it approved. Each step checks its pages with axe.
 */

/** A term as the pickers label it. */
export interface Term {
  session: string;
  semester: "First Semester" | "Second Semester";
}

/** The signed-in student opens Course Registration and chooses `term`: the registration page opens. */
export async function startRegistration(page: Page, term: Term): Promise<void> {
  await openInApp(page, "/course_registration");
  await expect(page.getByRole("heading", { name: "Course Registration" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Register courses" }).click();
  await expect(page).toHaveURL(/\/course_registration\/session$/);
  await page.getByRole("combobox", { name: "Session" }).selectOption({ label: term.session });
  await page.getByRole("combobox", { name: "Semester" }).selectOption({ label: term.semester });
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/course_registration\/register\?sessionId=\d+&semesterId=\d$/);
}

export interface CourseChoice {
  /** Codes the page ticks itself (compulsory courses). */
  ticked: string[];
  /** Codes the student ticks (electives). */
  electives: string[];
  /** The unit total shown before and after ticking the electives, and the term's maximum. */
  units: { before: number; after: number; max: number };
}

const unitTotal = (units: number, max: number) => `${units} of at most ${max} units chosen`;

/** On the registration page: the compulsory courses come ticked, the student ticks the electives. */
export async function chooseCourses(page: Page, choice: CourseChoice): Promise<void> {
  for (const code of choice.ticked)
    await expect(page.getByRole("checkbox", { name: new RegExp(`Register ${code}`) })).toBeChecked();
  await expect(page.getByTestId("unit-total")).toHaveText(unitTotal(choice.units.before, choice.units.max));
  for (const code of choice.electives) {
    const elective = page.getByRole("checkbox", { name: new RegExp(`Register ${code}`) });
    await expect(elective).not.toBeChecked();
    // The box a person clicks is the checkbox's label (Blueprint draws it over the hidden input).
    await elective.locator("..").click();
    await expect(elective).toBeChecked();
  }
  await expect(page.getByTestId("unit-total")).toHaveText(unitTotal(choice.units.after, choice.units.max));
  await expectNoSeriousViolations(page);
}

/** Registers the chosen courses: the slip opens, pending approval, with `units` in total. */
export async function submitRegistration(page: Page, units: number): Promise<void> {
  await page.getByRole("button", { name: "Register courses" }).click();
  await expect(page).toHaveURL(/\/course_registration\/view\?id=\d+$/);
  await expect(page.getByTestId("registration-status")).toHaveText("Pending approval");
  await expect(page.getByTestId("registration-total")).toHaveText(String(units));
  await expect(page.getByRole("heading", { name: "Course Registration Slip" })).toBeVisible();
  await expectNoSeriousViolations(page);
}

/**
 * The signed-in course adviser lists the course registrations of `session`'s first semester
 * (/approve_courses, or the same list under My Class) and answers the student's row.
 */
export async function registrationRow(
  page: Page,
  session: string,
  regNumber: string,
  list: "/approve_courses" | "/class/approve_courses" = "/approve_courses",
) {
  await openInApp(page, list);
  await page.getByRole("combobox", { name: "Session" }).selectOption({ label: session });
  await page.getByRole("button", { name: "Show registrations" }).click();
  return page.getByRole("row", { name: new RegExp(regNumber) });
}

/** The signed-in course adviser finds the student's pending slip of `session` on /approve_courses. */
export async function openSlipToApprove(page: Page, session: string, regNumber: string): Promise<void> {
  const row = await registrationRow(page, session, regNumber);
  await expect(row).toContainText("Pending approval");
  await expectNoSeriousViolations(page);
  await row.getByRole("link", { name: `View ${regNumber}` }).click();
  await expect(page.getByTestId("registration-status")).toHaveText("Pending approval");
  await expectNoSeriousViolations(page);
}

/** The course adviser approves the student's slip of `session`. */
export async function approveRegistration(page: Page, session: string, regNumber: string): Promise<void> {
  await openSlipToApprove(page, session, regNumber);
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByTestId("registration-status")).toHaveText("Approved");
  await expect(page.getByText("Course registration approved")).toBeVisible();
}

/** The signed-in student sees their slip of `term` approved, and opens it. */
export async function expectRegistrationApproved(page: Page, term: Term): Promise<void> {
  await openInApp(page, "/course_registration");
  await expect(page.getByRole("row", { name: new RegExp(term.session) })).toContainText("Approved");
  await page.getByRole("link", { name: `View slip of ${term.session}, ${term.semester}` }).click();
  await expect(page.getByTestId("registration-status")).toHaveText("Approved");
}
