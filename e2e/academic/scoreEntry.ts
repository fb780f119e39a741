import { expect, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { expectNoSeriousViolations } from "../accessibility";

/**
 * Score entry through the browser (spec section 2, /records): the lecturer opens My Courses and a
 * course's score sheet, uploads the sheet as XLSX (Matric Number, CA, Exam) and submits it for
 * approval. Each step checks its pages with axe.
 */

/** One student's scores as a lecturer types or uploads them. */
export interface ScoreLine {
  matricNumber: string;
  ca: number;
  exam: number;
}

const UPLOAD_LABEL = "Upload the score sheet (XLSX or CSV: Matric Number, CA, Exam)";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** An XLSX workbook with one sheet of `rows` (the first row the headings). */
export async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Scores");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The signed-in lecturer opens My Courses from the main menu (the latest session's first semester). */
export async function openMyCourses(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My Courses" }).click();
  await expect(page.getByRole("heading", { name: "My Courses", level: 1 })).toBeVisible();
}

/** On My Courses: the row of course `code`. */
export function courseRow(page: Page, code: string) {
  return page.getByRole("row", { name: new RegExp(code) });
}

/** On My Courses: course `code` found with the list's search (a lecturer may teach more than a page holds). */
export async function showCourse(page: Page, code: string): Promise<void> {
  await page.getByLabel("Search courses assigned to you").fill(code);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(code).replace(/%20/g, "(\\+|%20)")}`));
  await expect(courseRow(page, code)).toBeVisible();
}

/** From My Courses, the score sheet of course `code`. */
export async function openScoreSheet(page: Page, code: string): Promise<void> {
  await showCourse(page, code);
  await courseRow(page, code)
    .getByRole("link", { name: `Score sheet of ${code}` })
    .click();
  await expect(page.getByRole("heading", { name: `Score sheet — ${code}` })).toBeVisible();
}

/** Back from a score sheet or class list to My Courses. */
export async function backToMyCourses(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Back to my courses" }).click();
  await expect(page.getByRole("heading", { name: "My Courses", level: 1 })).toBeVisible();
}

/** Chooses `rows` as an XLSX file and presses Upload; what the page answers is the caller's to check. */
export async function sendScoreFile(page: Page, rows: (string | number)[][]): Promise<void> {
  await page.getByLabel(UPLOAD_LABEL).setInputFiles({
    name: "scores.xlsx",
    mimeType: XLSX_TYPE,
    buffer: await workbook(rows),
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
}

/** Uploads `lines` as the open score sheet's XLSX file: every line is saved, as the grid then shows. */
export async function uploadScores(page: Page, lines: readonly ScoreLine[]): Promise<void> {
  await sendScoreFile(page, [
    ["Matric Number", "CA", "Exam"],
    ...lines.map((line): (string | number)[] => [line.matricNumber, line.ca, line.exam]),
  ]);
  await expect(
    page.getByText(`${lines.length} ${lines.length === 1 ? "score" : "scores"} uploaded`),
  ).toBeVisible();
  for (const line of lines) {
    await expect(page.getByRole("textbox", { name: `CA of ${line.matricNumber}` })).toHaveValue(
      String(line.ca),
    );
    await expect(page.getByRole("textbox", { name: `Exam of ${line.matricNumber}` })).toHaveValue(
      String(line.exam),
    );
  }
}

/** Submits the open score sheet for approval: its scores can no longer be changed. */
export async function submitScoreSheet(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Submit for approval" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByText("Score sheet submitted for approval")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^CA of / })).toHaveCount(0);
  await expect(page.getByText("its scores can no longer be changed here")).toBeVisible();
  await expectNoSeriousViolations(page);
}
