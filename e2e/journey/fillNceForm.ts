import { expect, type Page } from "@playwright/test";
import { choose, combobox, nextStep, pickRadio } from "./formControls";

/** A 1×1 PNG: the passport photograph an applicant uploads. */
export const PASSPORT_PNG = {
  name: "passport.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
};

/** The headings of the NCE form's seven steps, in order (schemas/applications/nce/meta.json). */
export const NCE_STEPS = {
  personal: "Step 1 of 7: Personal details",
  programme: "Step 2 of 7: Programme",
  olevel: "Step 3 of 7: O-level results",
  educationHistory: "Step 4 of 7: Education history",
  nextOfKin: "Step 5 of 7: Next of kin",
  sponsor: "Step 6 of 7: Sponsor",
  uploads: "Step 7 of 7: Uploads",
} as const;

/** What an applicant types and chooses on the NCE form, by the names the form shows. */
export interface NceAnswers {
  personal: {
    surname: string;
    firstName: string;
    middleName: string;
    gender: "Female" | "Male";
    /** yyyy-mm-dd */
    dateOfBirth: string;
    maritalStatus: string;
    religion: string;
    nationality: string;
    state: string;
    lga: string;
    homeTown: string;
    nin: string;
    mobileNumber: string;
    email: string;
    contactAddress: string;
  };
  programme: {
    school: string;
    department: string;
    alternateDepartment: string;
    mode: "Full-time" | "Part-time";
    jambNumber: string;
  };
  olevel: {
    examination: string;
    year: string;
    examNumber: string;
    centre: string;
    /** [subject, grade] per row */
    results: [string, string][];
  };
  school: { name: string; country: string; from: string; to: string };
  nextOfKin: { fullName: string; relationship: string; mobileNumber: string; contactAddress: string };
  sponsor: { fullName: string; relationship: string; mobileNumber: string; contactAddress: string };
  passport: typeof PASSPORT_PNG;
}

type Overrides = { [Section in keyof NceAnswers]?: Partial<NceAnswers[Section]> };

/**
 * A complete, valid NCE application as a Lagos school leaver would fill it in, with `overrides`
 * per step (the applicant's own names and contacts, the college's departments).
 */
export function nceAnswers(overrides: Overrides = {}): NceAnswers {
  const answers: NceAnswers = {
    personal: {
      surname: "Okafor",
      firstName: "Adaeze",
      middleName: "Chioma",
      gender: "Female",
      dateOfBirth: "2005-05-17",
      maritalStatus: "Single",
      religion: "Christianity",
      nationality: "Nigeria",
      state: "Lagos",
      lga: "Ikeja",
      homeTown: "Nnewi",
      nin: "12345678901",
      mobileNumber: "08031234567",
      email: "adaeze.okafor@example.com",
      contactAddress: "12 Marina, Lagos Island",
    },
    programme: {
      school: "School of General Studies",
      department: "General Studies Education",
      alternateDepartment: "Technical Education",
      mode: "Full-time",
      jambNumber: "12345678AB",
    },
    olevel: {
      examination: "WAEC",
      year: "2022",
      examNumber: "4250101001",
      centre: "Government College, Ibadan",
      results: [
        ["Mathematics", "A1"],
        ["Physics", "B2"],
        ["Chemistry", "B3"],
        ["Biology", "C4"],
        ["Economics", "C5"],
        ["Geography", "C6"],
        ["Civic Education", "B2"],
        ["English Language", "A1"],
      ],
    },
    school: { name: "Government College, Ibadan", country: "Nigeria", from: "2016", to: "2022" },
    nextOfKin: {
      fullName: "Ngozi Okafor",
      relationship: "Mother",
      mobileNumber: "+2348031234567",
      contactAddress: "12 Marina, Lagos Island",
    },
    sponsor: {
      fullName: "Emeka Okafor",
      relationship: "Father",
      mobileNumber: "08039876543",
      contactAddress: "12 Marina, Lagos Island",
    },
    passport: PASSPORT_PNG,
  };
  return {
    personal: { ...answers.personal, ...overrides.personal },
    programme: { ...answers.programme, ...overrides.programme },
    olevel: { ...answers.olevel, ...overrides.olevel },
    school: { ...answers.school, ...overrides.school },
    nextOfKin: { ...answers.nextOfKin, ...overrides.nextOfKin },
    sponsor: { ...answers.sponsor, ...overrides.sponsor },
    passport: { ...answers.passport, ...overrides.passport },
  };
}

/** Step 1; the State of origin before its LGA, which the state's choice leaves empty. */
export async function fillPersonalDetails(page: Page, personal: NceAnswers["personal"]): Promise<void> {
  await page.getByLabel("Surname").fill(personal.surname);
  await page.getByLabel("First name").fill(personal.firstName);
  await page.getByLabel("Middle name").fill(personal.middleName);
  await pickRadio(page, personal.gender);
  await page.getByLabel("Date of birth").fill(personal.dateOfBirth);
  await choose(page, combobox(page, "Marital status"), personal.maritalStatus);
  await choose(page, combobox(page, "Religion"), personal.religion);
  await choose(page, combobox(page, "Nationality"), personal.nationality);
  const lga = combobox(page, "Local government area");
  await choose(page, combobox(page, "State of origin"), personal.state);
  await expect(lga).toHaveValue("");
  await expect(lga).toBeEnabled();
  await choose(page, lga, personal.lga);
  await page.getByLabel("Home town").fill(personal.homeTown);
  await page.getByLabel("National Identification Number (NIN)").fill(personal.nin);
  await page.getByLabel("Mobile number").fill(personal.mobileNumber);
  await page.getByLabel("Email").fill(personal.email);
  await page.getByLabel("Contact address").fill(personal.contactAddress);
}

/** Step 2: the School, first and alternate departments, mode of study and JAMB number. */
export async function fillProgrammeChoice(page: Page, programme: NceAnswers["programme"]): Promise<void> {
  await choose(page, combobox(page, "School"), programme.school);
  await choose(page, combobox(page, "Department"), programme.department);
  await choose(page, combobox(page, "Alternate department"), programme.alternateDepartment);
  await pickRadio(page, programme.mode);
  await page.getByLabel("JAMB registration number").fill(programme.jambNumber);
}

/** Step 3: one O-level sitting, a subject and grade per row. */
export async function fillOlevelSitting(page: Page, olevel: NceAnswers["olevel"]): Promise<void> {
  await choose(page, combobox(page, "Examination"), olevel.examination);
  await page.getByRole("spinbutton", { name: "Exam year" }).fill(olevel.year);
  await page.getByLabel("Exam number").fill(olevel.examNumber);
  await page.getByLabel("Exam centre").fill(olevel.centre);
  for (const [index, [subject, grade]] of olevel.results.entries()) {
    await choose(page, combobox(page, `Subject, row ${index + 1}`), subject);
    await choose(page, combobox(page, `Grade, row ${index + 1}`), grade);
  }
}

/** Step 4: one school attended (the first row, added when the step starts without one). */
export async function fillEducationHistory(page: Page, school: NceAnswers["school"]): Promise<void> {
  if ((await page.getByLabel("School name, row 1").count()) === 0)
    await page.getByRole("button", { name: /Add a school/ }).click();
  await page.getByLabel("School name, row 1").fill(school.name);
  await choose(page, combobox(page, "Country, row 1"), school.country);
  await page.getByRole("spinbutton", { name: "From (year), row 1" }).fill(school.from);
  await page.getByRole("spinbutton", { name: "To (year), row 1" }).fill(school.to);
}

/** Step 5. */
export async function fillNextOfKin(page: Page, kin: NceAnswers["nextOfKin"]): Promise<void> {
  await page.getByLabel("Full name").fill(kin.fullName);
  await choose(page, combobox(page, "Relationship"), kin.relationship);
  await page.getByLabel("Mobile number").fill(kin.mobileNumber);
  await page.getByLabel("Contact address").fill(kin.contactAddress);
}

/** Step 6. */
export async function fillSponsor(page: Page, sponsor: NceAnswers["sponsor"]): Promise<void> {
  await page.getByLabel("Sponsor's full name").fill(sponsor.fullName);
  await choose(page, combobox(page, "Relationship to you"), sponsor.relationship);
  await page.getByLabel("Mobile number").fill(sponsor.mobileNumber);
  await page.getByLabel("Contact address").fill(sponsor.contactAddress);
}

/** Step 7: the passport photograph, chosen from the computer; its file name shows. */
export async function uploadPassport(page: Page, passport: NceAnswers["passport"]): Promise<void> {
  await page.getByLabel("Passport photograph").setInputFiles(passport);
  await expect(page.getByText(passport.name).first()).toBeVisible();
}

/**
 * All seven steps by hand, from step 1 (the form as a new applicant opens it) to the review,
 * each step's Next accepted. `afterStep` runs on each filled step before its Next (an axe check,
 * a screenshot).
 */
export async function fillNceForm(
  page: Page,
  answers: NceAnswers,
  { afterStep }: { afterStep?: (step: keyof typeof NCE_STEPS) => Promise<void> } = {},
): Promise<void> {
  await expect(page.getByRole("heading", { name: NCE_STEPS.personal })).toBeVisible();
  await fillPersonalDetails(page, answers.personal);
  await afterStep?.("personal");
  await nextStep(page, NCE_STEPS.programme);
  await fillProgrammeChoice(page, answers.programme);
  await afterStep?.("programme");
  await nextStep(page, NCE_STEPS.olevel);
  await fillOlevelSitting(page, answers.olevel);
  await afterStep?.("olevel");
  await nextStep(page, NCE_STEPS.educationHistory);
  await fillEducationHistory(page, answers.school);
  await afterStep?.("educationHistory");
  await nextStep(page, NCE_STEPS.nextOfKin);
  await fillNextOfKin(page, answers.nextOfKin);
  await afterStep?.("nextOfKin");
  await nextStep(page, NCE_STEPS.sponsor);
  await fillSponsor(page, answers.sponsor);
  await afterStep?.("sponsor");
  await nextStep(page, NCE_STEPS.uploads);
  await uploadPassport(page, answers.passport);
  await afterStep?.("uploads");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Review and submit" })).toBeVisible();
}
