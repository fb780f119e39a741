import { sql } from "drizzle-orm";
import type { Db } from "../src/server/db/database";
import { seedCourseRegistration } from "../src/server/db/seed/courseRegistration";
import { expectRecordLine, openAdviseeRecord, recordTerm } from "./academic/adviseeRecord";
import { demoCollegeTest } from "./academic/demoCollege";
import { expectedGpa, nceGrade } from "./academic/nceGrading";
import {
  approveRegistration,
  chooseCourses,
  expectRegistrationApproved,
  startRegistration,
  submitRegistration,
  type Term,
} from "./academic/registration";
import {
  backToMyCourses,
  courseRow,
  openMyCourses,
  openScoreSheet,
  type ScoreLine,
  showCourse,
  submitScoreSheet,
  uploadScores,
} from "./academic/scoreEntry";
import { decideListedSheets, openScoreSheetApprovals } from "./academic/sheetApproval";
import { expectStatementLine, openResults, openStatement, termRow } from "./academic/studentResults";
import { expectNoSeriousViolations } from "./accessibility";
import { expect } from "./fixtures";
import { signIn, switchUser } from "./session";

/**
 * Issue 13's academic year in one flow, for one student and the same courses, all through the
 * browser: `student` (NCE/2025/CSC/0101, Computer Science Education, 200 level) registers the
 * first semester of 2026/2027; `lecturer` — their class's course adviser, who also teaches the
 * department's courses — approves the slip, then uploads and submits the score sheets of three of
 * those courses; `hod` approves them as head of department, `dean` (dean of the School of Science
 * Education, the department's School) gives the dean's approval; the adviser reads the student's
 * record (/class/results/student: approved, not yet published), `registrar` publishes; the
 * student sees each course's grade and the semester's GPA, which this test reckons itself from the
 * scores and units (academic/nceGrading.ts).
 *
 * In the demo college `hod` heads Building Technology Education; here Dr. Obi also heads Computer
 * Science Education, the student's department, so the chain's HOD step is a demo account's.
 */
async function hodAlsoHeadsComputerScience(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO hod_assignments (department_id, user_id)
    SELECT d.id, u.id FROM departments d, users u
    WHERE d.code = 'CSC' AND lower(u.user_name) = 'hod'
      AND NOT EXISTS (SELECT 1 FROM hod_assignments h WHERE h.department_id = d.id AND h.active)`);
}

const test = demoCollegeTest([seedCourseRegistration, hodAlsoHeadsComputerScience]);

const SHOTS = "test-results/academic-year";
const MATRIC = "NCE/2025/CSC/0101";
const TERM: Term = { session: "2026/2027", semester: "First Semester" };

/** The courses scored this semester: their units (the catalogue's) and the lecturer's scores. */
const SCORED: (ScoreLine & { code: string; units: number })[] = [
  { code: "CSC 211", units: 3, matricNumber: MATRIC, ca: 30, exam: 38 }, // 68: B
  { code: "CSC 212", units: 3, matricNumber: MATRIC, ca: 22, exam: 33.5 }, // 55.5: C
  { code: "CSC 216", units: 2, matricNumber: MATRIC, ca: 35, exam: 40 }, // 75: A
];
const CODES = SCORED.map((course) => course.code);
const totalOf = (line: ScoreLine) => line.ca + line.exam;
const unitsAndTotal = (course: (typeof SCORED)[number]) => ({ units: course.units, total: totalOf(course) });

test("a student registers, the adviser approves, the lecturer uploads scores, HOD and dean approve, the student sees the result and GPA", async ({
  page,
}) => {
  test.setTimeout(300_000); // five accounts, some twenty pages, each checked with axe

  await test.step("the student registers the semester's courses", async () => {
    await signIn(page, "student");
    await startRegistration(page, TERM);
    await chooseCourses(page, {
      ticked: ["CSC 211", "CSC 212"],
      electives: ["CSC 216"],
      units: { before: 17, after: 19, max: 24 },
    });
    await submitRegistration(page, 19);
  });

  await test.step("the course adviser approves the registration", async () => {
    await switchUser(page, "lecturer");
    await approveRegistration(page, TERM.session, MATRIC);
  });

  await test.step("the lecturer uploads the scores and submits each score sheet", async () => {
    await openMyCourses(page);
    for (const course of SCORED) {
      // The approved registration puts the student on the course's class.
      await showCourse(page, course.code);
      await expect(courseRow(page, course.code)).toContainText("Draft");
      await openScoreSheet(page, course.code);
      await expect(page.getByRole("row", { name: new RegExp(MATRIC) })).toBeVisible();
      await uploadScores(page, [course]);
      const { grade } = nceGrade(totalOf(course));
      await expect(
        page.getByRole("row", { name: new RegExp(MATRIC) }).getByRole("cell", { name: grade, exact: true }),
      ).toBeVisible();
      if (course === SCORED[0]) await page.screenshot({ path: `${SHOTS}/score-sheet.png`, fullPage: true });
      await submitScoreSheet(page);
      await backToMyCourses(page);
      await showCourse(page, course.code);
      await expect(courseRow(page, course.code)).toContainText("Submitted");
    }
  });

  await test.step("the head of department approves the score sheets", async () => {
    await switchUser(page, "hod");
    await openScoreSheetApprovals(page);
    await decideListedSheets(page, "hod", CODES);
  });

  await test.step("the dean approves the score sheets", async () => {
    await switchUser(page, "dean");
    await openScoreSheetApprovals(page);
    await page.screenshot({ path: `${SHOTS}/dean-approvals.png`, fullPage: true });
    await decideListedSheets(page, "admin", CODES);
  });

  await test.step("the course adviser reads the student's record: results approved, not yet published", async () => {
    await switchUser(page, "lecturer");
    await openAdviseeRecord(page, TERM.session, MATRIC);
    const term = recordTerm(page, TERM);
    await expect(term).toContainText("Approved, 19 units");
    for (const course of SCORED)
      await expectRecordLine(term, {
        code: course.code,
        grade: nceGrade(totalOf(course)).grade,
        standing: "Not yet published: Approved",
      });
    await expectRecordLine(term, { code: "CSC 213", grade: "–", standing: "No result yet" });
    // Nothing published yet: no official GPA; the provisional one counts the approved results.
    await expect(term.getByTestId("term-gpa")).toHaveText("–");
    await expect(term.getByTestId("term-provisional-gpa")).toHaveText(expectedGpa(SCORED.map(unitsAndTotal)));
    await page.screenshot({ path: `${SHOTS}/advisee-record.png`, fullPage: true });
  });

  await test.step("the registry publishes the results", async () => {
    await switchUser(page, "registrar");
    await openScoreSheetApprovals(page);
    await decideListedSheets(page, "publish", CODES);
  });

  await test.step("the student sees the grades and the semester's GPA", async () => {
    await switchUser(page, "student");
    await expectRegistrationApproved(page, TERM);
    await openResults(page);
    const gpa = expectedGpa(SCORED.map(unitsAndTotal));
    expect(gpa).toMatch(/^\d\.\d\d$/);
    const row = termRow(page, TERM);
    const units = SCORED.reduce((sum, course) => sum + course.units, 0);
    await expect(row.getByRole("cell").nth(2)).toHaveText(String(SCORED.length)); // courses published
    await expect(row.getByRole("cell").nth(3)).toHaveText(String(units));
    // The only published term: its GPA is also the CGPA.
    await expect(row.getByRole("cell").nth(4)).toHaveText(gpa);
    await expect(row.getByRole("cell").nth(5)).toHaveText(gpa);
    await expect(page.getByTestId("results-cgpa")).toHaveText(gpa);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS}/results.png`, fullPage: true });

    const statement = await openStatement(page, TERM);
    await expect(statement.getByRole("row", { name: /Matric number/ })).toContainText(MATRIC);
    for (const course of SCORED)
      await expectStatementLine(statement, {
        code: course.code,
        total: String(totalOf(course)),
        grade: nceGrade(totalOf(course)).grade,
      });
    await expect(statement.getByTestId("term-gpa")).toHaveText(gpa);
    await expect(statement.getByTestId("term-cgpa")).toHaveText(gpa);
    await page.screenshot({ path: `${SHOTS}/statement.png`, fullPage: true });
  });
});
