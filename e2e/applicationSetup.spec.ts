import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { expectNoSeriousViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

const shots = process.env.E2E_SCREENSHOTS;

/**
 * /applications/setup: the admissions office closes NCE for the session, and the public invoice
 * page refuses at its first step with the server's reason. The e2e database holds reference rows
 * and accounts only, so a current session and the NCE fee row are added here (and NCE is opened
 * again afterwards: the worker's database is shared with other specs).
 */
test.beforeAll(async ({ server }) => {
  const db = server.database.db;
  await db.execute(sql`
    INSERT INTO academic_sessions (name, start_date, end_date, is_current)
    VALUES ('2026/2027', '2026-10-05', '2027-08-27', false) ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE academic_sessions SET is_current = true
    WHERE name = '2026/2027' AND NOT EXISTS (SELECT 1 FROM academic_sessions WHERE is_current)`);
  await db.execute(sql`
    INSERT INTO application_fees (application_type, session_id, amount)
    SELECT 'nce', id, 1000000 FROM academic_sessions WHERE is_current ON CONFLICT DO NOTHING`);
});

test.afterAll(async ({ server }) => {
  await server.database.db.execute(
    sql`UPDATE application_fees SET is_open = true, opens_on = NULL, deadline = NULL WHERE application_type = 'nce'`,
  );
});

test("the admissions office closes NCE applications and the invoice page refuses a new applicant", async ({
  page,
  server,
  browser,
  consoleCheck,
}) => {
  consoleCheck.allow(/status of 409/, "the closed type's invoice lookup answers 409");
  await signIn(page, "admissions");
  await page.goto("/applications/setup?applicationType=nce");
  await expect(page.getByRole("heading", { name: "Application setup" })).toBeVisible();
  const grid = page.getByRole("table");
  await expect(grid.getByText("₦10,000.00")).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/application-setup.png`, fullPage: true });
  await grid
    .getByRole("button", { name: /^Close/ })
    .first()
    .click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText("Close applications of this type for the session now?");
  await question.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Applications closed").first()).toBeVisible();
  await expect(grid.getByRole("cell").getByRole("button", { name: /^Open/ })).toBeVisible();
  const audit = await queryRows<{ actor_name: string }>(
    server.database.db,
    sql`SELECT actor_name FROM audit_log WHERE entity = 'application-setup' AND action = 'close'`,
  );
  expect(audit.map((row) => row.actor_name)).toContain("admissions");

  // A visitor starts an NCE application from the landing card: refused at the first step.
  const visitor = await browser.newContext({ baseURL: server.url });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/");
  await visitorPage.getByTestId("apply-1").click();
  await expect(visitorPage).toHaveURL(/\/generate_nce_students_invoice$/);
  await visitorPage.getByLabel("Phone number").fill("08035550101");
  await visitorPage.getByLabel("Email address").fill("visitor@example.com");
  await visitorPage.getByRole("button", { name: "Submit" }).click();
  await expect(visitorPage.getByText("Invalid Action!")).toBeVisible();
  await expect(
    visitorPage.getByText("Applications for NCE Programme are closed for the 2026/2027 session.").first(),
  ).toBeVisible();
  await expect(visitorPage.getByRole("button", { name: "Generate Invoice" })).toHaveCount(0);
  if (shots) await visitorPage.screenshot({ path: `${shots}/invoice-closed.png`, fullPage: true });
  const made = await queryRows(
    server.database.db,
    sql`SELECT id FROM applicants WHERE mobile_number = '08035550101'`,
  );
  expect(made).toEqual([]);
  await visitor.close();
});

test("the admissions office deletes an application with a reason and cancels an unpaid application invoice", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const { payApplicationInvoice } = await import("./applicant");
  const paid = await payApplicationInvoice(page, server, "pre_nce");
  const [applicant] = await queryRows<{ id: number }>(
    server.database.db,
    sql`SELECT applicant_id AS id FROM invoices WHERE invoice_number = ${paid.invoiceNumber}`,
  );
  await server.database.db.execute(sql`INSERT INTO application_drafts (application_type, applicant_id, data)
    VALUES ('pre_nce', ${applicant!.id}, '{}'::jsonb)`);
  const unpaid = await payApplicationInvoice(page, server, "pre_nce", { pay: false });

  await signIn(page, "admissions");
  await page.goto("/applications/delete");
  await expect(page.getByRole("heading", { name: "Delete an application" })).toBeVisible();
  await page.getByLabel("Invoice Number or RRR").fill(paid.rrr);
  await page.getByRole("button", { name: "Find application" }).click();
  await expect(page.getByText("Draft (not submitted)")).toBeVisible();
  await page.getByRole("button", { name: "Delete application" }).click();
  await expect(page.getByText("please give the reason (at least 10 characters)")).toBeVisible();
  await page.getByLabel("Reason for deleting").fill("Applied under the wrong programme by mistake.");
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/application-delete.png`, fullPage: true });
  await page.getByRole("button", { name: "Delete application" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete application" }).click();
  await expect(page.getByText("Application deleted")).toBeVisible();
  const left = await queryRows(
    server.database.db,
    sql`SELECT id FROM application_drafts WHERE applicant_id = ${applicant!.id}`,
  );
  expect(left).toEqual([]);

  await page.goto("/applications/manage_invoices");
  await expect(page.getByRole("heading", { name: "Manage application invoices" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search application invoices" }).fill(unpaid.phoneNumber);
  const results = page.getByRole("table", { name: "Application invoices" });
  await expect(results.getByRole("cell", { name: unpaid.invoiceNumber, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await results.getByRole("button", { name: `View ${unpaid.invoiceNumber}` }).click();
  await expect(page.getByText("Payment Invoice")).toBeVisible();
  await results.getByRole("button", { name: `Cancel ${unpaid.invoiceNumber}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel invoice" }).click();
  await expect(results.getByText("cancelled")).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/manage-invoices.png`, fullPage: true });
});
