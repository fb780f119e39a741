import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { validNceApplication } from "../tests/support/nceFixtures";
import { expectNoSeriousViolations } from "./accessibility";
import { payApplicationInvoice } from "./applicant";
import { expect, test } from "./fixtures";
import { enterEmailedCode, requestSignInCode } from "./journey/signInWithCode";
import { expectPrintableSlip, submitApplication } from "./journey/submitAndPrintSlip";
import { signIn } from "./session";

/** A 1×1 PNG as a data URL: the passport photograph on the slip. */
const PASSPORT =
  "data:image/png;name=passport.png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

const shots = process.env.E2E_SCREENSHOTS;

test("an NCE applicant with a paid invoice signs in with the emailed code, submits, prints the slip, and is then locked", async ({
  page,
  server,
  consoleCheck,
}) => {
  // The NCE fixture names the demo School, department and programme, which the server checks belong
  // together (issue 20, item 18): the worker's server gets the demo School setup (idempotent).
  await seedSchoolSetup(server.database.db);
  test.setTimeout(120_000);
  consoleCheck.allow(/status of 401/, "the form checks the applicant session before sign-in");

  // Not signed in: the form sends the visitor to the type's sign-in page.
  await page.goto("/nce_application");
  await expect(page).toHaveURL(/\/nce_login$/);
  await expect(page.getByRole("heading", { name: "NCE Programme application sign-in" })).toBeVisible();
  await expectNoSeriousViolations(page);
  for (const width of [600, 767]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sign-in: horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    if (shots) await page.screenshot({ path: `${shots}/login-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  // Without a paid invoice, the way to one is on the page.
  await page.getByRole("link", { name: "No paid invoice yet? Generate your invoice" }).click();
  await expect(page).toHaveURL(/\/generate_nce_students_invoice$/);
  await expect(page.getByTestId("application-name")).toHaveText("NCE Programme");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "NCE Programme application sign-in" })).toBeVisible();

  // An unpaid invoice is refused with the server's message ('Invalid Action!', spec section 8).
  const unpaid = await payApplicationInvoice(page, server, "nce", { pay: false });
  await requestSignInCode(page, unpaid.invoiceNumber, unpaid.phoneNumber);
  await expect(page.getByText("Invalid Action!")).toBeVisible();
  await expect(page.getByText(/^This invoice has not been paid yet/)).toBeVisible();

  // A paid one with the wrong phone: refused too, saying what to check.
  const paid = await payApplicationInvoice(page, server);
  await requestSignInCode(page, paid.invoiceNumber, "08099999999");
  await expect(page.getByText(/No paid application invoice of this programme matches/)).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/login-refused.png`, fullPage: true });

  // The RRR and the right phone: a code by email, then the form.
  await requestSignInCode(page, paid.rrr, paid.phoneNumber);
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  await expect(page.getByText(/^a\*+\d@example\.com$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/login-code.png`, fullPage: true });
  await enterEmailedCode(page, server, paid.email);
  await expect(page).toHaveURL(/\/nce_application$/);
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();
  // The top bar names the signed-in applicant, with Sign out where "Login" was.
  await expect(page.getByRole("banner").getByText("Okafor Chiamaka")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveCount(0);

  // The whole application (the fixture the server tests use), with a passport photo, then review and submit.
  const application = validNceApplication();
  const saved = await page.request.put("/api/ApplicationDrafts/nce", {
    data: { ...application, uploads: { ...application.uploads, passport: PASSPORT } },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.reload();
  await expect(page.getByText("Draft restored")).toBeVisible();
  await page
    .getByRole("button", { name: /Review and submit/ })
    .first()
    .click();
  await submitApplication(page);

  // The slip: printable, with the passport photo and a Print button.
  await expectNoSeriousViolations(page);
  for (const width of [600, 767]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    if (shots) await page.screenshot({ path: `${shots}/slip-${width}.png`, fullPage: true });
  }
  await expectPrintableSlip(page, {
    whilePrinted: async () => {
      if (shots) await page.screenshot({ path: `${shots}/slip-print.png`, fullPage: true });
    },
  });

  // Reopened: locked, with the way to a correction.
  await page.goto("/nce_application");
  await expect(page.getByText("Application submitted")).toBeVisible();
  await expect(page.getByText(/ask the admissions office to reset it/)).toBeVisible();
  const locked = await page.request.put("/api/ApplicationDrafts/nce", { data: {} });
  expect(locked.status()).toBe(409);
  expect((await locked.json()).message).toMatch(/can no longer be changed/);
  if (shots) await page.screenshot({ path: `${shots}/locked-600.png`, fullPage: true });

  // An admissions officer resets it (by its RRR) in their own browser; the applicant may change it again.
  const officer = await page.context().browser()!.newContext({ baseURL: server.url });
  const officerPage = await officer.newPage();
  await signIn(officerPage, "admissions");
  await officerPage.goto("/applications/reset");
  await expect(officerPage.getByRole("heading", { name: "Reset an application" })).toBeVisible();
  await expectNoSeriousViolations(officerPage);
  await officerPage.getByLabel("Invoice Number or RRR").fill(paid.rrr);
  await officerPage.getByRole("button", { name: "Reset application" }).click();
  await expect(officerPage.getByText("Application reset")).toBeVisible();
  await expect(officerPage.getByText(/Okafor Chiamaka can be changed again/)).toBeVisible();
  if (shots) await officerPage.screenshot({ path: `${shots}/reset.png`, fullPage: true });
  await officer.close();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();

  // Signing out ends the session: the form sends the visitor back to the sign-in.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/nce_login$/);
  await page.goto("/nce_preview");
  await expect(page).toHaveURL(/\/nce_login$/);
});
