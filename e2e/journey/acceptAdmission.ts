import { expect, type Page } from "@playwright/test";
import { payOnSandbox } from "./payOnSandbox";

/** How an applicant names themselves on /prospective_students and /verify_account. */
export interface AdmissionLookup {
  /** The application number (NCE/2026/000012) or JAMB registration number. */
  reference: string;
  phoneNumber: string;
}

/** /prospective_students: the application number and phone, Check Status; the answer shows. */
export async function checkAdmissionStatus(page: Page, who: AdmissionLookup): Promise<void> {
  await page.goto("/prospective_students");
  await expect(page.getByRole("heading", { level: 1, name: "Check Admission Status" })).toBeVisible();
  await page.getByLabel("Application Number or Registration Number").fill(who.reference);
  await page.getByLabel("Phone Number").fill(who.phoneNumber);
  await page.getByRole("button", { name: "Check Status" }).click();
  await expect(page.getByTestId("admission-message")).toBeVisible();
}

/**
 * An admitted applicant's acceptance fee, from the status page: its invoice, unpaid for
 * `amount` (₦25,000.00), then paid at the sandbox gateway.
 */
export async function payAcceptanceFee(page: Page, amount: string): Promise<void> {
  await page.getByRole("button", { name: "Generate acceptance fee invoice" }).click();
  await expect(page.getByTestId("invoice-status")).toHaveText("UNPAID");
  await expect(page.getByTestId("invoice-total")).toHaveText(amount);
  await payOnSandbox(page, amount);
}

/**
 * From the paid acceptance fee's status page, its "What next" link back to the status page (this
 * tab remembers who asked), then the admission letter; answers the letter, on screen.
 */
export async function openAdmissionLetter(page: Page) {
  await page.getByRole("link", { name: "Go to your admission status" }).click();
  await expect(page).toHaveURL(/\/prospective_students$/);
  await page.getByRole("button", { name: "Admission letter" }).click();
  const letter = page.getByRole("article", { name: "Offer of Provisional Admission" });
  await expect(letter).toBeVisible();
  return letter;
}
