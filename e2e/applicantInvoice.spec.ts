import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { expectNoSeriousViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { generateInvoice, lookUpInvoice, openInvoiceFromLandingCard } from "./journey/invoiceFromLandingCard";
import { newApplicantContact } from "./journey/newApplicant";
import { confirmSandboxPayment, openSandboxPayPage } from "./journey/payOnSandbox";

/**
 * The public invoice flow (issue 11): from the landing page's NCE card to an invoice, paid at the
 * sandbox gateway, and back on /verify_payment_status. The e2e database holds reference rows and
 * accounts only, so a current session and the NCE application fee (₦10,000) are added here; the
 * session is made current only when none is, and put back afterwards.
 */
let madeCurrent = false;

test.beforeAll(async ({ server }) => {
  const db = server.database.db;
  await db.execute(sql`
    INSERT INTO academic_sessions (name, start_date, end_date, is_current)
    VALUES ('2026/2027', '2026-10-05', '2027-08-27', false) ON CONFLICT DO NOTHING`);
  const updated = await queryRows<{ id: number }>(
    db,
    sql`
    UPDATE academic_sessions SET is_current = true
    WHERE name = '2026/2027' AND NOT EXISTS (SELECT 1 FROM academic_sessions WHERE is_current)
    RETURNING id`,
  );
  madeCurrent = updated.length > 0;
  await db.execute(sql`
    INSERT INTO application_fees (application_type, session_id, amount)
    SELECT 'nce', id, 1000000 FROM academic_sessions WHERE is_current ON CONFLICT DO NOTHING`);
});

test.afterAll(async ({ server }) => {
  if (madeCurrent)
    await server.database.db.execute(
      sql`UPDATE academic_sessions SET is_current = false WHERE name = '2026/2027'`,
    );
});

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

/** A phone number no other test has used (the database lives as long as the worker). */
const newPhone = () => newApplicantContact("0803").phoneNumber;

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("generate an NCE invoice from the landing card, pay it at the sandbox gateway, see it PAID, print the receipt and verify its QR code; the phone finds it again", async ({
  page,
}) => {
  test.setTimeout(120_000); // a whole journey, gateway and receipt included, with five axe checks
  const phone = newPhone();
  await openInvoiceFromLandingCard(page);
  await expect(page.getByLabel("Invoice type")).toBeDisabled();
  await expectNoSeriousViolations(page);

  // Step 1 refuses what is no phone number, naming the field.
  await lookUpInvoice(page, "12345", "chidinma@example.com");
  await expect(page.getByRole("alert").getByText("Phone number: invalid phone number")).toBeVisible();
  await lookUpInvoice(page, phone, "chidinma@example.com");

  // Step 2: the phone, email, session and fee are known; the names are the applicant's to give.
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Form" })).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveValue(phone);
  await expect(page.getByLabel("Phone number")).toBeDisabled();
  await expect(page.getByLabel("Amount")).toHaveValue("10,000.00");
  await expect(page.getByLabel("Session")).toBeDisabled();
  await page.getByRole("button", { name: "Generate Invoice" }).click();
  await expect(page.getByRole("alert").getByText("Surname: please input surname")).toBeVisible();
  await expectNoSeriousViolations(page);
  const invoiceNumber = await generateInvoice(
    page,
    { surname: "Okafor", firstName: "Chidinma", email: "chidinma@example.com" },
    { amount: "₦10,000.00" },
  );

  // The invoice print screen: the type's own route, the invoice, Print and Pay.
  await expect(page.getByText("Invoice Action Successful!", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Generate NCE Programme Invoice" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expectNoSeriousViolations(page);
  // A reload keeps the payer's invoice (the navigation state lives in the history entry).
  await page.reload();
  await expect(page.getByTestId("invoice-number")).toHaveText(invoiceNumber);

  // Pay at the sandbox gateway; it sends the browser back to /verify_payment_status.
  await openSandboxPayPage(page, "₦10,000.00");
  // Back from the gateway without paying: the invoice is still on screen, and pays with its RRR.
  await page.goBack();
  await expect(page.getByTestId("invoice-number")).toHaveText(invoiceNumber);
  await openSandboxPayPage(page, "₦10,000.00");
  await confirmSandboxPayment(page, "₦10,000.00", invoiceNumber);
  // What next: the NCE sign-in, where the paid invoice opens the form.
  await expect(
    page.getByRole("link", { name: "Continue to your NCE Programme application" }),
  ).toHaveAttribute("href", "/nce_login");
  // Anyone's status check shows the status, never who paid.
  await expect(page.getByTestId("payment-status")).toHaveText("PAID");
  await expect(page.getByTestId("payer-name")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "View receipt" })).toHaveAttribute(
    "href",
    `/admission_status_reciepts?reference=${invoiceNumber}`,
  );
  await expectNoSeriousViolations(page);

  // The receipt, printed from the status page, carries a QR code that verifies it publicly. The
  // phone given at step 1 is the payer's proof: the receipt page already has it.
  await page.getByRole("link", { name: "View receipt" }).click();
  await expect(page.getByLabel("Phone number on the invoice")).toHaveValue(phone);
  const receipt = page.getByRole("article", { name: "Official Receipt" });
  await expect(receipt.getByTestId("receipt-total")).toHaveText("₦10,000.00");
  await expect(receipt.getByRole("button", { name: "Print" })).toBeVisible();
  const qr = receipt.getByRole("link", { name: /^Verify this receipt: / });
  const target = (await qr.getAttribute("href")) ?? "";
  await qr.click();
  await expect(page).toHaveURL(target);
  await expect(page.getByTestId("verification-verdict")).toContainText("Genuine");

  // The same phone and email again go straight to the same invoice, now paid and without a pay button.
  await openInvoiceFromLandingCard(page);
  await lookUpInvoice(page, phone, "chidinma@example.com");
  await expect(page).toHaveURL(/\/nce_invoice$/);
  await expect(page.getByTestId("invoice-number")).toHaveText(invoiceNumber);
  await expect(page.getByTestId("invoice-status")).toHaveText("PAID");
  await expect(page.getByRole("button", { name: /online/ })).toHaveCount(0);
});

test("/verify_payment_status checks a reference typed in, and says when there is none", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Verify Payment Status" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Verify Payment Status" })).toBeVisible();
  await page.getByRole("button", { name: "Check status" }).click();
  await expect(page.getByRole("alert").getByText(/please enter an RRR or invoice number/)).toBeVisible();
  await page.getByLabel("RRR or invoice number").fill("INV0000000FFFFFF");
  await page.getByRole("button", { name: "Check status" }).click();
  await expect(page).toHaveURL(/reference=INV0000000FFFFFF$/);
  await expect(page.getByText("Invalid Action!", { exact: true })).toBeVisible();
  await expect(page.getByText("No invoice or payment has this reference").first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("shared links to the invoice pages open their page: a type's own, or the shared one asking which application", async ({
  page,
}) => {
  // A college's link to its type's page, opened in a fresh tab: the page, not the home page.
  await page.goto("/generate_nce_students_invoice");
  await expect(page.getByRole("heading", { level: 1, name: "Generate Payment Invoice" })).toBeVisible();
  await expect(page.getByTestId("application-name")).toHaveText("NCE Programme");
  await expect(page.getByLabel("Phone number")).toBeVisible();

  // The page several types share asks which application; the answer stays in the link.
  await page.goto("/generate_students_invoice");
  const application = page.getByLabel("Application");
  await expect(application).toBeVisible();
  await expectNoSeriousViolations(page);
  await application.selectOption({ label: "Postgraduate Programme" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("application-name")).toHaveText("Postgraduate Programme");
  await expect(page).toHaveURL(/\/generate_students_invoice\?mode=\d+$/);
  await page.reload();
  await expect(page.getByTestId("application-name")).toHaveText("Postgraduate Programme");
  await expect(page.getByLabel("Phone number")).toBeVisible();

  // An invoice screen opened without its invoice still goes back: it has nothing to show.
  for (const path of ["/nce_invoice", "/other_students_invoice"]) {
    await page.goto("/");
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: /Welcome to the/ })).toBeVisible();
  }
});

for (const width of [767, 600]) {
  test(`the invoice flow lays out for a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openInvoiceFromLandingCard(page);
    await expectNoSidewaysScroll(page, width);
    await lookUpInvoice(page, newPhone(), "tunde@example.com");
    await expect(page.getByRole("heading", { name: "Step 2 of 2: Form" })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    const invoiceNumber = await generateInvoice(
      page,
      { surname: "Adeyemi", firstName: "Tunde", email: "tunde@example.com" },
      { amount: "₦10,000.00" },
    );
    await expectNoSidewaysScroll(page, width);
    await page.goto(`/verify_payment_status?reference=${invoiceNumber}`);
    await expect(page.getByTestId("payment-status")).toHaveText("UNPAID");
    await expect(page.getByRole("button", { name: "Check again" })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
  });
}
