import { mkdir } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { FEE_PURPOSE_IDS } from "../src/schema/feePurposes/feePurposeKeys";
import { queryRows } from "../src/server/db/database";
import { seedDemoData } from "../src/server/db/seed/seed";
import { choosePayOutcome } from "../tests/support/paymentsTestApp";
import { bearer } from "../tests/support/sessionToken";
import { expectNoSeriousViolations } from "./accessibility";
import { test as base, type E2EServer, expect, withE2EServer } from "./fixtures";
import { signIn } from "./session";

/**
 * Receipts and letters (issue 11): an NCE applicant pays the application fee through the sandbox
 * over HTTP and prints the receipt from /admission_status_reciepts; its QR code leads to the
 * verification page ('Genuine'), a changed code reads 'Altered'; the demo student pays school fees
 * and the acceptance fee, then opens the receipt and the acceptance letter.
 * This spec needs the whole demo college (sessions, programmes, students, fee setup), so its
 * worker's server is seeded with it.
 */
const test = base.extend<object, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => withE2EServer((db) => seedDemoData(db).then(() => undefined), use),
    { scope: "worker", timeout: 180_000 },
  ],
});

const SHOTS = "test-results/receipts-screens";

async function currentSessionId(server: E2EServer): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    server.database.db,
    sql`SELECT id FROM academic_sessions WHERE is_current`,
  );
  if (!row) throw new Error("no current session");
  return row.id;
}

/** Generates (if need be) and pays an invoice over HTTP, as the payer's browser would at the sandbox. */
async function payInvoice(
  request: APIRequestContext,
  invoiceNumber: string,
  headers: Record<string, string> = {},
) {
  const started = await request.post("/api/Payment/initiate-payment", { data: { invoiceNumber }, headers });
  expect(started.status()).toBe(200);
  const { cardPaymentLink, rrr } = (await started.json()).data as { cardPaymentLink: string; rrr: string };
  expect(await choosePayOutcome(cardPaymentLink)).toBe(303);
  return rrr;
}

async function applicantInvoice(request: APIRequestContext, server: E2EServer, mobileNumber: string) {
  const answer = await request.post("/api/ApplicationInvoice/generate", {
    data: {
      lastName: "Okafor",
      firstName: "Chiamaka",
      middleName: "Ngozi",
      mobileNumber,
      sessionId: await currentSessionId(server),
      applicationTypeId: "nce",
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data as { invoiceNumber: string }).invoiceNumber;
}

/** No sideways scrolling at narrow widths, and the document still readable. */
async function expectFitsAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/**
 * Moves inside the signed-in app without reloading it (as a menu link would): a reload would show
 * the demo student's rating prompt again over the page.
 */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test("an applicant prints the application fee receipt and its QR code verifies it", async ({
  page,
  request,
  server,
}) => {
  const invoiceNumber = await applicantInvoice(request, server, "08051112222");
  const rrr = await payInvoice(request, invoiceNumber);

  await page.goto("/admission_status_reciepts");
  await expect(
    page.getByRole("heading", { level: 1, name: "Application and Acceptance Fee Receipts" }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Invoice number or RRR").fill(invoiceNumber);
  // The phone the invoice was made for shows the payment is the payer's.
  await page.getByLabel("Phone number on the invoice").fill("08051112222");
  await page.getByRole("button", { name: "Show receipt" }).click();
  const receipt = page.getByRole("article", { name: "Official Receipt" });
  await expect(receipt).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`reference=${invoiceNumber}`));
  await expect(receipt.getByTestId("receipt-total")).toHaveText("₦10,000.00");
  await expect(receipt.getByRole("row", { name: /RRR/ })).toContainText(rrr);
  await expect(receipt.getByRole("row", { name: /Received from/ })).toContainText("Chiamaka Ngozi Okafor");
  await expect(receipt.getByRole("button", { name: "Print" })).toBeVisible();
  // This applicant gave no e-mail address: the receipt cannot be mailed, and the page says why.
  await receipt.getByRole("button", { name: "E-mail receipt" }).click();
  await expect(receipt.getByRole("alert")).toContainText("No e-mail address is on record for this payer");
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: `${SHOTS}/receipt.png`, fullPage: true });
  await page.emulateMedia({ media: "print" });
  await expect(receipt.getByRole("button", { name: "Print" })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/receipt-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
  for (const width of [767, 600]) await expectFitsAt(page, width, "receipt");

  // The RRR finds the same receipt (this tab remembers the phone).
  await page.goto(`/admission_status_reciepts?reference=${rrr}`);
  await expect(page.getByLabel("Phone number on the invoice")).toHaveValue("08051112222");
  await expect(receipt.getByTestId("receipt-number")).toBeVisible();

  // The QR code's link, read from its accessible name, leads to the verification page.
  const qr = receipt.getByRole("link", { name: /^Verify this receipt: / });
  const target = await qr.getAttribute("href");
  expect(target).toMatch(new RegExp(`^${server.url}/verify_receipt/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
  await expect(qr.getByRole("img")).toHaveAccessibleName(`Verify this receipt: ${target}`);
  await qr.click();
  await expect(page).toHaveURL(target ?? "");
  const verdict = page.getByTestId("verification-verdict");
  await expect(verdict).toContainText("Genuine");
  await expect(page.getByRole("row", { name: /Received from/ })).toContainText("C******* N**** O*****");
  await expect(page.getByRole("row", { name: /Amount paid/ })).toContainText("₦10,000.00");
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/verify-genuine.png`, fullPage: true });

  // One changed character: altered.
  const code = (target ?? "").split("/").pop() ?? "";
  const changed = `${code.slice(0, 4)}${code[4] === "A" ? "B" : "A"}${code.slice(5)}`;
  await page.goto(`/verify_receipt/${changed}`);
  await expect(verdict).toContainText("Altered");
  await expect(verdict).toContainText("This receipt could not be verified: the code has been altered.");
  await page.screenshot({ path: `${SHOTS}/verify-altered.png`, fullPage: true });
});

test("an unpaid invoice and another kind of fee get a clear message instead of a receipt", async ({
  page,
  request,
  server,
}) => {
  const unpaid = await applicantInvoice(request, server, "08051113333");
  await page.goto(`/admission_status_reciepts?reference=${unpaid}`);
  // A reference alone shows nobody's receipt: the page asks for the payer's phone.
  await expect(page.getByRole("alert")).toContainText(
    "Enter the phone number the invoice was made for: it shows that the payment is yours.",
  );
  await page.getByLabel("Phone number on the invoice").fill("08051119999");
  await page.getByRole("button", { name: "Show receipt" }).click();
  await expect(page.getByRole("alert")).toContainText(
    `No invoice or payment with the reference ${unpaid} was made for this phone number.`,
  );
  await page.getByLabel("Phone number on the invoice").fill("08051113333");
  await page.getByRole("button", { name: "Show receipt" }).click();
  await expect(page.getByRole("alert")).toContainText(`Invoice ${unpaid} has not been paid yet`);
  await expect(page.getByRole("article", { name: "Official Receipt" })).toHaveCount(0);

  const paid = await applicantInvoice(request, server, "08051114444");
  await payInvoice(request, paid);
  await page.goto(`/sundry_reciepts?reference=${paid}`);
  await page.getByLabel("Phone number on the invoice").fill("08051114444");
  await page.getByRole("button", { name: "Show receipt" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "This is a Application Fee receipt; this page prints sundry fees only.",
  );
  await page.goto("/fee_receipt");
  await page.getByLabel("Invoice number or RRR").fill("not a number!");
  await page.getByRole("button", { name: "Show receipt" }).click();
  await expect(page.getByText("Enter the invoice number (INV…) or the 12-digit RRR")).toBeVisible();
  await page.getByLabel("Invoice number or RRR").fill("INV9999999FFFFF");
  await page.getByRole("button", { name: "Show receipt" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "No invoice or payment with the reference INV9999999FFFFF was made for this phone number.",
  );
  await expectNoSeriousViolations(page);
});

test("the student pays school fees and the acceptance fee, then prints the receipt and the letter", async ({
  page,
  request,
  server,
}) => {
  const [user] = await queryRows<{ id: number }>(
    server.database.db,
    sql`SELECT id FROM users WHERE user_name = 'student'`,
  );
  if (!user) throw new Error("no demo student");
  const headers = await bearer(server.app, {
    id: user.id,
    userName: "student",
    userType: "student",
    roles: ["student"],
    claims: [],
  });
  const sessionId = await currentSessionId(server);
  const invoiceOf = async (feePurposeId: number) => {
    const answer = await request.post("/api/Payment/generate-fee-Invoice", {
      data: { sessionId, feePurposeId, paymentType: "Full" },
      headers,
    });
    expect(answer.status()).toBe(200);
    return ((await answer.json()).data as { invoiceNumber: string }).invoiceNumber;
  };
  const schoolFees = await invoiceOf(FEE_PURPOSE_IDS.school_fees);
  await payInvoice(request, schoolFees, headers);

  await signIn(page, "student");
  // Before the acceptance fee is paid, the letter says so and links to the payment.
  await go(page, "/academic_fees/acceptance/letter");
  const notPaid = page.getByRole("alert");
  await expect(notPaid).toContainText("Not paid yet");
  await expect(notPaid.getByRole("link", { name: "Generate and pay the invoice" })).toHaveAttribute(
    "href",
    "/academic_fees/acceptance/generate_invoice",
  );
  await expectNoSeriousViolations(page);

  await go(page, "/academic_fees/school_fees/receipt");
  const receipt = page.getByRole("article", { name: "Official Receipt" });
  await expect(receipt.getByRole("row", { name: /Matric number/ })).toContainText("NCE/2025/CSC/0101");
  await expect(receipt.getByRole("row", { name: /Invoice number/ })).toContainText(schoolFees);
  await expect(receipt.getByRole("button", { name: "Print" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/student-receipt.png`, fullPage: true });
  for (const width of [767, 600]) await expectFitsAt(page, width, "student-receipt");
  await page.setViewportSize({ width: 1280, height: 1000 });

  // Another student's invoice is not found.
  const [others] = await queryRows<{ invoice_number: string }>(
    server.database.db,
    sql`INSERT INTO invoices (student_id, fee_purpose_id, session_id, payment_type, description, items, total, status, paid_at)
SELECT s.id, 1, ${sessionId}, 'Full', 'School fees', '[]'::jsonb, 0, 'paid', now() FROM students s
WHERE s.reg_number = 'PGDE/2026/EDF/0001' RETURNING invoice_number`,
  );
  await go(page, `/academic_fees/school_fees/receipt?invoice=${others?.invoice_number}`);
  await expect(page.getByRole("alert")).toContainText(`No invoice or payment has the reference`);
  await expect(receipt).toHaveCount(0);

  await payInvoice(request, await invoiceOf(FEE_PURPOSE_IDS.acceptance), headers);
  await go(page, "/academic_fees/acceptance/letter");
  const letter = page.getByRole("article", { name: "Acceptance of Offer of Provisional Admission" });
  await expect(letter).toContainText("Dear Adebayo Oluwaseun Adeyemi,");
  await expect(letter.getByRole("button", { name: "Print" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/letter.png`, fullPage: true });
  await page.emulateMedia({ media: "print" });
  await page.screenshot({ path: `${SHOTS}/letter-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
  for (const width of [767, 600]) await expectFitsAt(page, width, "letter");
  await page.setViewportSize({ width: 1280, height: 1000 });

  const qr = letter.getByRole("link", { name: /^Verify this letter: / });
  await qr.click();
  await expect(page.getByTestId("verification-verdict")).toContainText("Genuine");
  await expect(page.getByRole("row", { name: /Matric number/ })).toContainText("NCE/2025/CSC/0101");
  await page.screenshot({ path: `${SHOTS}/verify-letter.png`, fullPage: true });
  // The QR link is a plain link (it works from paper too): the app loads anew, and the rating
  // prompt set aside with "Not now" at sign-in stays away (the server remembers it).
  await go(page, "/academic_fees/acceptance/jupeb");
  await expect(page.getByRole("alert")).toContainText("Not your programme's letter");
  await expect(page.getByRole("dialog", { name: "Rate your experience in the last 3 months" })).toHaveCount(
    0,
  );
  await page.getByRole("link", { name: "Open your letter" }).click();
  await expect(page).toHaveURL(/\/academic_fees\/acceptance\/letter$/);
  await go(page, "/academic_fees/acceptance/fee_receipt");
  await expect(receipt.getByRole("row", { name: /^Fee/ })).toContainText("Acceptance");
});
