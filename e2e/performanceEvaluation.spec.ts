import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { aperSection } from "../src/schema/performanceEvaluation/aperSections";
import type { Workflow } from "../src/schema/workflows";
import { queryRows } from "../src/server/db/database";
import { SYSTEM_ACTOR } from "../src/server/modules/audit/auditService";
import type { AuthUser } from "../src/server/modules/auth/accessToken";
import {
  EVALUATION_WORKFLOW,
  saveSection,
  startOwnEvaluation,
} from "../src/server/modules/performanceEvaluation/evaluationService";
import { sampleAnswers } from "../src/server/modules/performanceEvaluation/sampleAnswers";
import { readWorkflowFiles } from "../src/server/modules/workflows/readWorkflowFiles";
import { expect, isolatedTest } from "./fixtures";
import { choose, combobox, pickRadio } from "./journey/formControls";
import { openInApp, signIn, switchUser } from "./session";

/**
 * The annual performance evaluation end to end (issue 24): `lecturer` fills the personal record
 * (told in words what is wrong first) and submits; `hod` (the assigned reviewer) grades, `dean`
 * (the reporting officer) reports with the promotion recommendation, `registrar` (the
 * counter-signing officer) signs — each seeing only their own step — and the registry's results
 * show the evaluation with its grade. Screens at 1280 and 390 px.
 */
const SHOTS = "test-results/performance-evaluation-screens";
const test = isolatedTest();

async function sendOn(page: Page, step: string, done: string): Promise<void> {
  await page.getByRole("button", { name: step, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: step, exact: true }).click();
  await expect(page.getByText(done).first()).toBeVisible();
}

async function openFromList(page: Page, staffName: string): Promise<void> {
  await openInApp(page, "/performance_evaluation/officer_view");
  await expect(page.getByRole("heading", { name: "Annual performance evaluations" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(staffName) });
  await row.getByRole("link", { name: /Open/ }).click();
  await expect(page).toHaveURL(/\/performance_evaluation\/officer_preview\?id=\d+$/);
}

test("an evaluation goes from the lecturer through the reviewer, reporting officer and counter-signer to the results", async ({
  page,
  server,
}) => {
  test.setTimeout(180_000);
  const db = server.database.db;
  // The registry's setup: the year and the lecturer's three officers; the lecturer's sections
  // other than the personal record saved before (the personal record is filled on the page).
  const people = await queryRows<{ id: number; user_name: string }>(
    db,
    sql`SELECT id, user_name FROM users WHERE user_name IN ('lecturer', 'hod', 'dean', 'registrar')`,
  );
  const idOf = (name: string) => Number(people.find((row) => row.user_name === name)?.id);
  await db.execute(sql`INSERT INTO evaluation_years (year) VALUES (2026)`);
  await db.execute(sql`INSERT INTO evaluation_assessors
    (year_id, staff_id, reviewer_id, reporting_officer_id, counter_signing_officer_id)
    SELECT id, ${idOf("lecturer")}, ${idOf("hod")}, ${idOf("dean")}, ${idOf("registrar")} FROM evaluation_years`);
  const workflow = (await readWorkflowFiles()).find((file) => file.name === EVALUATION_WORKFLOW) as Workflow;
  const lecturer: AuthUser = {
    id: idOf("lecturer"),
    userName: "lecturer",
    userType: "lecturer",
    roles: [],
    claims: [],
  };
  const started = await startOwnEvaluation(db, workflow, lecturer, SYSTEM_ACTOR);
  const answers = sampleAnswers({ pensionFundId: 1, bankId: 1 });
  for (const name of [
    "aper-qualifications",
    "aper-publications",
    "aper-duties",
    "aper-self-assessment",
  ] as const) {
    const section = aperSection(name);
    if (section) await saveSection(db, workflow, lecturer, SYSTEM_ACTOR, started.id, section, answers[name]);
  }

  // The lecturer: the menu entry, the personal record with the Finance lookups, then submit.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, "lecturer");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Annual Performance Evaluation" })
    .click();
  await expect(page.getByRole("heading", { name: "Annual Performance Evaluation", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Fill in my evaluation" }).click();
  await expect(page).toHaveURL(/\/performance_evaluation\/report$/);
  const text = (name: string) => page.getByRole("textbox", { name, exact: true });
  await text("Date of birth").fill("1984-03-14");
  await text("Date of first appointment").fill("2012-10-01");
  await text("Present rank or designation").fill("Lecturer II");
  await text("Date of appointment to the present rank").fill("2021-10-01");
  await choose(page, combobox(page, "Salary scale and grade level"), "CONTISS 09");
  await page.getByRole("spinbutton", { name: "Step", exact: true }).fill("4");
  await choose(page, combobox(page, "Pension fund administrator"), "Trustfund Pensions");
  await text("Retirement savings account PIN").fill("PEN100012345678");
  await choose(page, combobox(page, "Salary bank"), "Zenith Bank");
  await text("Salary account number (NUBAN)").fill("12345");
  await page.getByRole("button", { name: "Save personal record" }).click();
  await expect(page.getByText("please enter exactly 10 digits").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-error.png`, fullPage: true });
  await text("Salary account number (NUBAN)").fill("0123456789");
  await page.getByRole("button", { name: "Save personal record" }).click();
  await expect(page.getByText("Personal record saved").first()).toBeVisible();
  await page.getByRole("link", { name: "Preview and submit" }).click();
  await expect(page).toHaveURL(/\/performance_evaluation\/preview$/);
  await expect(page.getByText("Trustfund Pensions")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/preview.png`, fullPage: true });
  await sendOn(page, "Submit to the reviewer", "Evaluation submitted to your reviewer");
  await expect(page.getByText("With the reviewer").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit to the reviewer" })).toHaveCount(0);

  // The reviewer (hod): only the reviewer's steps; grades each quality A–F.
  await switchUser(page, "hod");
  await openFromList(page, "Mr. Yusuf Ibrahim");
  await expect(page.getByRole("button", { name: "Return to the staff member" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Counter-sign|Send the report/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Fill in your part" }).click();
  await expect(page).toHaveURL(/\/performance_evaluation\/officer_report\?id=\d+$/);
  for (const quality of [
    "Knowledge of the work",
    "Quality of work",
    "Output of work",
    "Reliability under pressure",
    "Initiative",
    "Punctuality and attendance",
    "Relations with colleagues",
    "Relations with students and the public",
    "Oral and written expression",
    "Overall performance",
  ])
    await choose(page, combobox(page, quality), "B — Very good");
  await page
    .getByRole("textbox", { name: "Your comments on the staff member's performance" })
    .fill("A dependable lecturer whose students do well.");
  await page.getByRole("button", { name: "Save reviewer's assessment" }).click();
  await expect(page.getByText("Reviewer's assessment saved").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/officer-report.png`, fullPage: true });
  await sendOn(
    page,
    "Send the assessment to the reporting officer",
    "Assessment sent to the reporting officer",
  );

  // The reporting officer (dean): the report and the promotion recommendation.
  await switchUser(page, "dean");
  await openFromList(page, "Mr. Yusuf Ibrahim");
  await expect(page.getByText("B — Very good").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Return to the reviewer" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Return to the staff member|Counter-sign/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Fill in your part" }).click();
  await pickRadio(page, "Yes");
  await page
    .getByRole("textbox", { name: "Your report on the staff member" })
    .fill("A strong year of teaching.");
  await pickRadio(page, "Normal");
  await page.getByRole("button", { name: "Save reporting officer's report" }).click();
  await expect(page.getByText("Reporting officer's report saved").first()).toBeVisible();
  await sendOn(
    page,
    "Send the report to the counter-signing officer",
    "Report sent to the counter-signing officer",
  );

  // The counter-signing officer (registrar): remarks, then sign; the evaluation is locked.
  await switchUser(page, "registrar");
  await openFromList(page, "Mr. Yusuf Ibrahim");
  await expect(page.getByRole("button", { name: /Return to the reviewer|Send the/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Fill in your part" }).click();
  await expect(page).toHaveURL(/\/performance_evaluation\/counterSigning_report\?id=\d+$/);
  await pickRadio(page, "Yes");
  await page.getByRole("textbox", { name: "Your remarks" }).fill("The report is a fair account of the year.");
  await page.getByRole("button", { name: "Save counter-signing officer's remarks" }).click();
  await expect(page.getByText("Counter-signing officer's remarks saved").first()).toBeVisible();
  await sendOn(page, "Counter-sign", "Evaluation counter-signed");
  await expect(page.getByText("There is nothing for you to fill in on this evaluation now")).toBeVisible();

  // The results: the evaluation with its grade and recommendation.
  await openInApp(page, "/performance_evaluation/results?groupBy=evaluation");
  await expect(page.getByText(/Mr\. Yusuf Ibrahim, 2026: grade B, mean 2(\.00)?, Normal/)).toBeVisible();
  await openInApp(page, "/performance_evaluation/results");
  await expect(page.getByRole("heading", { name: "Performance evaluation results" })).toBeVisible();
  // The chart of the spread of grades (loaded on demand with the report screen's first chart).
  await expect(page.getByRole("img", { name: /Performance evaluation results/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/results.png`, fullPage: true });

  // The lecturer now reads the whole signed evaluation, on a phone too.
  await switchUser(page, "lecturer");
  await openInApp(page, "/performance_evaluation/view");
  await expect(page.getByText("Signed").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Counter-signing officer's remarks" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/view-390.png`, fullPage: true });
});
