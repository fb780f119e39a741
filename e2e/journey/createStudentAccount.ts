import { expect, type Page } from "@playwright/test";
import type { E2EServer } from "../fixtures";
import { signIn } from "../session";
import type { AdmissionLookup } from "./acceptAdmission";
import { latestApplicantCode } from "./emailedCode";

/**
 * From the status page's "Create your student profile" to /create_profile: /verify_account with
 * the application number and phone, then the code emailed to `email`.
 */
export async function verifyAdmittedAccount(
  page: Page,
  server: E2EServer,
  who: AdmissionLookup & { email: string },
): Promise<void> {
  await page.getByRole("link", { name: "Create your student profile" }).click();
  await expect(page).toHaveURL(/\/verify_account$/);
  await page.getByLabel("Application Number or Registration Number").fill(who.reference);
  await page.getByLabel("Phone Number").fill(who.phoneNumber);
  await page.getByRole("button", { name: "Send Code" }).click();
  await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible();
  await page.getByLabel("Verification Code").fill(await latestApplicantCode(server, who.email));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page).toHaveURL(/\/create_profile$/);
}

/** On /create_profile: the password twice, Create Profile; answers the matric number given. */
export async function createStudentProfile(page: Page, password: string): Promise<string> {
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Profile" }).click();
  const matric = page.getByTestId("matric-number");
  await expect(matric).toHaveText(/\S/);
  return (await matric.textContent()) ?? "";
}

/** From the "Profile created" card: Go to login, then the new student signs in to their dashboard. */
export async function signInAsNewStudent(page: Page, matricNumber: string, password: string): Promise<void> {
  await page.getByRole("link", { name: "Go to login" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, matricNumber, password);
}
