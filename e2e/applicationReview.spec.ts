import { sql } from "drizzle-orm";
import { formatApplicationNumber } from "../src/schema/applicationNumber";
import { queryRows } from "../src/server/db/database";
import { validNceApplication } from "../tests/support/nceFixtures";
import { expectNoSeriousViolations } from "./accessibility";
import { payApplicationInvoice, signInApplicant } from "./applicant";
// The demo college (programmes, departments, levels) is needed here.
import { expect, demoCollegeTest as test } from "./fixtures";
import { checkAdmissionStatus } from "./journey/acceptAdmission";
import { signIn } from "./session";

const shots = process.env.E2E_SCREENSHOTS;

test("the admissions officer reviews an application from the menu, admits it, and the applicant's status says admitted", async ({
  page,
  server,
  consoleCheck,
}) => {
  test.setTimeout(240_000);
  consoleCheck.allow(/status of 40[01]/, "the applicant session check answers 401 once signed out");
  const db = server.database.db;

  // A paid NCE applicant submits the whole application.
  const paid = await payApplicationInvoice(page, server, "nce");
  await signInApplicant(page, server, paid);
  const application = validNceApplication();
  application.personal = { ...application.personal, email: paid.email, nin: "70000000077" };
  expect((await page.request.put("/api/ApplicationDrafts/nce", { data: application })).status()).toBe(201);
  expect((await page.request.post("/api/ApplicationDrafts/nce/submit", { data: application })).status()).toBe(
    200,
  );
  const [applicant] = await queryRows<{ id: number; session_name: string }>(
    db,
    sql`SELECT a.id, s.name AS session_name FROM applicants a JOIN academic_sessions s ON s.id = a.session_id
      WHERE a.mobile_number = ${paid.phoneNumber} AND a.application_type_id = 'nce'`,
  );
  const applicationNumber = formatApplicationNumber("nce", applicant!.session_name, applicant!.id);
  // A department of the NCE programme with a course option, to admit into both.
  const [place] = await queryRows<{ programme: string; department: string; option: string }>(
    db,
    sql`SELECT p.name AS programme, d.name AS department,
        (SELECT o.name FROM department_options o WHERE o.department_id = d.id AND o.active ORDER BY o.id LIMIT 1) AS option
      FROM programme_departments pd
      JOIN departments d ON d.id = pd.department_id JOIN programmes p ON p.id = pd.programme_id
      WHERE p.code = 'NCE' AND pd.active
        AND EXISTS (SELECT 1 FROM department_options o WHERE o.department_id = d.id AND o.active)
      ORDER BY d.id LIMIT 1`,
  );

  // The officer opens the review from the side menu.
  await signIn(page, "admissions");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Application Review" })
    .click();
  // The workflow's screen (schemas/workflows/application-review.json) starts at what waits for the officer.
  await expect(page).toHaveURL(/\/applications\/review\?waiting=true$/);
  await expect(page.getByRole("heading", { name: "Application review", level: 1 })).toBeVisible();

  // Filters: NCE applications still pending, then the one number.
  await page.getByLabel("Application type", { exact: true }).selectOption({ label: "NCE Programme" });
  await page.getByLabel("Status", { exact: true }).selectOption("Pending");
  await expect(page).toHaveURL(/state=pending/);
  await page.getByRole("searchbox", { name: "Search application review" }).fill(applicationNumber);
  const table = page.getByRole("table", { name: "Application review" });
  const link = table.getByRole("link", { name: `Open of ${applicationNumber}` });
  await expect(link).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  // The checks' outcomes are columns of the list.
  await expect(table.getByRole("columnheader", { name: "O-level check" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Certificate check" })).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/application-review-1280.png`, fullPage: true });

  // Usable at 600 px: the list scrolls inside its frame, the page does not; a ticked row offers
  // the decisions for all the chosen.
  await page.setViewportSize({ width: 600, height: 900 });
  // Blueprint's checkbox: its label takes the click.
  await table
    .getByRole("checkbox", { name: `Select ${applicationNumber}` })
    .locator("..")
    .click();
  await expect(page.getByRole("button", { name: "Admit chosen", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Not admit chosen", exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
  if (shots) {
    await page.screenshot({ path: `${shots}/application-review-600.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/application-review-390.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Clear choice" }).click();

  // Its document: the slip's sections, the invoice, the decision still pending.
  await link.click();
  await expect(page).toHaveURL(/\/applications\/review\/view\?id=\d+$/);
  await expect(
    page.getByRole("heading", { name: `Application ${applicationNumber}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
    "Application Review",
    "Application",
  ]);
  const slip = page.getByRole("article");
  await expect(slip.getByRole("heading", { name: "Application fee invoice" })).toBeVisible();
  await expect(slip).toContainText(paid.invoiceNumber);
  await expect(slip.getByRole("heading", { name: "Admission decision" })).toBeVisible();
  await expect(slip.getByRole("img", { name: "Applicant's passport photograph" })).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/application-review-document.png`, fullPage: true });
  // On a phone the slip's wide tables scroll in their own boxes; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(slip.getByRole("heading", { name: "Education history", level: 3 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/application-review-document-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Admit with programme, department, course option and level: the button waits for them.
  await slip.getByRole("button", { name: "Admit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Admit “${applicationNumber}”?` });
  await expect(dialog).toContainText("programme, department and level chosen below");
  await expect(dialog.getByRole("button", { name: "Admit", exact: true })).toBeDisabled();
  await dialog.getByLabel("Programme").selectOption({ label: place!.programme });
  await dialog.getByLabel("Department").selectOption({ label: place!.department });
  // The course option lists the chosen department's (optional; the server checks it belongs).
  await dialog.getByLabel("Course option (optional)").selectOption({ label: place!.option });
  await dialog.getByLabel("Level").selectOption({ label: "100 Level" });
  await expectNoSeriousViolations(page);
  if (shots) {
    await page.screenshot({ path: `${shots}/application-review-admit.png` });
    // On a phone the dialog and its drop-downs fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/application-review-admit-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await dialog.getByRole("button", { name: "Admit", exact: true }).click();
  await expect(page.getByText("1 application(s) admitted.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(slip.getByRole("region", { name: "Admission decision" })).toContainText(place!.department);
  await expect(slip.getByRole("region", { name: "Admission decision" })).toContainText(place!.option);

  // The applicant's status check (signed out: it is a public page) now says admitted.
  await page.context().clearCookies();
  await checkAdmissionStatus(page, { reference: applicationNumber, phoneNumber: paid.phoneNumber });
  await expect(page.getByTestId("admission-message")).toContainText("Congratulations");
  await expect(page.getByTestId("admission-message")).toContainText(place!.department);
});
