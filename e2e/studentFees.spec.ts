import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { seedFeeSetup } from "../src/server/db/seed/feeSetup";
import { seedProgrammeLinks } from "../src/server/db/seed/programmeLinks";
import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { seedDemoStudents } from "../src/server/db/seed/students/demoStudents";
import { expectNoSeriousViolations } from "./accessibility";
import { test as base, expect } from "./fixtures";
import { signIn } from "./session";

/**
 * The student fee screens on the demo college: its students and the fee setup of the current
 * session, in a worker (server and database) of their own so the payments never reach other specs.
 */
const test = base.extend<object, { feeCollege: undefined }>({
  feeCollege: [
    async ({ server }, use) => {
      const db = server.database.db;
      await seedSchoolSetup(db);
      await seedProgrammeLinks(db);
      await seedDemoStudents(db);
      await seedFeeSetup(db);
      await use(undefined);
    },
    { scope: "worker", auto: true, timeout: 90_000 },
  ],
});

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

/**
 * The demo student's rating prompt, should it show on a full page load (back from the gateway):
 * set it aside whenever it shows (the server remembers a "Not now", so it normally does not).
 */
async function keepRatingAside(page: Page) {
  const rating = page.getByRole("dialog", { name: "Rate your experience in the last 3 months" });
  await page.addLocatorHandler(rating, async () => {
    await rating.getByRole("button", { name: "Not now" }).click();
  });
}

const SHOTS = process.env.FEE_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Generates the invoice chosen on the confirmation step and returns its total as shown. */
async function generate(page: Page, choice: string): Promise<string> {
  await page.getByRole("link", { name: "Generate invoice" }).click();
  await expect(page).toHaveURL(/\/academic_fees\/school_fees\/session$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/generate_invoice\?sessionId=\d+$/);
  // The label, as a user clicks it (Blueprint's indicator covers the input itself).
  await page
    .getByRole("radiogroup", { name: "How will you pay?" })
    .locator("label")
    .filter({ hasText: choice })
    .click();
  const total = page.getByTestId("quote-total");
  await expect(total).toBeVisible();
  return (await total.textContent()) ?? "";
}

/** Pays the open invoice through the sandbox's pay page and comes back to it, paid. */
async function payOnline(page: Page, amount: string) {
  await expect(page.getByTestId("invoice-status")).toHaveText("UNPAID");
  await page.getByRole("button", { name: `Pay ${amount} online` }).click();
  // The sandbox gateway's own page.
  await page.getByRole("button", { name: `Pay ${amount}`, exact: true }).click();
  await expect(page).toHaveURL(/\/academic_fees\/school_fees\/invoice\?invoiceNumber=INV/);
  await expect(page.getByTestId("invoice-status")).toHaveText("PAID");
}

test("a student pays school fees in two installments and the ledger comes to ₦0.00", async ({ page }) => {
  test.slow();
  await signIn(page, "student");
  await keepRatingAside(page);
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Academic Fees" })
    .click();
  await expect(page).toHaveURL(/\/academic_fees\/school_fees$/);
  await expect(page.getByRole("heading", { level: 1, name: "School Fees" })).toBeVisible();
  await expect(page.getByText("You have no school fees invoice yet.")).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, "01-school-fees-empty");

  // First installment: NCE 200 level, ₦75,500.50 in all; the odd kobo goes with the first.
  expect(await generate(page, "First installment")).toBe("₦37,750.25");
  await expectNoSeriousViolations(page);
  await shot(page, "02-confirm-first");
  await page.getByRole("button", { name: "Generate invoice" }).click();
  await expect(page).toHaveURL(/\/invoice\?invoiceNumber=INV/);
  await expectNoSeriousViolations(page);
  await shot(page, "03-invoice-first");
  await payOnline(page, "₦37,750.25");
  // Paid: the page points on to what it unlocks.
  await expect(page.getByRole("link", { name: "Next: register your courses" })).toHaveAttribute(
    "href",
    "/course_registration",
  );
  await shot(page, "04-invoice-first-paid");

  // The balance: only the second installment is offered now.
  await page.getByRole("link", { name: "Back to School Fees" }).click();
  const choices = await generate(page, "Second installment (balance)");
  expect(choices).toBe("₦37,750.25");
  await expect(page.getByRole("radio")).toHaveCount(1);
  await page.getByRole("button", { name: "Generate invoice" }).click();
  await payOnline(page, "₦37,750.25");

  await page.getByRole("link", { name: "Back to School Fees" }).click();
  const invoices = page.getByTestId("fee-invoices");
  await expect(invoices.getByRole("row")).toHaveCount(3);
  await expect(invoices.getByText("PAID", { exact: true })).toHaveCount(2);
  await expect(page.getByTestId("ledger-balance")).toHaveText("₦0.00");
  await expectNoSeriousViolations(page);
  await shot(page, "05-school-fees-paid");

  await page.getByRole("link", { name: "Form 11 (registration form)" }).click();
  await expect(page.getByRole("heading", { name: /Form 11: Student Record/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, "06-form11");
});

test("the other fee pages: sundry item, acceptance and development levy", async ({ page }) => {
  await signIn(page, "student");
  // Through the menu, not page.goto: no reload, no new session check.
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Academic Fees" })
    .click();
  await page.getByRole("tab", { name: "Other Fees" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Other Fees" })).toBeVisible();
  await page.getByRole("link", { name: "Generate invoice" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("radiogroup", { name: "What are you paying for?" })
    .locator("label")
    .filter({ hasText: "Transcript" })
    .click();
  await expect(page.getByTestId("quote-total")).toHaveText("₦5,000.00");
  await expectNoSeriousViolations(page);
  await shot(page, "07-sundry-confirm");
  await page.getByRole("button", { name: "Generate invoice" }).click();
  await expect(page).toHaveURL(/\/academic_fees\/sundry\/invoice\?invoiceNumber=INV/);
  await expect(page.getByTestId("invoice-total")).toHaveText("₦5,000.00");

  await page.getByRole("tab", { name: "Acceptance Fee" }).click();
  await expect(page).toHaveURL(/\/academic_fees\/acceptance$/);
  await page.getByRole("link", { name: "Generate invoice" }).click();
  await expect(page.getByTestId("quote-total")).toHaveText("₦25,000.00");
  await page.getByRole("button", { name: "Generate invoice" }).click();
  await expect(page).toHaveURL(/\/academic_fees\/acceptance\/invoice\/INV[0-9A-F]+$/);
  await expectNoSeriousViolations(page);

  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Development Levy" })
    .click();
  await expect(page).toHaveURL(/\/development_levy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Development Levy" })).toBeVisible();
  await page.getByRole("link", { name: "Generate invoice" }).click();
  await expect(page.getByTestId("quote-total")).toHaveText("₦10,000.00");
  await page.getByRole("button", { name: "Generate invoice" }).click();
  await expect(page).toHaveURL(/\/development_levy\/invoice\/INV[0-9A-F]+$/);
  await expectNoSeriousViolations(page);
  await shot(page, "08-levy-invoice");
});

test("a JUPEB student sees no Change of Degree or Other Fees tab", async ({ page }) => {
  await signIn(page, "jupebstudent");
  await page.goto("/academic_fees/school_fees");
  await expect(page.getByRole("heading", { level: 1, name: "School Fees" })).toBeVisible();
  await expect(page.getByRole("tab")).toHaveText(["School Fees", "Acceptance Fee"]);
  await expectNoSeriousViolations(page);
});

for (const width of [600, 767]) {
  test(`the fee pages fit ${width} px, the tabs becoming previous / next arrows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "student");
    await page.getByRole("button", { name: "Show menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Academic Fees" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "School Fees" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await page.getByRole("button", { name: "Next: Acceptance Fee" }).click();
    await expect(page).toHaveURL(/\/academic_fees\/acceptance$/);
    // Other specs on this worker's server may already have made the demo student's acceptance
    // invoice (then the page opens it) or paid it (then it says paid, with its receipt): a session's
    // acceptance fee is generated once. Whichever the page shows must fit; a new one is quoted.
    const generate = page.getByRole("link", { name: "Generate invoice" });
    const existing = page.getByRole("link", { name: /^Open invoice/ });
    await expect(generate.or(existing).or(page.getByTestId("fee-paid"))).toBeVisible();
    if (await generate.isVisible()) {
      await generate.click();
      await expect(page.getByTestId("quote-total")).toBeVisible();
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
    await shot(page, `09-narrow-${width}`);
  });
}
