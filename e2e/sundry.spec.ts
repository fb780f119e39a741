import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { expectNoSeriousViolations } from "./accessibility";
import { expect, test } from "./fixtures";

/**
 * The public sundry pages (issue 11): /bursary_collection/all → an invoice for a sundry item,
 * paid at the sandbox gateway, then listed as paid on /sundry/payment_history. The e2e database
 * holds reference rows only, so a current session and a sundry item priced for everyone
 * (certificate collection, ₦3,000) are added here; the session is put back afterwards.
 */
let madeCurrent = false;

test.beforeAll(async ({ server }) => {
  const db = server.database.db;
  await db.execute(sql`
    INSERT INTO academic_sessions (name, start_date, end_date, is_current)
    VALUES ('2026/2027', '2026-10-05', '2027-08-27', false) ON CONFLICT DO NOTHING`);
  const updated = await queryRows<{ id: number }>(
    db,
    sql`UPDATE academic_sessions SET is_current = true
    WHERE name = '2026/2027' AND NOT EXISTS (SELECT 1 FROM academic_sessions WHERE is_current)
    RETURNING id`,
  );
  madeCurrent = updated.length > 0;
  await db.execute(sql`INSERT INTO fee_items (name, code, fee_purpose_id)
    VALUES ('Certificate Collection', 'CERTIFICATE_COLLECTION', 9) ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO fee_assignments (session_id, fee_purpose_id)
    SELECT id, 9 FROM academic_sessions WHERE is_current ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO fee_assignment_items (fee_assignment_id, fee_item_id, amount)
    SELECT fa.id, fi.id, 300000 FROM fee_assignments fa, fee_items fi
    WHERE fa.session_id = (SELECT id FROM academic_sessions WHERE is_current) AND fa.fee_purpose_id = 9
      AND fa.programme_id IS NULL AND fa.student_type_id IS NULL AND fa.level_id IS NULL
      AND fa.mode_of_study_id IS NULL AND fi.code = 'CERTIFICATE_COLLECTION'
    ON CONFLICT DO NOTHING`);
});

test.afterAll(async ({ server }) => {
  if (madeCurrent)
    await server.database.db.execute(
      sql`UPDATE academic_sessions SET is_current = false WHERE name = '2026/2027'`,
    );
});

const newPhone = () => `0816${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("pay a sundry item without an account and find it paid in the payment history", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000); // a whole journey, gateway and history included, with six axe checks
  const phone = newPhone();
  // Another spec on this worker may have left notices: their modal would cover the top bar.
  await server.clearNotices();
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Bursary Payments" })
    .click();
  await expect(page).toHaveURL(/\/bursary_collection\/all$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bursary Collection" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Step 1: the item with its price, and the phone.
  await page.getByLabel("Item").selectOption({ label: "Certificate Collection — ₦3,000.00" });
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 2: a first-time payer gives their details; the phone is fixed.
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Your details" })).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveValue(phone);
  await page.getByRole("button", { name: "Generate Invoice" }).click();
  await expect(page.getByRole("alert").getByText("Surname: please input surname")).toBeVisible();
  await page.getByLabel("Surname").fill("Adebayo");
  await page.getByLabel("First name").fill("Tunde");
  await page.getByLabel("Email address").fill("tunde@example.com");
  await page.getByLabel("Matric or registration number").fill("NCE/2019/0042");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Generate Invoice" }).click();

  // The invoice with Print and Pay.
  await expect(page).toHaveURL(/\/bursary_collection\/all\?invoice=INV/);
  await expect(page.getByText("Invoice Action Successful!", { exact: true })).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("UNPAID");
  await expect(page.getByTestId("invoice-total")).toHaveText("₦3,000.00");
  const invoiceNumber = (await page.getByTestId("invoice-number").textContent()) ?? "";
  expect(invoiceNumber).toMatch(/^INV[0-9A-F]+$/);
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Pay ₦3,000.00 online" }).click();
  await expect(page.getByRole("heading", { name: "Sandbox payment gateway" })).toBeVisible();
  await page.getByRole("button", { name: "Pay ₦3,000.00" }).click();
  await expect(page.getByTestId("payment-status")).toHaveText("PAID");
  await expect(page.getByRole("link", { name: "View receipt" })).toHaveAttribute(
    "href",
    `/sundry_reciepts?reference=${invoiceNumber}`,
  );

  // The history needs the phone and one of the payer's own references.
  await page.goto("/sundry/payment_history");
  await expect(page.getByRole("heading", { level: 1, name: "Sundry Payment History" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Phone number").fill(newPhone());
  await page.getByLabel("RRR or invoice number").fill(invoiceNumber);
  await page.getByRole("button", { name: "Show payments" }).click();
  await expect(page.getByText("Invalid Action!", { exact: true })).toBeVisible();
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Show payments" }).click();
  // The history is the list's Grid: one data row under its header.
  const table = page.getByRole("table", { name: "Your sundry invoices" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const row = table.getByRole("row").filter({ hasText: invoiceNumber });
  await expect(row).toContainText(invoiceNumber);
  await expect(row).toContainText("₦3,000.00");
  await expect(row).toContainText("paid");
  await expect(row.getByRole("link")).toHaveAttribute("href", `/sundry_reciepts?reference=${invoiceNumber}`);
  await expectNoSeriousViolations(page);
  // At 390 px the list scrolls in its own box; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoSidewaysScroll(page, 390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole("link").click();
  await expect(page.getByTestId("receipt-total")).toHaveText("₦3,000.00");

  // 600 px: the pages fit without sideways scrolling.
  await page.setViewportSize({ width: 600, height: 900 });
  await expectNoSidewaysScroll(page, 600);
  await page.goto(`/bursary_collection/all?invoice=${invoiceNumber}`);
  await expect(page.getByTestId("invoice-status")).toHaveText("PAID");
  await expectNoSidewaysScroll(page, 600);
  await page.goto("/sundry/transcript");
  await expect(page.getByRole("heading", { level: 1, name: "Transcript Request" })).toBeVisible();
  await expectNoSidewaysScroll(page, 600);
  await expectNoSeriousViolations(page);
});
