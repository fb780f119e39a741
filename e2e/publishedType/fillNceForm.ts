import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../accessibility";
import { expect } from "../fixtures";
import type { Applicant } from "./applicant";
import { choose, dropdown } from "./dropdowns";

const shots = process.env.E2E_SCREENSHOTS;

/** A 1×1 PNG: the passport photograph the applicant uploads. */
const PASSPORT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * The departments the programme step chooses: the one every installation has, and a second one
 * the spec adds (the alternate must differ from the first choice).
 */
export const DEPARTMENTS = {
  school: "School of General Studies",
  first: "General Studies Education",
  alternate: { name: "Technical Education", code: "TED" },
};

async function next(page: Page, heading: string): Promise<void> {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

/**
 * Every step of a form that started from NCE's seven (personal details to uploads), by hand with
 * values NCE accepts, up to its review. Years follow the calendar so the age and year rules hold.
 */
export async function fillNceSteps(page: Page, who: Applicant): Promise<void> {
  const year = new Date().getFullYear();
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();
  await page.getByLabel("Surname").fill(who.surname);
  await page.getByLabel("First name").fill(who.firstName);
  await page.getByLabel("Middle name").fill("Chioma");
  // Blueprint draws its own indicator over the native radio, so the click goes to the label.
  await page.getByText("Female", { exact: true }).click();
  await page.getByLabel("Date of birth").fill(`${year - 20}-05-17`);
  await choose(page, dropdown(page, "Marital status"), "Single");
  await choose(page, dropdown(page, "Religion"), "Christianity");
  await choose(page, dropdown(page, "Nationality"), "Nigeria");
  await choose(page, dropdown(page, "State of origin"), "Lagos");
  await choose(page, dropdown(page, "Local government area"), "Ikeja");
  await page.getByLabel("Home town").fill("Nnewi");
  await page.getByLabel("National Identification Number (NIN)").fill("12345678901");
  await page.getByLabel("Mobile number").fill(who.phone);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Contact address").fill("12 Marina, Lagos Island");
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/new-type-step-1.png`, fullPage: true });
  await next(page, "Step 2 of 7: Programme");

  await choose(page, dropdown(page, "School"), DEPARTMENTS.school);
  await choose(page, dropdown(page, "Department"), DEPARTMENTS.first);
  await choose(page, dropdown(page, "Alternate department"), DEPARTMENTS.alternate.name);
  await page.getByText("Full-time", { exact: true }).click();
  await page.getByLabel("JAMB registration number").fill("12345678AB");
  await next(page, "Step 3 of 7: O-level results");

  // One sitting of eight subjects, English Language among them.
  await choose(page, dropdown(page, "Examination"), "WAEC");
  await page.getByRole("spinbutton", { name: "Exam year" }).fill(String(year - 3));
  await page.getByLabel("Exam number").fill("4250101001");
  await page.getByLabel("Exam centre").fill("Government College, Ibadan");
  const subjects = ["English Language", "Mathematics", "Physics", "Chemistry", "Biology", "Economics"];
  const grades = ["A1", "B2", "B3", "C4", "C5", "C6", "B2", "A1"];
  for (const [index, subject] of [...subjects, "Geography", "Civic Education"].entries()) {
    await choose(page, dropdown(page, `Subject, row ${index + 1}`), subject);
    await choose(page, dropdown(page, `Grade, row ${index + 1}`), grades[index] as string);
  }
  await next(page, "Step 4 of 7: Education history");

  if ((await page.getByLabel("School name, row 1").count()) === 0)
    await page.getByRole("button", { name: /Add a school/ }).click();
  await page.getByLabel("School name, row 1").fill("Government College, Ibadan");
  await choose(page, dropdown(page, "Country, row 1"), "Nigeria");
  await page.getByRole("spinbutton", { name: "From (year), row 1" }).fill(String(year - 9));
  await page.getByRole("spinbutton", { name: "To (year), row 1" }).fill(String(year - 3));
  await next(page, "Step 5 of 7: Next of kin");

  await page.getByLabel("Full name").fill("Ngozi Okafor");
  await choose(page, dropdown(page, "Relationship"), "Mother");
  await page.getByLabel("Mobile number").fill("+2348031234567");
  await page.getByLabel("Contact address").fill("12 Marina, Lagos Island");
  await next(page, "Step 6 of 7: Sponsor");

  await page.getByLabel("Sponsor's full name").fill("Emeka Okafor");
  await choose(page, dropdown(page, "Relationship to you"), "Father");
  await page.getByLabel("Mobile number").fill("08039876543");
  await page.getByLabel("Contact address").fill("12 Marina, Lagos Island");
  await next(page, "Step 7 of 7: Uploads");

  await page
    .getByLabel("Passport photograph")
    .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: PASSPORT_PNG });
  await expect(page.getByText("passport.png").first()).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Review and submit" })).toBeVisible();
}
