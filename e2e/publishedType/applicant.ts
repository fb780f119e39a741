import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../accessibility";
import { expect } from "../fixtures";
import { type NceAnswers, nceAnswers } from "../journey/fillNceForm";
import { generateInvoice, type InvoicePayer, lookUpInvoice } from "../journey/invoiceFromLandingCard";
import { newApplicantContact } from "../journey/newApplicant";
import { payOnSandbox } from "../journey/payOnSandbox";
import type { NewType } from "./officers";

const shots = process.env.E2E_SCREENSHOTS;

/** Who applies: their names, a phone number no other test uses, and the address their code goes to. */
export type Applicant = InvoicePayer & { phoneNumber: string };

export function newApplicant(): Applicant {
  return { surname: "Okafor", firstName: "Adaeze", ...newApplicantContact() };
}

/**
 * The NCE form's answers (a type started from NCE asks the same) as `who` gives them; years
 * follow the calendar so the age and year rules hold.
 */
export function answersOf(who: Applicant): NceAnswers {
  const year = new Date().getFullYear();
  return nceAnswers({
    personal: {
      surname: who.surname,
      firstName: who.firstName,
      mobileNumber: who.phoneNumber,
      email: who.email,
      dateOfBirth: `${year - 20}-05-17`,
    },
    olevel: { year: String(year - 3) },
    school: { from: String(year - 9), to: String(year - 3) },
  });
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
  await lookUpInvoice(page, who.phoneNumber, who.email);

  // Step 2: the fee the bursary set, for the current session; the names are the applicant's.
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Form" })).toBeVisible();
  await expect(page.getByLabel("Amount")).toHaveValue(type.fee.shown.replace("₦", ""));
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/new-type-invoice-form.png`, fullPage: true });
  const invoiceNumber = await generateInvoice(page, who, {
    amount: type.fee.shown,
    invoiceView: "/other_students_invoice",
  });
  if (shots) await page.screenshot({ path: `${shots}/new-type-invoice.png`, fullPage: true });
  await payOnSandbox(page, type.fee.shown, invoiceNumber);
  if (shots) await page.screenshot({ path: `${shots}/new-type-paid.png`, fullPage: true });
  return invoiceNumber;
}
