import type { Locator, Page } from "@playwright/test";
import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { lagosDay } from "../src/server/modules/applicationSetup/applicationWindow";
import { expectNoSeriousViolations } from "./accessibility";
import { payApplicationInvoice, signInApplicant } from "./applicant";
import { expect, isolatedTest } from "./fixtures";
import { fillPersonalDetails, fillProgrammeChoice, nceAnswers } from "./journey/fillNceForm";
import { choose, combobox, nextStep } from "./journey/formControls";
import { prepareTypeJourney } from "./publishedType/journeySetup";
import { type NewType, openType, priceType } from "./publishedType/officers";
import { staffBrowser } from "./publishedType/staffBrowser";

/**
 * Issue 25, part 1: a registry officer builds the diploma in the field editor without
 * typing JSON — based on NCE, aged 18–35, a required "Years of teaching experience" (whole number
 * 0–40), an optional licence number and licence file given together or not at all, at most 5
 * O-level rows — publishes it; the bursary prices it and the admissions office opens it; an
 * applicant meets each rule in the officer's words. Its own server: it publishes a new type.
 */
const test = isolatedTest();
const shots = process.env.E2E_SCREENSHOTS;

const DIPLOMA: NewType = {
  key: "ece_diploma",
  name: "Diploma in Early Childhood Education",
  startFrom: "NCE Programme",
  fee: { typed: "15,000", shown: "₦15,000.00" },
};
const STEP = "Teaching experience";
const YEARS = "Years of teaching experience";
const NUMBER = "Teaching licence number";
const FILE = "Teaching licence file";
const SAYS = {
  required: "please input your years of teaching experience",
  maximum: "at most 40 years of teaching",
  minimum: "years of teaching cannot be below 0",
  integer: "years of teaching are whole years",
  pattern: "a licence number is letters, digits, / and - (e.g. TRCN/2019/01234)",
  numberWithoutFile: "please upload the licence file with its number",
  fileWithoutNumber: "please give the licence number with its file",
};
const LICENCE_PDF = {
  name: "licence.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
};

let session = "";
test.beforeAll(async ({ server }) => {
  const db = server.database.db;
  await seedSchoolSetup(db);
  session = await prepareTypeJourney(db);
});

/** The field form open in the editor: label, kind and what the kind asks, then its words per rule. */
async function fillField(form: Locator, field: Record<string, string | boolean>): Promise<void> {
  for (const [label, value] of Object.entries(field)) {
    // By role and name: the label of a required input carries a " *" the name leaves out.
    const input = (["textbox", "combobox", "spinbutton", "checkbox"] as const)
      .map((role) => form.getByRole(role, { name: label, exact: true }))
      .reduce((either, other) => either.or(other));
    // Blueprint draws its own box over the native checkbox.
    if (value === true) await input.check({ force: true });
    else if ((await input.evaluate((element) => element.tagName)) === "SELECT")
      await input.selectOption({ label: String(value) });
    else await input.fill(String(value));
  }
}

async function addField(
  page: Page,
  field: Record<string, string | boolean>,
  given?: string,
  words: Record<string, string> = {},
): Promise<void> {
  const step = page.getByRole("region", { name: `New field in ${STEP}` });
  if ((await step.count()) === 0) await page.getByRole("button", { name: `Add a field to ${STEP}` }).click();
  await expect(step).toBeVisible();
  await fillField(step, field);
  if (given) await choose(page, combobox(step, "Given together with"), given);
  await fillField(step, words);
  if (shots && Object.keys(words).length > 0)
    await step.screenshot({ path: `${shots}/field-editor-pair.png` });
  await step.getByRole("button", { name: "Add field" }).click();
  await expect(step).toHaveCount(0);
  // The view stays in the field editor (it used to fall to the JSON files): the new field's line in
  // view, the focus on the step's "Add a field", and the step says what was added.
  const added = page
    .getByRole("list", { name: `Fields of ${STEP}` })
    .getByText(String(field.Label), { exact: true });
  await expect(added).toBeInViewport();
  await expect(page.getByRole("button", { name: `Add a field to ${STEP}` })).toBeFocused();
  await expect(
    page.getByRole("status").filter({ hasText: `${field.Label} added to ${STEP}.` }),
  ).toBeVisible();
}

/** The officer's part, in the field editor only: nothing typed into the JSON files. */
async function buildDiploma(page: Page): Promise<void> {
  // A control that never shows fails within 20 s, not at the test's end.
  page.setDefaultTimeout(20_000);
  await page.goto("/applications/types");
  await page.getByRole("link", { name: "New application type" }).click();
  await page.getByLabel("Key").fill(DIPLOMA.key);
  await page.getByLabel("Name").fill(DIPLOMA.name);
  await page.getByLabel("Start from").selectOption({ label: DIPLOMA.startFrom });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Steps and fields" })).toBeVisible();
  // The draft goes by its name before its first publish.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`New application type: ${DIPLOMA.name}`);

  // Shared fields go by their titles from the first sight, never by their JSON keys.
  const personal = page.getByRole("list", { name: "Fields of Personal details" });
  await expect(personal.getByText("Surname", { exact: true })).toBeVisible();
  await expect(personal.getByText("surname", { exact: true })).toHaveCount(0);

  // Fields and steps the editor keeps as they are say why in plain words.
  await expect(
    page.getByText("Shared college step — its numbers are set in Limits above").first(),
  ).toBeVisible();
  await expect(page.getByText(/Edited as JSON only/)).toHaveCount(0);

  // The limits of the shared pieces: ages and O-level rows.
  await page.getByText("Limits: ages and O-level rows").click();
  await page.getByLabel("Youngest applicant (years)").fill("18");
  await page.getByLabel("Oldest applicant (years)").fill("35");
  await page.getByLabel("O-level rows to fill in each sitting").fill("5");
  await page.getByLabel("Most O-level rows in a sitting").fill("5");
  const apply = page.getByRole("button", { name: "Apply limits" });
  // As a person scrolls: just far enough to see the button, at the bottom of the screen.
  await apply.evaluate((button) =>
    window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 4),
  );
  await apply.click();
  const applied = page.getByRole("status").filter({ hasText: "Limits applied" });
  await expect(applied).toContainText("Most O-level rows in a sitting: 5");
  // Said where the officer is looking: in view, the focus still on the button.
  await expect(applied).toBeInViewport({ ratio: 1 });
  await expect(apply).toBeFocused();
  await expect(page.getByLabel("meta.json (name, routes, invoice, steps)")).toHaveValue(/"olevelMaxRows": 5/);

  // A step of its own, second on the form, with the three fields.
  await page.getByLabel("New step's title").fill(STEP);
  await page.getByRole("button", { name: "Add step" }).click();
  // The new step opens its first field's form, in view, on its label.
  await expect(
    page.getByRole("region", { name: `New field in ${STEP}` }).getByRole("textbox", { name: "Label" }),
  ).toBeFocused();
  await addField(page, {
    Label: YEARS,
    Kind: "Whole number",
    Required: true,
    "Smallest allowed": "0",
    "Largest allowed": "40",
    "When it is left empty": SAYS.required,
    "When it is below the smallest": "years of teaching cannot be below {limit}",
    "When it is above the largest": "at most {limit} years of teaching",
    "When it is not a whole number": SAYS.integer,
  });
  await addField(page, {
    Label: NUMBER,
    Kind: "Text",
    "Most characters": "30",
    "Must look like": "Reference number (letters, digits, / and -, e.g. TRCN/2019/01234)",
    "When it does not look right": SAYS.pattern,
  });
  // Both ways in one form: the file's words, and the number's for a file given without it.
  await addField(page, { Label: FILE, Kind: "File upload", "Largest file (KB)": "300" }, NUMBER, {
    "When it is missing but its pair is given": SAYS.numberWithoutFile,
    [`When ${NUMBER} is missing but this one is given`]: SAYS.fileWithoutNumber,
  });
  // The number's own form shows the words written from the file's.
  await page.getByRole("button", { name: `Edit ${NUMBER}` }).click();
  const numberForm = page.getByRole("region", { name: `Edit ${NUMBER}` });
  await expect(
    numberForm.getByRole("textbox", { name: "When it is missing but its pair is given" }),
  ).toHaveValue(SAYS.fileWithoutNumber);
  await numberForm.getByRole("button", { name: "Cancel" }).click();
  const fields = page.getByRole("list", { name: `Fields of ${STEP}` });
  await expect(fields).toContainText("Whole number · required · 0 to 40");
  await expect(fields).toContainText(`File · optional · given together with ${NUMBER}`);
  for (let moves = 0; moves < 6; moves += 1)
    await page.getByRole("button", { name: `Move step ${STEP} up` }).click();
  await expect(page.getByLabel("meta.json (name, routes, invoice, steps)")).toHaveValue(
    /"steps": \[\s*"personal",\s*"teachingExperience",/,
  );

  // The live preview shows the step second, and the check passes.
  await expect(page.getByText("The form passes every check.")).toBeVisible({ timeout: 30_000 });
  const preview = page.getByTestId("live-preview");
  await preview
    .getByRole("navigation", { name: "Application steps" })
    .getByRole("button", { name: STEP })
    .click();
  await expect(preview.getByRole("heading", { name: `Step 2 of 8: ${STEP}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) {
    await page.screenshot({ path: `${shots}/field-editor.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/field-editor-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Version 1 published")).toBeVisible();
  // The next steps are links to the screens that do them.
  const outcome = page.getByRole("status").filter({ hasText: "Version 1 published" });
  await expect(outcome.getByRole("link", { name: "Application fees" })).toHaveAttribute(
    "href",
    "/fees_assignment/application_fees",
  );
  await expect(outcome.getByRole("link", { name: "Application setup" })).toHaveAttribute(
    "href",
    "/applications/setup",
  );
  if (shots) await page.screenshot({ path: `${shots}/field-editor-published.png` });
}

/** The wizard's Next, then the first error says `message`. */
async function refused(page: Page, message: string): Promise<void> {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("alert").first()).toContainText(message);
}

test("a registry officer builds the ECE diploma in the field editor, publishes it, it is priced and opened, and an applicant meets each rule in the officer's words", async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(420_000);
  const registrar = await staffBrowser(browser, server.url, "registrar");
  const bursar = await staffBrowser(browser, server.url, "bursar");
  const admissions = await staffBrowser(browser, server.url, "admissions");
  const clock = Date.now();
  const lap = () => `${((Date.now() - clock) / 1000).toFixed(1)} s`;
  await buildDiploma(registrar.page);
  const published = lap();
  await priceType(bursar.page, DIPLOMA, session);
  await openType(admissions.page, DIPLOMA, lagosDay(new Date(Date.now() + 90 * 86_400_000)));
  const opened = lap();
  console.log(`[fieldEditor] new type → built and published ${published} → priced and opened ${opened}`);
  test
    .info()
    .annotations.push({ type: "officers' time", description: `published ${published}, opened ${opened}` });
  await Promise.all([registrar.close(), bursar.close(), admissions.close()]);

  // The applicant: paid, signed in, on the diploma's form.
  const paid = await payApplicationInvoice(page, server, DIPLOMA.key);
  await signInApplicant(page, server, paid);
  await expect(page.getByRole("heading", { name: "Step 1 of 8: Personal details" })).toBeVisible();
  const year = new Date().getFullYear();
  await fillPersonalDetails(page, {
    ...nceAnswers().personal,
    mobileNumber: paid.phoneNumber,
    email: paid.email,
    dateOfBirth: `${year - 40}-05-17`,
  });
  // Aged 18–35: the shared piece's rule, from the type's limits.
  await refused(page, "age must not be more than 35 years");
  await page.getByLabel("Date of birth").fill(`${year - 25}-05-17`);
  await nextStep(page, `Step 2 of 8: ${STEP}`);

  // Each rule of the officer's fields, in the officer's words.
  await refused(page, SAYS.required);
  const years = page.getByLabel(YEARS);
  await years.fill("41");
  await refused(page, SAYS.maximum);
  await years.fill("-1");
  await refused(page, SAYS.minimum);
  await years.fill("2.5");
  await refused(page, SAYS.integer);
  await years.fill("6");
  await page.getByLabel(NUMBER).fill("/2019");
  await refused(page, SAYS.pattern);
  await page.getByLabel(NUMBER).fill("TRCN/2019/01234");
  await refused(page, SAYS.numberWithoutFile);
  await page.getByLabel(NUMBER).fill("");
  await page.getByLabel(FILE).setInputFiles(LICENCE_PDF);
  await expect(page.getByText(LICENCE_PDF.name).first()).toBeVisible();
  await refused(page, SAYS.fileWithoutNumber);
  await page.getByLabel(NUMBER).fill("TRCN/2019/01234");
  await expect(
    page.getByText(/must have required property|must be <=|must be integer|must match pattern/),
  ).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/field-editor-applicant.png`, fullPage: true });
  await nextStep(page, "Step 3 of 8: Programme");

  // At most 5 O-level rows, and 5 to fill: the type's limits on the shared piece.
  await fillProgrammeChoice(page, nceAnswers().programme);
  await nextStep(page, "Step 4 of 8: O-level results");
  await expect(combobox(page, "Subject, row 5")).toBeVisible();
  await expect(combobox(page, "Subject, row 6")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Add a subject/ })).toHaveCount(0);

  // The server says the same words for the same data.
  const answer = await page.request.post(`/api/ApplicationDrafts/${DIPLOMA.key}/submit`, {
    data: { teachingExperience: { yearsOfTeachingExperience: 41 } },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).errors).toContainEqual({
    path: "teachingExperience.yearsOfTeachingExperience",
    message: SAYS.maximum,
  });
});
