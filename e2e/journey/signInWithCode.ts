import { expect, type Page } from "@playwright/test";
import type { E2EServer } from "../fixtures";
import { latestApplicantCode } from "./emailedCode";

/** What an applicant signs in with: their paid invoice (number or RRR), its phone and email. */
export interface ApplicantCredentials {
  type: string;
  /** The invoice number or the RRR. */
  reference: string;
  phoneNumber: string;
  email: string;
}

/** On a type's sign-in page: the invoice number or RRR and the phone, then Continue. */
export async function requestSignInCode(page: Page, reference: string, phoneNumber: string): Promise<void> {
  await page.getByLabel("Invoice Number or RRR").fill(reference);
  await page.getByLabel("Phone Number").fill(phoneNumber);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** The code step: the code from the newest email to `email`, then Sign in. */
export async function enterEmailedCode(page: Page, server: E2EServer, email: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  await page.getByLabel("Code").fill(await latestApplicantCode(server, email));
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs the paid invoice's applicant in through the type's login page (invoice number or RRR,
 * phone, then the emailed code) and waits for the form.
 */
export async function signInWithCode(
  page: Page,
  server: E2EServer,
  applicant: ApplicantCredentials,
  { loginPath = `/${applicant.type}_login`, formPath = `/${applicant.type}_application` } = {},
): Promise<void> {
  await page.goto(loginPath);
  await requestSignInCode(page, applicant.reference, applicant.phoneNumber);
  await enterEmailedCode(page, server, applicant.email);
  await expect(page).toHaveURL(new RegExp(`${formPath}$`));
}
