import { sql } from "drizzle-orm";
import { paidApplicantSignedIn } from "./applicant";
import { expect, test } from "./fixtures";
import { detailValue } from "./journey/documentDetails";
import {
  fillEducationHistory,
  fillNextOfKin,
  fillOlevelSitting,
  fillPersonalDetails,
  fillProgrammeChoice,
  fillSponsor,
  NCE_STEPS,
  nceAnswers,
  uploadPassport,
} from "./journey/fillNceForm";
import { choose, combobox, nextStep } from "./journey/formControls";
import { submitApplication } from "./journey/submitAndPrintSlip";

/**
 * The e2e server has the reference lists (states, LGAs, subjects, grades...) and, of the college's
 * departments, only the one every installation gets. The programme step needs a first choice and
 * a different alternate, so this test adds a second department to the School of General Studies.
 */
const SECOND_DEPARTMENT = { name: "Technical Education", code: "TED" };

// A slow step should fail fast with its own message rather than use up the whole test's time.
test.use({ actionTimeout: 15_000 });

test("an applicant fills all seven steps of the NCE form by hand, fixes a mistake and submits", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await server.database.db.execute(
    sql`INSERT INTO departments (name, code, faculty_id) VALUES (${SECOND_DEPARTMENT.name}, ${SECOND_DEPARTMENT.code}, 1) ON CONFLICT DO NOTHING`,
  );
  const answers = nceAnswers({ programme: { alternateDepartment: SECOND_DEPARTMENT.name } });
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const lgaRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/Lookups/lgas")) lgaRequests.push(new URL(request.url()).search);
  });

  // A paid invoice, then the sign-in: only its applicant opens the form.
  await paidApplicantSignedIn(page, server);
  await expect(page.getByRole("heading", { name: NCE_STEPS.personal })).toBeVisible();

  // Step 1, first what the drop-downs offer: Nigeria heads the country list, then alphabetical...
  const nationality = combobox(page, "Nationality");
  await nationality.click();
  const countries = page.getByRole("listbox");
  await expect(countries.getByRole("option").first()).toHaveText("Nigeria");
  await expect(countries.getByRole("option").nth(1)).toHaveText("Benin");
  await countries.getByRole("option", { name: "Nigeria", exact: true }).click();
  // ...the LGA waits for a State of origin and offers that state's LGAs (Ogun's here)...
  const lga = combobox(page, "Local government area");
  await expect(lga).toBeDisabled();
  await expect(lga).toHaveAttribute("placeholder", "Choose the State of origin first");
  await choose(page, combobox(page, "State of origin"), "Ogun");
  await choose(page, lga, "Ijebu Ode");
  // ...then the applicant's details, moving to Lagos: the Ogun LGA is cleared, Ikeja chosen.
  await fillPersonalDetails(page, answers.personal);
  // Only the new state's LGAs are offered.
  await lga.click();
  await lga.fill("Iko");
  await expect(page.getByRole("option", { name: "Ikorodu", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "Ikole" })).toHaveCount(0); // in Ekiti
  await lga.fill(answers.personal.lga);
  await page.getByRole("option", { name: answers.personal.lga, exact: true }).click();
  await expect(lga).toHaveValue(answers.personal.lga);
  expect(lgaRequests).toEqual(expect.arrayContaining(["?stateId=28", "?stateId=25"]));
  await nextStep(page, NCE_STEPS.programme);

  // Step 2: programme.
  await fillProgrammeChoice(page, answers.programme);
  await expect(page.getByRole("radio", { name: "Full-time" })).toBeChecked();
  await nextStep(page, NCE_STEPS.olevel);

  // Step 3: one O-level sitting, first without English Language: the shared rule stops the step.
  const withoutEnglish: [string, string][] = [
    ...answers.olevel.results.filter(([subject]) => subject !== "English Language"),
    ["Agricultural Science", "A1"],
  ];
  await fillOlevelSitting(page, { ...answers.olevel, results: withoutEnglish });
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("English Language is required").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: NCE_STEPS.olevel })).toBeVisible();
  // Fix it: English Language in place of Agricultural Science.
  await choose(page, combobox(page, `Subject, row ${withoutEnglish.length}`), "English Language");
  await nextStep(page, NCE_STEPS.educationHistory);

  // Steps 4 to 7: education history, next of kin, sponsor, uploads.
  await fillEducationHistory(page, answers.school);
  await nextStep(page, NCE_STEPS.nextOfKin);
  await fillNextOfKin(page, answers.nextOfKin);
  await nextStep(page, NCE_STEPS.sponsor);
  await fillSponsor(page, answers.sponsor);
  await nextStep(page, NCE_STEPS.uploads);
  await uploadPassport(page, answers.passport);
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // The review shows what was entered, with names for the chosen ids.
  await expect(page.getByRole("heading", { level: 2, name: "Review and submit" })).toBeVisible();
  await expect(detailValue(page, "Surname")).toHaveText(answers.personal.surname);
  await expect(detailValue(page, "State of origin")).toHaveText("Lagos");
  await expect(detailValue(page, "Local government area")).toHaveText("Ikeja");
  await expect(detailValue(page, "Nationality")).toHaveText("Nigeria");
  await expect(detailValue(page, "Alternate department")).toHaveText(SECOND_DEPARTMENT.name);
  await expect(page.getByText("English Language").first()).toBeVisible();
  await expect(page.getByText(answers.nextOfKin.fullName).first()).toBeVisible();
  await expect(page.getByText(answers.sponsor.fullName).first()).toBeVisible();

  await submitApplication(page);
  await expect(page.getByText(answers.personal.firstName).first()).toBeVisible();
  await expect(page.getByText("Ikeja").first()).toBeVisible();
  const stored = await (await page.request.get("/api/ApplicationDrafts/nce")).json();
  expect(stored.data).toMatchObject({
    submittedAt: expect.any(String),
    data: { personal: { stateId: 25, lgaId: 516, countryId: 1 } },
  });
  expect(pageErrors).toEqual([]);
});
