import { expect, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../accessibility";
import { choose, combobox } from "../journey/formControls";
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

/** What the approval list shows: what waits for the signed-in person, or all they may see. */
export type Shown = "Waiting for you" | "All you may see";

/**
 * The signed-in course adviser lists the course registrations of `session`'s current (first)
 * semester (/approve_courses, or the same list under My Class) and answers the student's row.
 */
export async function registrationRow(
  page: Page,
  session: string,
  regNumber: string,
  list: "/approve_courses" | "/class/approve_courses" = "/approve_courses",
  shown: Shown = "All you may see",
) {
  await openInApp(page, list);
  await expect(page.getByRole("heading", { level: 1, name: "Course registration approval" })).toBeVisible();
  await choose(page, combobox(page, "Session"), session);
  await choose(page, combobox(page, "Show"), shown);
  return page.getByRole("row", { name: new RegExp(regNumber) });
}

/**
 * The course adviser approves the student's slip of `session` from the list of what waits for
 * them (asked first, saying what it does); it leaves that list, and its slip reads Approved.
 */
export async function approveRegistration(page: Page, session: string, regNumber: string): Promise<void> {
  const row = await registrationRow(page, session, regNumber, "/approve_courses", "Waiting for you");
  await expect(row).toContainText("Pending");
  await expectNoSeriousViolations(page);
  await row.getByRole("button", { name: `Approve ${regNumber}` }).click();
  const question = page.getByRole("dialog", { name: `Approve “${regNumber}”?` });
  await expect(question).toContainText("Each student is told their registration was approved.");
  await expectNoSeriousViolations(page);
  await question.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText("Course registration approved")).toBeVisible();
  await expect(row).toHaveCount(0);
  await choose(page, combobox(page, "Show"), "All you may see");
  const decided = page.getByRole("row", { name: new RegExp(regNumber) });
  await expect(decided).toContainText("Approved");
  await decided.getByRole("link", { name: `View of ${regNumber}` }).click();
  await expect(page).toHaveURL(/\/approve_courses\/view\?id=\d+$/);
  await expect(page.getByTestId("registration-status")).toHaveText("Approved");
  await expectNoSeriousViolations(page);
}

/** The signed-in student sees their slip of `term` approved, and opens it. */
export async function expectRegistrationApproved(page: Page, term: Term): Promise<void> {
  await openInApp(page, "/course_registration");
  await expect(page.getByRole("row", { name: new RegExp(term.session) })).toContainText("Approved");
  await page.getByRole("link", { name: `View slip of ${term.session}, ${term.semester}` }).click();
  await expect(page.getByTestId("registration-status")).toHaveText("Approved");
}
