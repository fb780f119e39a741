import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { seedDemoResults } from "../src/server/db/seed/demoResults";
import { seedFeeSetup } from "../src/server/db/seed/feeSetup";
import { issuedDocumentCode } from "../src/server/modules/results/issuedDocumentCode";
import { demoCollegeTest } from "./academic/demoCollege";
import { openResults, openStatement, publishedTerms } from "./academic/studentResults";
import { expectNoSeriousViolations } from "./accessibility";
import { expect } from "./fixtures";
import { pageOverflow, wordsSplitAcrossLines } from "./layout";
import { openInApp, signIn } from "./session";

/**
 * Results end to end on the demo college (src/server/db/seed/demoResults.ts): `student` sees
 * their published results and GPA and prints a semester's statement; `registrar` opens the
 * composite sheet, prints the paid transcript request's transcript, and its QR code verifies it
 * on the public /verify_transcript page (an altered code does not); a cleared graduate's clearance
 * slip verifies the same way on /verify_clearance.
 */
const SHOTS = "test-results/results-screens";

const test = demoCollegeTest([seedFeeSetup, seedDemoResults], 90_000);

test("a student sees their published results and GPA and prints a semester's statement", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "student");
  await openResults(page);
  const cgpa = page.getByTestId("results-cgpa");
  await expect(cgpa).toHaveText(/^[0-5]\.\d\d$/);
  const shownCgpa = (await cgpa.textContent()) ?? "";
  const terms = publishedTerms(page);
  await expect(terms.getByRole("row")).toHaveCount(3); // heading + two semesters
  await expect(terms.getByRole("row").nth(1)).toContainText("2025/2026");
  await expect(terms.getByRole("row").nth(1)).toContainText("First Semester");
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: `${SHOTS}/results.png`, fullPage: true });

  const statement = await openStatement(page, { session: "2025/2026", semester: "Second Semester" });
  await expect(page).toHaveURL(/\/results\/result\?sessionId=\d+&semesterId=2$/);
  await expect(statement.getByRole("row", { name: /Matric number/ })).toContainText("NCE/2025/CSC/0101");
  await expect(statement.getByTestId("term-gpa")).toHaveText(/^[0-5]\.\d\d$/);
  // at the end of the last semester the CGPA is the one on /results
  await expect(statement.getByTestId("term-cgpa")).toHaveText(shownCgpa);
  await expect(statement.getByRole("columnheader", { name: "Grade" })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await statement.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.screenshot({ path: `${SHOTS}/statement.png`, fullPage: true });
  await page.emulateMedia({ media: "print" });
  await expect(statement.getByRole("button", { name: "Print" })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/statement-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // A phone: the statement's course titles keep their words whole and the table scrolls in its own
  // box, so the page never scrolls sideways; its box takes focus for keyboard scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await wordsSplitAcrossLines(statement.getByRole("table").first())).toEqual([]);
  const box = statement.getByRole("region", { name: "Course results" });
  await box.focus();
  await expect(box).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/statement-390.png`, fullPage: true });
  await page.getByRole("link", { name: "Back to results" }).click();
  await expect(publishedTerms(page)).toBeVisible();
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 1000 });

  // A semester without published results says so.
  await openInApp(page, "/results/result?sessionId=999&semesterId=1");
  await expect(page.getByRole("alert")).toContainText("No published results for this semester");
});

test("the registry opens a composite sheet, prints a transcript, and its QR code verifies it", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "registrar");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Result Management" })
    .click();
  await expect(page).toHaveURL(/\/results\/classlist$/);
  await page
    .getByRole("combobox", { name: "Department" })
    .selectOption({ label: "Computer Science Education" });
  await page
    .getByRole("combobox", { name: "Programme" })
    .selectOption({ label: "Nigeria Certificate in Education" });
  await page.getByRole("combobox", { name: "Level" }).selectOption({ label: "200 Level" });
  await page.getByRole("combobox", { name: "Session" }).selectOption({ label: "2025/2026" });
  await page.getByRole("combobox", { name: "Semester" }).selectOption({ label: "First Semester" });
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "View composite results" }).click();
  const sheet = page.getByRole("article", { name: "Composite Result Sheet" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("row", { name: /NCE\/2025\/CSC\/0101/ })).toContainText("Passed");
  await expectNoSeriousViolations(page);
  const download = page.waitForEvent("download");
  await sheet.getByRole("button", { name: "Download XLSX" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await page.screenshot({ path: `${SHOTS}/composite.png`, fullPage: true });

  await page.getByRole("link", { name: "Back to result management" }).click();
  await page
    .getByRole("navigation", { name: "Registry" })
    .getByRole("link", { name: "Transcript requests" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Transcript requests" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: /Print transcript for Adeyemi/ }).click();
  await page.getByRole("button", { name: "Prepare transcript" }).click();
  const transcript = page.getByRole("article", { name: "Academic Transcript" });
  await expect(transcript).toBeVisible();
  await expect(transcript.getByTestId("transcript-reference")).toHaveText(/^TRN\/\d{4}\/\d{6}$/);
  const cgpa = (await transcript.getByTestId("transcript-cgpa").textContent()) ?? "";
  expect(cgpa).toMatch(/^[0-5]\.\d\d$/);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/transcript.png`, fullPage: true });
  const printed = await server.database.db.execute(
    sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'print' AND entity = 'transcripts'`,
  );
  expect((printed as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);

  const qr = transcript.getByRole("link", { name: /^Verify this transcript: / });
  const target = (await qr.getAttribute("href")) ?? "";
  expect(target).toMatch(new RegExp(`^${server.url}/verify_transcript/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
  // The printed code verifies for anyone, signed in or not.
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(target);
  const verdict = visitor.getByTestId("verification-verdict");
  await expect(verdict).toContainText("Genuine");
  await expect(visitor.getByRole("row", { name: /Cumulative GPA/ })).toContainText(cgpa);
  await expect(visitor.getByRole("row", { name: /Matric number/ })).toContainText("NCE/2025/CSC/0101");
  await expectNoSeriousViolations(visitor);
  await visitor.screenshot({ path: `${SHOTS}/verify.png`, fullPage: true });
  // One character changed: Altered.
  const code = target.slice(target.lastIndexOf("/") + 1);
  const altered = `${code.slice(0, 3)}${code[3] === "A" ? "B" : "A"}${code.slice(4)}`;
  await visitor.goto(`${server.url}/verify_transcript/${altered}`);
  await expect(visitor.getByTestId("verification-verdict")).toContainText("Altered");
  await visitorContext.close();
});

test("the registry walks graduate clearance: final-year students, their checks, cleared graduates", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "registrar");
  await openInApp(page, "/student_management/clear");
  await expect(page.getByRole("heading", { level: 1, name: "Students for graduation" })).toBeVisible();
  // The demo's final-year students have no published results: each names what stands in the way,
  // and none is offered "Clear for graduation" (the server would refuse it).
  const firstRow = page.getByRole("row").nth(1);
  await expect(firstRow).toContainText("Results published, CGPA computed");
  await expect(page.getByRole("button", { name: /^Clear for graduation/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await firstRow.getByRole("link", { name: /^Checks of / }).click();
  await expect(page).toHaveURL(/\/student_management\/clear\/view\?studentId=\d+$/);
  const checks = page.getByRole("table", { name: "Clearance checks" });
  await expect(checks.getByRole("row", { name: /Final year/ })).toContainText("Passed");
  await expect(checks.getByRole("row", { name: /All courses passed/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear for graduation" })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/clearance-view.png`, fullPage: true });
  await page
    .getByRole("navigation", { name: "Graduate clearance" })
    .getByRole("link", { name: "Cleared graduates" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Cleared graduates" })).toBeVisible();
  await expect(page.getByText("Your request results will be displayed here")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a cleared graduate's slip carries a QR code that verifies it; a tampered or unknown code says so", async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  // The demo has no student who passes every check (none has results and fees in the final year),
  // so one final-year student is recorded as cleared here, as POST student-clearance would.
  const db = server.database.db;
  const [graduate] = await queryRows<{ id: number; regNumber: string }>(
    db,
    sql`SELECT st.id, st.reg_number AS "regNumber" FROM students st
        JOIN programmes p ON p.id = st.programme_id AND p.code = 'NCE'
        JOIN levels l ON l.id = st.level_id AND l.value = 300
        WHERE st.status = 'active' ORDER BY st.reg_number LIMIT 1`,
  );
  if (!graduate) throw new Error("no final-year demo student");
  await db.execute(sql`
    INSERT INTO graduate_clearances (student_id, graduation_session_id, cgpa, units, certificate_class, cleared_by)
    SELECT ${graduate.id}, s.id, 3.50, 110, 'Merit', u.id FROM academic_sessions s, users u
    WHERE s.is_current AND lower(u.user_name) = 'registrar'`);
  await db.execute(sql`UPDATE students SET status = 'graduated' WHERE id = ${graduate.id}`);

  await signIn(page, "registrar");
  await openInApp(page, "/student_management/graduate_clearance");
  await page
    .getByRole("row", { name: new RegExp(graduate.regNumber) })
    .getByRole("link", { name: "View" })
    .click();
  await page.getByRole("link", { name: "Print the clearance slip" }).click();
  const slip = page.getByRole("article", { name: "Graduate Clearance Slip" });
  await expect(slip.getByRole("row", { name: /Matric number/ })).toContainText(graduate.regNumber);
  const qr = slip.getByRole("link", { name: /^Verify this clearance slip: / });
  const target = (await qr.getAttribute("href")) ?? "";
  expect(target).toMatch(new RegExp(`^${server.url}/verify_clearance/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
  await expect(slip.getByText(target, { exact: true })).toBeVisible(); // the address printed beside the code
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/clearance-slip.png`, fullPage: true });

  // Anyone holding the paper checks it, signed in or not.
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(target);
  await expect(visitor.getByTestId("verification-verdict")).toContainText("Genuine");
  await expect(visitor.getByRole("row", { name: /Matric number/ })).toContainText(graduate.regNumber);
  await expect(visitor.getByRole("row", { name: /CGPA at clearance/ })).toContainText("3.50");
  await expect(visitor.getByRole("row", { name: /Class of certificate/ })).toContainText("Merit");
  await expectNoSeriousViolations(visitor);
  await visitor.screenshot({ path: `${SHOTS}/verify-clearance.png`, fullPage: true });
  // One character of the code changed: Altered.
  const code = target.slice(target.lastIndexOf("/") + 1);
  const tampered = `${code.slice(0, 3)}${code[3] === "A" ? "B" : "A"}${code.slice(4)}`;
  await visitor.goto(`${server.url}/verify_clearance/${tampered}`);
  await expect(visitor.getByTestId("verification-verdict")).toContainText("Altered");
  // A code the College signed, but for a clearance it has no record of: Unknown.
  const unknown = issuedDocumentCode(
    "clearance",
    999_999,
    graduate.regNumber,
    server.app.appConfig.receiptSigningKey,
  );
  await visitor.goto(`${server.url}/verify_clearance/${unknown}`);
  await expect(visitor.getByTestId("verification-verdict")).toContainText("Unknown");
  await expect(visitor.getByTestId("verification-verdict")).toContainText("no such clearance");
  await visitorContext.close();
});
