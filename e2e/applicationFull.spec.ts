import type { Locator, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { paidApplicantSignedIn } from "./applicant";
import { expect, test } from "./fixtures";

/** A 1×1 PNG: the passport photograph the applicant uploads. */
const PASSPORT_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * The e2e server has the reference lists (states, LGAs, subjects, grades...) and, of the college's
 * departments, only the one every installation gets. The programme step needs a first choice and
 * a different alternate, so this test adds a second department to the School of General Studies.
 */
const SECOND_DEPARTMENT = { name: "Technical Education", code: "TED" };

/** Chooses `option` in the drop-down labelled `label`: a native select, or a type-to-search combobox. */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
    await field.selectOption({ label: option });
    return;
  }
  // The list can move while it opens (near the bottom of the screen it flips above the field), and
  // a click that lands as it moves is lost, leaving the list open over the next field: so the pick
  // counts only once this field's list has closed, and is made again otherwise.
  await expect(async () => {
    await field.click();
    // Focusing mounts the searchable list in the placeholder's place (same name): type into it.
    await field.fill(option);
    // Lists of fields chosen earlier linger in the page: pick from the one this field controls.
    const list = page.locator(`[id="${await field.getAttribute("aria-controls")}"]`);
    await list.getByRole("option", { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(field).toHaveAttribute("aria-expanded", "false", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(field).toHaveValue(option);
}

function combobox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("combobox", { name, exact: true });
}

// A slow step should fail fast with its own message rather than use up the whole test's time.
test.use({ actionTimeout: 15_000 });

async function next(page: Page, heading: string): Promise<void> {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

test("an applicant fills all seven steps of the NCE form by hand, fixes a mistake and submits", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await server.database.db.execute(
    sql`INSERT INTO departments (name, code, faculty_id) VALUES (${SECOND_DEPARTMENT.name}, ${SECOND_DEPARTMENT.code}, 1) ON CONFLICT DO NOTHING`,
  );
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const lgaRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/Lookups/lgas")) lgaRequests.push(new URL(request.url()).search);
  });

  // A paid invoice, then the sign-in: only its applicant opens the form.
  await paidApplicantSignedIn(page, server);
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();

  // Step 1: personal details, with the state before its LGA.
  await page.getByLabel("Surname").fill("Okafor");
  await page.getByLabel("First name").fill("Adaeze");
  await page.getByLabel("Middle name").fill("Chioma");
  // Blueprint draws its own indicator over the native radio, so the click goes to the label.
  await page.getByText("Female", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  await page.getByLabel("Date of birth").fill("2005-05-17");
  await choose(page, combobox(page, "Marital status"), "Single");
  await choose(page, combobox(page, "Religion"), "Christianity");
  const nationality = combobox(page, "Nationality");
  await nationality.click();
  // Nigeria heads the country list.
  const countries = page.getByRole("listbox");
  await expect(countries.getByRole("option").first()).toHaveText("Nigeria");
  await expect(countries.getByRole("option").nth(1)).toHaveText("Benin"); // then alphabetical
  await countries.getByRole("option", { name: "Nigeria", exact: true }).click();

  const lga = combobox(page, "Local government area");
  await expect(lga).toBeDisabled();
  await expect(lga).toHaveAttribute("placeholder", "Choose the State of origin first");
  await choose(page, combobox(page, "State of origin"), "Ogun");
  await expect(lga).toBeEnabled();
  await choose(page, lga, "Ijebu Ode");
  // Changing the state clears an LGA of the old state, and offers only the new state's LGAs.
  await choose(page, combobox(page, "State of origin"), "Lagos");
  await expect(lga).toHaveValue("");
  await lga.click();
  await lga.fill("Iko");
  await expect(page.getByRole("option", { name: "Ikorodu", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "Ikole" })).toHaveCount(0); // in Ekiti
  await lga.fill("Ikeja");
  await page.getByRole("option", { name: "Ikeja", exact: true }).click();
  await expect(lga).toHaveValue("Ikeja");
  expect(lgaRequests).toEqual(expect.arrayContaining(["?stateId=28", "?stateId=25"]));

  await page.getByLabel("Home town").fill("Nnewi");
  await page.getByLabel("National Identification Number (NIN)").fill("12345678901");
  await page.getByLabel("Mobile number").fill("08031234567");
  await page.getByLabel("Email").fill("adaeze.okafor@example.com");
  await page.getByLabel("Contact address").fill("12 Marina, Lagos Island");
  await next(page, "Step 2 of 7: Programme");

  // Step 2: programme.
  await choose(page, combobox(page, "School"), "School of General Studies");
  await choose(page, combobox(page, "Department"), "General Studies Education");
  await choose(page, combobox(page, "Alternate department"), SECOND_DEPARTMENT.name);
  await page.getByText("Full-time", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Full-time" })).toBeChecked();
  await page.getByLabel("JAMB registration number").fill("12345678AB");
  await next(page, "Step 3 of 7: O-level results");

  // Step 3: one O-level sitting, first without English Language: the shared rule stops the step.
  await choose(page, combobox(page, "Examination"), "WAEC");
  await page.getByRole("spinbutton", { name: "Exam year" }).fill("2022");
  await page.getByLabel("Exam number").fill("4250101001");
  await page.getByLabel("Exam centre").fill("Government College, Ibadan");
  const subjects = [
    "Mathematics",
    "Physics",
    "Chemistry",
    "Biology",
    "Economics",
    "Geography",
    "Civic Education",
  ];
  const grades = ["A1", "B2", "B3", "C4", "C5", "C6", "B2", "A1"];
  for (const [index, subject] of [...subjects, "Agricultural Science"].entries()) {
    await choose(page, combobox(page, `Subject, row ${index + 1}`), subject);
    await choose(page, combobox(page, `Grade, row ${index + 1}`), grades[index] as string);
  }
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("English Language is required").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Step 3 of 7: O-level results" })).toBeVisible();
  // Fix it: English Language in place of Agricultural Science.
  await choose(page, combobox(page, "Subject, row 8"), "English Language");
  await next(page, "Step 4 of 7: Education history");

  // Step 4: education history.
  const addSchool = page.getByRole("button", { name: /Add a school/ });
  if ((await page.getByLabel("School name, row 1").count()) === 0) await addSchool.click();
  await page.getByLabel("School name, row 1").fill("Government College, Ibadan");
  await choose(page, combobox(page, "Country, row 1"), "Nigeria");
  await page.getByRole("spinbutton", { name: "From (year), row 1" }).fill("2016");
  await page.getByRole("spinbutton", { name: "To (year), row 1" }).fill("2022");
  await next(page, "Step 5 of 7: Next of kin");

  // Step 5: next of kin.
  await page.getByLabel("Full name").fill("Ngozi Okafor");
  await choose(page, combobox(page, "Relationship"), "Mother");
  await page.getByLabel("Mobile number").fill("+2348031234567");
  await page.getByLabel("Contact address").fill("12 Marina, Lagos Island");
  await next(page, "Step 6 of 7: Sponsor");

  // Step 6: sponsor.
  await page.getByLabel("Sponsor's full name").fill("Emeka Okafor");
  await choose(page, combobox(page, "Relationship to you"), "Father");
  await page.getByLabel("Mobile number").fill("08039876543");
  await page.getByLabel("Contact address").fill("12 Marina, Lagos Island");
  await next(page, "Step 7 of 7: Uploads");

  // Step 7: uploads.
  await page
    .getByLabel("Passport photograph")
    .setInputFiles({ name: "passport.png", mimeType: "image/png", buffer: PASSPORT_PNG });
  await expect(page.getByText("passport.png").first()).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // The review shows what was entered, with names for the chosen ids.
  await expect(page.getByRole("heading", { level: 2, name: "Review and submit" })).toBeVisible();
  const rowHeader = (label: string) => page.getByRole("rowheader", { name: label, exact: true }).first();
  const expectShown = async (label: string, value: string) =>
    expect(rowHeader(label).locator("xpath=following-sibling::*[1]")).toHaveText(value);
  await expectShown("Surname", "Okafor");
  await expectShown("State of origin", "Lagos");
  await expectShown("Local government area", "Ikeja");
  await expectShown("Nationality", "Nigeria");
  await expectShown("Alternate department", SECOND_DEPARTMENT.name);
  await expect(page.getByText("English Language").first()).toBeVisible();
  await expect(page.getByText("Ngozi Okafor").first()).toBeVisible();
  await expect(page.getByText("Emeka Okafor").first()).toBeVisible();

  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(page).toHaveURL(/\/nce_preview$/);
  await expect(page.getByText("Adaeze").first()).toBeVisible();
  await expect(page.getByText("Ikeja").first()).toBeVisible();
  const stored = await (await page.request.get("/api/ApplicationDrafts/nce")).json();
  expect(stored.data).toMatchObject({
    submittedAt: expect.any(String),
    data: { personal: { stateId: 25, lgaId: 516, countryId: 1 } },
  });
  expect(pageErrors).toEqual([]);
});
