import { expect, type Page } from "@playwright/test";

/** Who the applicant says they are on step 2 of the invoice flow. */
export interface InvoicePayer {
  surname: string;
  firstName: string;
  middleName?: string;
  email: string;
}

/**
 * The landing page as a visitor opens it. With current notices (`generalNotice: true`) the General
 * Notice opens over it by itself, once per tab: the visitor reads it and closes it.
 */
export async function openLandingPage(page: Page, { generalNotice = false } = {}): Promise<void> {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /Welcome to the/ })).toBeVisible();
  if (!generalNotice) return;
  const notice = page.getByRole("dialog", { name: "General Notice" });
  await expect(notice).toBeVisible();
  // The footer's Close (the title bar's × is named Close too, but has no text).
  await notice.getByRole("button", { name: "Close" }).filter({ hasText: "Close" }).click();
  await expect(notice).toBeHidden();
}

/**
 * The card of `programme` on the landing page ("Apply now") to step 1 of its invoice flow: the
 * card's own invoice route with the programme named.
 */
export async function applyFromLandingCard(
  page: Page,
  { programme = "NCE Programme", invoicePath = "/generate_nce_students_invoice" } = {},
): Promise<void> {
  await page.getByRole("link", { name: `Apply now for ${programme}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${invoicePath}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Generate Payment Invoice" })).toBeVisible();
  await expect(page.getByTestId("application-name")).toHaveText(programme);
}

/** Both, on a landing page without notices. */
export async function openInvoiceFromLandingCard(
  page: Page,
  card?: Parameters<typeof applyFromLandingCard>[1],
) {
  await openLandingPage(page);
  await applyFromLandingCard(page, card);
}

/**
 * Step 1: the phone number and email looked up together (new ones open step 2, known ones their
 * invoice; a phone alone finds nothing: README "Applicant identity").
 */
export async function lookUpInvoice(page: Page, phoneNumber: string, email: string): Promise<void> {
  await page.getByLabel("Phone number").fill(phoneNumber);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Submit" }).click();
}

/**
 * Step 2 filled in and sent: the invoice screen of `invoiceView`, unpaid, for `amount` (as the
 * page shows it, e.g. ₦10,000.00). Answers the invoice number.
 */
export async function generateInvoice(
  page: Page,
  payer: InvoicePayer,
  { amount, invoiceView = "/nce_invoice" }: { amount: string; invoiceView?: string },
): Promise<string> {
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Form" })).toBeVisible();
  await page.getByLabel("Surname").fill(payer.surname);
  await page.getByLabel("First name").fill(payer.firstName);
  if (payer.middleName) await page.getByLabel("Middle name").fill(payer.middleName);
  // Known from step 1, where the invoice is found by it: shown, not editable.
  await expect(page.getByLabel("Email address")).toHaveValue(payer.email);
  await expect(page.getByLabel("Email address")).toBeDisabled();
  await page.getByRole("button", { name: "Generate Invoice" }).click();
  await expect(page).toHaveURL(new RegExp(`${invoiceView}$`));
  await expect(page.getByTestId("invoice-status")).toHaveText("UNPAID");
  await expect(page.getByTestId("invoice-total")).toHaveText(amount);
  const invoiceNumber = (await page.getByTestId("invoice-number").textContent()) ?? "";
  expect(invoiceNumber).toMatch(/^INV[0-9A-F]+$/);
  return invoiceNumber;
}
