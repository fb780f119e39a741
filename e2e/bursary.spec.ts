import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { FEE_PURPOSE_IDS } from "../src/schema/feePurposes/feePurposeKeys";
import { formatNaira } from "../src/schema/money";
import { type Db, queryRows } from "../src/server/db/database";
import { expectNoSeriousViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

/**
 * The bursary's money screens: two applicants pay their application fee through the API and the
 * sandbox gateway's pay page; the bursar finds both in /payments (flagged ones marked, ₦ total,
 * CSV export) and in the payment report (₦ total, chart and its table), at desktop, 767 and 600 px.
 */
const FEE_KOBO = 500_000; // ₦5,000.00 each
const PHONES = ["08031110001", "08031110002"];
const SHOTS = process.env.E2E_SHOTS_DIR;

async function payApplicationFee(
  request: APIRequestContext,
  sessionId: number,
  phone: string,
  firstName: string,
) {
  const invoice = await request.post("/api/ApplicationInvoice/generate", {
    data: { lastName: "Ekwueme", firstName, mobileNumber: phone, sessionId, applicationTypeId: "nce" },
  });
  expect(invoice.status(), await invoice.text()).toBe(200);
  const { invoiceNumber } = (await invoice.json()).data as { invoiceNumber: string };
  const started = await request.post("/api/Payment/initiate-payment", { data: { invoiceNumber } });
  expect(started.status(), await started.text()).toBe(200);
  const { cardPaymentLink } = (await started.json()).data as { cardPaymentLink: string };
  // The payer's browser on the sandbox's pay page chooses Pay (the form posts to /sandbox/pay).
  const link = new URL(cardPaymentLink);
  const paid = await request.post(`${link.origin}/sandbox/pay`, {
    form: {
      rrr: link.searchParams.get("rrr") ?? "",
      hash: link.searchParams.get("hash") ?? "",
      responseurl: link.searchParams.get("responseurl") ?? "",
      outcome: "pay",
    },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return invoiceNumber;
}

/** A session with an NCE application fee of ₦5,000.00 (the e2e database holds no fee setup). */
async function applicationFeeSession(db: Db): Promise<{ id: number }> {
  await db.execute(sql`DELETE FROM rate_limits`);
  await db.execute(sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
    VALUES ('2026/2027', '2026-10-05', '2027-08-27', false) ON CONFLICT DO NOTHING`);
  const [session] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM academic_sessions WHERE name = '2026/2027'`,
  );
  if (!session) throw new Error("no session");
  await db.execute(sql`INSERT INTO application_fees (application_type, session_id, amount)
    VALUES ('nce', ${session.id}, ${FEE_KOBO}) ON CONFLICT (application_type, session_id) DO UPDATE SET amount = ${FEE_KOBO}`);
  return session;
}

async function look(page: Page, name: string) {
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("the bursar sees two payments in /payments and in the payment report, with ₦ totals, chart and CSV", async ({
  page,
  server,
  request,
}) => {
  test.slow();
  const db = server.database.db;
  const session = await applicationFeeSession(db);
  const invoices = [
    await payApplicationFee(request, session.id, PHONES[0] ?? "", "Adaeze"),
    await payApplicationFee(request, session.id, PHONES[1] ?? "", "Obinna"),
  ];
  // And one flagged payment, for an RRR no invoice has.
  await db.execute(sql`INSERT INTO payments (invoice_id, rrr, amount, outcome, source, gateway_code, gateway_message)
    VALUES (NULL, '290012345678', 100000, 'unknown_rrr', 'webhook', '00', 'Approved') ON CONFLICT DO NOTHING`);

  await signIn(page, "bursar");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.getByRole("link", { name: "Payments", exact: true }).click();
  await expect(page).toHaveURL(/\/payments$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  const grid = main.getByRole("table", { name: "Payments" });
  await expect(grid.getByRole("row", { name: /unknown_rrr/ })).toBeVisible();

  await main.getByRole("searchbox", { name: "Search payments" }).fill("Ekwueme");
  for (const invoiceNumber of invoices)
    await expect(grid.getByRole("row", { name: new RegExp(invoiceNumber) })).toContainText("₦5,000.00");
  await expect(grid.getByRole("row", { name: /unknown_rrr/ })).toHaveCount(0);
  await expect(main.getByText("Total amount paid: ₦10,000.00")).toBeVisible();
  await look(page, "payments");

  const downloading = page.waitForEvent("download");
  await main.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile((await (await downloading).path()) ?? "", "utf8");
  for (const invoiceNumber of invoices) expect(csv).toContain(invoiceNumber);
  expect(csv).not.toContain("290012345678");

  // The flagged one, by its filter.
  await main.getByRole("searchbox", { name: "Search payments" }).fill("");
  await main.getByLabel("Flagged").selectOption({ label: "Yes" });
  await expect(grid.getByRole("row", { name: /unknown_rrr/ })).toBeVisible();
  await expect(main.getByText("Total amount paid: ₦1,000.00")).toBeVisible();
  await look(page, "payments-flagged");

  await menu.getByRole("link", { name: "Reports", exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/payment_reports$/);
  await expect(main.getByRole("heading", { level: 1, name: "Payment reports" })).toBeVisible();
  await main.getByLabel("Purpose", { exact: true }).selectOption({ label: "Application Fee" });
  // The worker's database also holds other specs' application fees: the report must total them all.
  const [credited] = await queryRows<{ total: string; count: string }>(
    db,
    sql`SELECT coalesce(sum(p.amount), 0)::text AS total, count(*)::text AS count
      FROM payments p JOIN invoices i ON i.id = p.invoice_id
      WHERE p.outcome = 'credited' AND i.fee_purpose_id = ${FEE_PURPOSE_IDS.application}`,
  );
  const count = Number(credited?.count);
  const total = formatNaira(Number(credited?.total));
  expect(count).toBeGreaterThanOrEqual(2);
  const totalLine = `Total: ${count} credited payment${count === 1 ? "" : "s"} · Amount ${total}`;
  await expect(main.getByText(totalLine)).toBeVisible();
  await expect(main.getByRole("img", { name: /credited payments by purpose/ })).toBeVisible();
  await expect(
    main
      .getByRole("table", { name: "Credited payments by purpose" })
      .getByRole("row", { name: /Application Fee/ }),
  ).toContainText(total);
  await main.getByLabel("Group by").selectOption({ label: "Day" });
  await expect(main.getByRole("img", { name: /credited payments by day/ })).toBeVisible();
  await look(page, "report");
  const reportDownload = page.waitForEvent("download");
  await main.getByRole("button", { name: "Export CSV" }).click();
  const reportCsv = await readFile((await (await reportDownload).path()) ?? "", "utf8");
  expect(reportCsv).toContain(`Purpose,Application Fee,${count},${Number(credited?.total) / 100}`);
  expect(reportCsv).toContain(`Total,,${count},${Number(credited?.total) / 100}`);

  for (const width of [767, 600]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(main.getByText(totalLine)).toBeVisible();
    // The chart follows the new width when its resize observer fires: wait for the page to settle.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `no sideways scrolling at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    await look(page, `report-${width}`);
    await page.goto("/payments");
    await expect(main.getByRole("table", { name: "Payments" })).toBeVisible();
    await look(page, `payments-${width}`);
    await page.goto("/reports/payment_reports");
    await main.getByLabel("Purpose", { exact: true }).selectOption({ label: "Application Fee" });
  }
});

test("invoice management: the bursar finds an invoice, views it and asks the gateway about it", async ({
  page,
  server,
  request,
}) => {
  const session = await applicationFeeSession(server.database.db);
  const invoice = await request.post("/api/ApplicationInvoice/generate", {
    data: {
      lastName: "Nwosu",
      firstName: "Ifeoma",
      mobileNumber: "08031110009",
      sessionId: session.id,
      applicationTypeId: "nce",
    },
  });
  const { invoiceNumber } = (await invoice.json()).data as { invoiceNumber: string };
  expect((await request.post("/api/Payment/initiate-payment", { data: { invoiceNumber } })).status()).toBe(
    200,
  );

  await signIn(page, "bursar");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Invoice Management" })
    .click();
  await expect(page).toHaveURL(/\/invoice_management\/invoice$/);
  const main = page.getByRole("main");
  await main.getByRole("searchbox", { name: "Search invoices" }).fill("Nwosu");
  const results = main.getByRole("table", { name: "Invoices" });
  await expect(results.getByRole("row", { name: new RegExp(invoiceNumber) })).toContainText("₦5,000.00");
  // A list wider than the screen scrolls inside its box, never the page (its buttons' hidden text too).
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 600, height: 900 });
  await expect(results).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no sideways scrolling at 600 px").toBeLessThanOrEqual(0);
  if (wide) await page.setViewportSize(wide);
  await results.getByRole("button", { name: `View ${invoiceNumber}` }).click();
  await expect(main.getByRole("button", { name: "Cancel invoice" })).toBeVisible();
  await look(page, "invoice");

  await main
    .getByRole("navigation", { name: "Invoice management" })
    .getByRole("link", { name: "Verify payment status" })
    .click();
  await expect(page).toHaveURL(/verify_payment_status$/);
  await main.getByLabel("RRR or invoice number").fill(invoiceNumber);
  await main.getByRole("button", { name: "Verify" }).click();
  await expect(
    main.getByText("The gateway has no completed payment for this RRR yet; nothing was credited."),
  ).toBeVisible();
  await look(page, "verify");
  await main.getByLabel("RRR or invoice number").fill("INV0000000AAAAA");
  await main.getByRole("button", { name: "Verify" }).click();
  await expect(main.getByText("No invoice or RRR INV0000000AAAAA")).toBeVisible();
});
