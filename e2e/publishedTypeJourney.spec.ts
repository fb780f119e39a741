import { lagosDay } from "../src/server/modules/applicationSetup/applicationWindow";
import { expectNoSeriousViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { fillNceForm, nceAnswers } from "./journey/fillNceForm";
import { signInWithCode } from "./journey/signInWithCode";
import { submitApplication } from "./journey/submitAndPrintSlip";
import { answersOf, generateAndPayInvoice, newApplicant } from "./publishedType/applicant";
import { prepareTypeJourney } from "./publishedType/journeySetup";
import { createAndPublishType, type NewType, openType, priceType } from "./publishedType/officers";
import { expectInApplicationReports, expectInReportsArea } from "./publishedType/reports";
import { staffBrowser } from "./publishedType/staffBrowser";

const shots = process.env.E2E_SCREENSHOTS;

/**
 * The departments the programme step chooses: the one every installation has, and a second one
 * the spec adds (the alternate must differ from the first choice).
 */
const { department: FIRST_DEPARTMENT } = nceAnswers().programme;

const EVENING_NCE: NewType = {
  key: "evening_nce",
  name: "Evening NCE Programme",
  startFrom: "NCE Programme",
  fee: { typed: "12,500", shown: "₦12,500.00" },
};

/** The current session, made if the e2e database has none (journeySetup.ts). */
let session = "";
test.beforeAll(async ({ server }) => {
  session = await prepareTypeJourney(server.database.db);
});

/** A day `days` from today in Lagos, as the date input takes it. */
function daysFromNow(days: number): string {
  return lagosDay(new Date(Date.now() + days * 86_400_000));
}

test("a registry officer creates and publishes a new type, the bursary prices it and admissions opens it; an applicant pays, applies and prints the slip; the reports count it — all in the portal, no code change", async ({
  page,
  server,
  browser,
  consoleCheck,
}) => {
  test.setTimeout(480_000);
  consoleCheck.allow(/status of 401/, "the form checks the applicant session before sign-in");

  // Each officer in their own browser, signed in before the clock starts (their working day).
  const registrar = await staffBrowser(browser, server.url, "registrar");
  const bursar = await staffBrowser(browser, server.url, "bursar");
  const admissions = await staffBrowser(browser, server.url, "admissions");

  const clock = Date.now();
  const lap = () => `${((Date.now() - clock) / 1000).toFixed(1)} s`;
  await createAndPublishType(registrar.page, EVENING_NCE);
  const published = lap();
  await priceType(bursar.page, EVENING_NCE, session);
  const priced = lap();
  await openType(admissions.page, EVENING_NCE, daysFromNow(90));
  const opened = lap();
  test.info().annotations.push({
    type: "officers' time",
    description: `new type → published ${published} → priced ${priced} → opened ${opened}`,
  });
  console.log(
    `[publishedTypeJourney] new type → published ${published} → priced ${priced} → opened ${opened}`,
  );
  await bursar.close();

  // The applicant, in the test's own browser: invoice, payment, sign-in with the emailed code.
  const applicant = newApplicant();
  const invoiceNumber = await generateAndPayInvoice(page, EVENING_NCE, applicant);
  await signInWithCode(page, server, { ...applicant, type: EVENING_NCE.key, reference: invoiceNumber });
  await expect(page.getByRole("heading", { name: `${EVENING_NCE.name} application` })).toBeVisible();

  // Every step of the form the type started with, then submit: the printable slip.
  await fillNceForm(page, answersOf(applicant), {
    afterStep: async (step) => {
      if (step !== "personal") return;
      await expectNoSeriousViolations(page);
      if (shots) await page.screenshot({ path: `${shots}/new-type-step-1.png`, fullPage: true });
    },
  });
  await submitApplication(page, { programme: EVENING_NCE.name, previewPath: `/${EVENING_NCE.key}_preview` });
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Applicant's passport photograph" })).toBeVisible();
  // The slip is titled with the type's own name, not that of the type it started from.
  await expect(
    page.getByRole("heading", { name: `${EVENING_NCE.name} application`, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "NCE Programme application", exact: true })).toHaveCount(0);
  await expect(page.getByText(FIRST_DEPARTMENT).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/new-type-slip.png`, fullPage: true });

  // The admissions office's reports count it under the type's name, and the CSV says the same.
  await expectInApplicationReports(admissions.page, EVENING_NCE.name, 1);
  await admissions.close();
  await expectInReportsArea(registrar.page, EVENING_NCE.name, 1);
  await registrar.close();
});
