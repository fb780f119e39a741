import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { queryRows } from "../../src/server/db/database";
import { expectNoSeriousViolations } from "../accessibility";
import type { E2EServer } from "../fixtures";
import { expect } from "../fixtures";
import type { NewType } from "./officers";

const shots = process.env.E2E_SCREENSHOTS;

/** Who applies: their names, a phone number no other test uses, and the address their code goes to. */
export interface Applicant {
  surname: string;
  firstName: string;
  phone: string;
  email: string;
}

export function newApplicant(): Applicant {
  const serial = `${process.pid % 1000}`.padStart(3, "0") + `${Date.now() % 10_000}`.padStart(4, "0");
  return {
    surname: "Okafor",
    firstName: "Adaeze",
    phone: `0705${serial}`,
    email: `adaeze.${serial}@example.com`,
  };
}

/**
 * From the type's own pages, as a visitor: its form sends them to its sign-in page, which links
 * to its invoice page (meta.json's invoice.route, the generic one a new type starts with); the
 * phone, then the names, make the invoice, which is paid at the sandbox gateway's pay page.
 * Answers the invoice number.
 */
export async function generateAndPayInvoice(page: Page, type: NewType, who: Applicant): Promise<string> {
  await page.goto(`/${type.key}_application`);
  await expect(page).toHaveURL(new RegExp(`/${type.key}_login$`));
  await expect(page.getByRole("heading", { name: `${type.name} application sign-in` })).toBeVisible();
  await page.getByRole("link", { name: "No paid invoice yet? Generate your invoice" }).click();
  await expect(page).toHaveURL(/\/generate_students_invoice$/);
  await expect(page.getByTestId("application-name")).toHaveText(type.name);
  await page.getByLabel("Phone number").fill(who.phone);
  await page.getByRole("button", { name: "Submit" }).click();

  // Step 2: the fee the bursary set, for the current session; the names are the applicant's.
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Form" })).toBeVisible();
  await expect(page.getByLabel("Amount")).toHaveValue(type.fee.shown.replace("₦", ""));
  await page.getByLabel("Surname").fill(who.surname);
  await page.getByLabel("First name").fill(who.firstName);
  await page.getByLabel("Email address").fill(who.email);
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/new-type-invoice-form.png`, fullPage: true });
  await page.getByRole("button", { name: "Generate Invoice" }).click();

  await expect(page).toHaveURL(/\/other_students_invoice$/);
  await expect(page.getByTestId("invoice-status")).toHaveText("UNPAID");
  await expect(page.getByTestId("invoice-total")).toHaveText(type.fee.shown);
  const invoiceNumber = (await page.getByTestId("invoice-number").textContent()) ?? "";
  expect(invoiceNumber).toMatch(/^INV[0-9A-F]+$/);
  if (shots) await page.screenshot({ path: `${shots}/new-type-invoice.png`, fullPage: true });
  await page.getByRole("button", { name: `Pay ${type.fee.shown} online` }).click();
  await expect(page.getByRole("heading", { name: "Sandbox payment gateway" })).toBeVisible();
  await page.getByRole("button", { name: `Pay ${type.fee.shown}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/verify_payment_status\\?reference=${invoiceNumber}`));
  await expect(page.getByTestId("payment-status")).toHaveText("PAID");
  if (shots) await page.screenshot({ path: `${shots}/new-type-paid.png`, fullPage: true });
  return invoiceNumber;
}

/** The newest sign-in code mailed to `email` (the e2e server keeps its mail in the outbox table). */
async function emailedCode(server: E2EServer, email: string): Promise<string> {
  const [mail] = await queryRows<{ text_body: string }>(
    server.database.db,
    sql`SELECT text_body FROM outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
  );
  const code = /\b(\d{6})\b/.exec(mail?.text_body ?? "")?.[1] ?? "";
  expect(code, `a sign-in code mailed to ${email}`).toMatch(/^\d{6}$/);
  return code;
}

/** The type's sign-in page: the paid invoice's number and phone, then the code emailed to the applicant. */
export async function signInWithEmailedCode(
  page: Page,
  server: E2EServer,
  type: NewType,
  who: Applicant,
  invoiceNumber: string,
): Promise<void> {
  await page.goto(`/${type.key}_login`);
  await page.getByLabel("Invoice Number or RRR").fill(invoiceNumber);
  await page.getByLabel("Phone Number").fill(who.phone);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  await page.getByLabel("Code").fill(await emailedCode(server, who.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/${type.key}_application$`));
  await expect(page.getByRole("heading", { name: `${type.name} application` })).toBeVisible();
}
