import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { seedScoreSheetDemo } from "../src/server/db/seed/scores";
import { demoCollegeTest } from "./academic/demoCollege";
import {
  backToMyCourses,
  courseRow,
  openMyCourses,
  openScoreSheet,
  sendScoreFile,
  submitScoreSheet,
  uploadScores,
} from "./academic/scoreEntry";
import { decideListedSheets, decideOpenSheet, openScoreSheetApprovals } from "./academic/sheetApproval";
import { expectNoSeriousViolations } from "./accessibility";
import { expect } from "./fixtures";
import { openInApp, signIn, switchUser } from "./session";

/**
 * Scores end to end on the demo college: `lecturer` teaches BLD 111 with its registered students
 * (seed/scores.ts), opens the class list, types scores in the grid, uploads the sheet as XLSX and
 * submits; `hod` (head of Building Technology Education) approves; the super-admin gives the
 * dean/admin approval and publishes. A worker of its own keeps the seeded college here.
 */
const test = demoCollegeTest([seedScoreSheetDemo]);

test("the lecturer enters and uploads scores and submits; HOD, admin and the registry take the sheet to published", async ({
  page,
  server,
}) => {
  test.setTimeout(180_000); // three sign-ins and several pages, each checked with axe
  const db = server.database.db;
  const students = await queryRows<{ regNumber: string }>(
    db,
    sql`SELECT st.reg_number AS "regNumber" FROM course_registration_courses rc
        JOIN course_registrations r ON r.id = rc.registration_id AND r.status = 'approved'
        JOIN students st ON st.id = r.student_id
        JOIN courses c ON c.id = rc.course_id AND c.code = 'BLD 111'
        ORDER BY st.reg_number`,
  );
  expect(students.length).toBeGreaterThanOrEqual(2);
  const [first, ...others] = students.map((student) => student.regNumber) as [string, ...string[]];

  await signIn(page, "lecturer");
  await openMyCourses(page);
  const row = courseRow(page, "BLD 111");
  await expect(row).toContainText(String(students.length));
  await expect(row).toContainText("Draft");
  await expectNoSeriousViolations(page);

  // The class list: printable, and downloadable as XLSX.
  await row.getByRole("link", { name: "Class list of BLD 111" }).click();
  await expect(page.getByRole("heading", { name: "Class list — BLD 111" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(first) })).toBeVisible();
  await expectNoSeriousViolations(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download XLSX" }).click();
  expect((await download).suggestedFilename()).toBe("BLD-111-class-list.xlsx");
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: test.info().outputPath("class-list-print.png"), fullPage: true });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The score sheet: type one student's scores in the grid and save.
  await backToMyCourses(page);
  await openScoreSheet(page, "BLD 111");
  await page.getByRole("textbox", { name: `CA of ${first}` }).fill("32");
  await page.getByRole("textbox", { name: `Exam of ${first}` }).fill("41.5");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Save scores" }).click();
  await expect(page.getByText("Scores saved")).toBeVisible();
  const firstRow = page.getByRole("row", { name: new RegExp(first) });
  await expect(firstRow).toContainText("73.5");
  await expect(firstRow.getByRole("cell", { name: "A", exact: true })).toBeVisible();

  // A file with an unknown matric number is refused whole, naming the row.
  await sendScoreFile(page, [
    ["Matric Number", "CA", "Exam"],
    ["NCE/2099/XYZ/0001", 10, 10],
  ]);
  const refusal = page.getByRole("alert").filter({ hasText: "Nothing was saved" });
  await expect(refusal).toContainText("unknown matric number NCE/2099/XYZ/0001");
  await expect(refusal).toContainText("row 2.matricNumber");
  await expectNoSeriousViolations(page);

  // The whole class from XLSX.
  await uploadScores(page, [
    { matricNumber: first, ca: 30, exam: 45 },
    ...others.map((matricNumber, index) => ({ matricNumber, ca: 20 + index, exam: 30 })),
  ]);
  await expect(firstRow).toContainText("75");
  await page.screenshot({ path: test.info().outputPath("score-sheet.png"), fullPage: true });

  await submitScoreSheet(page);
  // The CBT upload page knows the sheet is submitted.
  await backToMyCourses(page);
  await page.getByRole("link", { name: "CBT result upload" }).click();
  await expect(page.getByRole("heading", { name: "CBT result upload", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Course" })).toContainText("BLD 111");
  await page.getByRole("combobox", { name: "Course" }).selectOption({
    label: `BLD 111 — Introduction to Building Technology (${students.length} students)`,
  });
  await expect(page.getByText("CBT scores can no longer be uploaded")).toBeVisible();
  await expectNoSeriousViolations(page);

  // The head of department approves from the Score Sheet Approval list.
  await switchUser(page, "hod");
  await openScoreSheetApprovals(page);
  await expect(courseRow(page, "BLD 111")).toContainText("Submitted");
  await page.screenshot({ path: test.info().outputPath("approvals.png"), fullPage: true });
  await decideListedSheets(page, "hod", ["BLD 111"]);

  // The admin (no dean heads this School in the demo) approves and publishes from the sheet's view.
  await switchUser(page, "superadmin");
  await openInApp(page, "/results/score_sheets?state=hod_approved");
  await page.getByRole("link", { name: "View of BLD 111" }).click();
  await expect(page.getByRole("heading", { name: "Score sheet — BLD 111" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Approval history" })).toContainText(
    "Approved by the head of department: Dr. Emeka Obi",
  );
  await decideOpenSheet(page, "admin");
  await decideOpenSheet(page, "publish");
  await expect(page.getByText("Status: Published")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("published.png"), fullPage: true });

  const statuses = await queryRows<{ status: string; count: number }>(
    db,
    sql`SELECT cr.status, count(*)::int AS count FROM course_results cr JOIN courses c ON c.id = cr.course_id
        WHERE c.code = 'BLD 111' GROUP BY cr.status`,
  );
  expect(statuses).toEqual([{ status: "published", count: students.length }]);
});
