import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../accessibility";
import { registrationRow, type Term } from "./registration";

/**
 * A course adviser's view of one student (spec section 2, /class/results/student): from the class's
 * course registrations, the student's record — each term's registered courses, their results
 * (published or, marked, not yet), and GPA and CGPA.
 */

/** The signed-in adviser opens the student's record from My Class's course registrations of `session`. */
export async function openAdviseeRecord(page: Page, session: string, regNumber: string): Promise<void> {
  const row = await registrationRow(page, session, regNumber, "/class/approve_courses");
  await row.getByRole("link", { name: `Record of ${regNumber}` }).click();
  await expect(page).toHaveURL(/\/class\/results\/student\?studentId=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Student record" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Matric number/ })).toContainText(regNumber);
  await expectNoSeriousViolations(page);
}

/** On a student's record: the section of `term`. */
export function recordTerm(page: Page, term: Term): Locator {
  return page.getByRole("region", { name: `${term.session} · ${term.semester}` });
}

/** On a term of a record: a course's line shows its grade (if any) and says where its result stands. */
export async function expectRecordLine(
  term: Locator,
  line: { code: string; grade: string; standing: string },
): Promise<void> {
  const row = term.getByRole("row", { name: new RegExp(`^${line.code}\\b`) });
  await expect(row.getByRole("cell").nth(6)).toHaveText(line.grade);
  await expect(row.getByRole("cell").nth(8)).toHaveText(line.standing);
}
