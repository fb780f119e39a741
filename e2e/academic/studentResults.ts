import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../accessibility";
import type { Term } from "./registration";

/**
 * A student's results through the browser (spec section 2, /results and /results/result): the
 * published terms with their GPA and CGPA, and one semester's statement of result.
 */

/** The signed-in student opens Results from the main menu. */
export async function openResults(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Results" }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole("heading", { level: 1, name: "Results" })).toBeVisible();
}

/** On /results: the table of published terms. */
export function publishedTerms(page: Page): Locator {
  return page.getByRole("table", { name: "Published results by semester" });
}

/** On /results: the row of `term`. */
export function termRow(page: Page, term: Term): Locator {
  return publishedTerms(page).getByRole("row", { name: new RegExp(`${term.session}.*${term.semester}`) });
}

/** From /results, the statement of result of `term`. */
export async function openStatement(page: Page, term: Term): Promise<Locator> {
  await page.getByRole("link", { name: `View result: ${term.session} ${term.semester}` }).click();
  await expect(page).toHaveURL(/\/results\/result\?sessionId=\d+&semesterId=\d$/);
  const statement = page.getByRole("article", { name: "Statement of Result" });
  await expect(statement).toBeVisible();
  await expectNoSeriousViolations(page);
  return statement;
}

/** A course's line on a statement: its code, total score and grade. */
export async function expectStatementLine(
  statement: Locator,
  line: { code: string; total: string; grade: string },
): Promise<void> {
  const row = statement.getByRole("row", { name: new RegExp(`^${line.code}\\b`) });
  await expect(row.getByRole("cell").nth(5)).toHaveText(line.total);
  await expect(row.getByRole("cell").nth(6)).toHaveText(line.grade);
}
