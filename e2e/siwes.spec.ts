import { demoCollegeTest } from "./academic/demoCollege";
import { expectNoSeriousViolations } from "./accessibility";
import { expect } from "./fixtures";
import { choose, combobox } from "./journey/formControls";
import { openInApp, signIn, switchUser } from "./session";

/**
 * SIWES end to end on the demo college: `student` opens SIWES from the menu, is told in words when
 * the end date is before the start, saves the placement, prints the preview, and its QR code's
 * address says Genuine to a visitor; the registry finds the placement in its list; the student's
 * clearance form has a box per unit and a code that verifies. Screens at 1280 and 390 px.
 */
const SHOTS = "test-results/siwes-screens";
const test = demoCollegeTest([], 90_000);

test("a student fills SIWES, previews the form, and its QR code verifies; the registry lists it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Unique per run: worker servers are shared, and a second run replaces the first run's placement.
  const organisation = `Nigerian Ports Authority ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, "student");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "SIWES" }).click();
  await expect(page).toHaveURL(/\/siwes$/);
  await expect(page.getByRole("heading", { name: "SIWES placement" })).toBeVisible();

  const text = (name: string) => page.getByRole("textbox", { name, exact: true });
  await text("Organisation").fill(organisation);
  await text("Organisation's address").fill("26/28 Marina, Lagos Island");
  await choose(page, combobox(page, "State"), "Lagos");
  await text("Industry-based supervisor").fill("Kunle Ajayi");
  await text("Supervisor's phone number").fill("08031234567");
  await text("Supervisor's email address").fill("k.ajayi@example.org");
  await text("Start date").fill("2026-01-12");
  await text("End date").fill("2025-12-01");
  await choose(page, combobox(page, "Bank"), "Zenith Bank");
  await text("Account number (NUBAN)").fill("2012345678");
  await text("Account name").fill("Adebayo Adeyemi");
  await page.getByRole("button", { name: /^Save (placement|changes)$/ }).click();
  await expect(
    page.getByText("must be after the start date, and at most a year after it").first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/siwes$/);
  await page.screenshot({ path: `${SHOTS}/siwes-form-error.png`, fullPage: true });

  await text("End date").fill("2026-07-10");
  await page.getByRole("button", { name: /^Save (placement|changes)$/ }).click();
  await expect(page).toHaveURL(/\/siwes\/preview$/);
  const form = page.getByRole("article", { name: "SIWES Placement Form" });
  await expect(form).toContainText(organisation);
  await expect(form.getByRole("row", { name: /Matric number/ })).toContainText("NCE/");
  await expect(form.getByRole("row", { name: /Account number/ })).toContainText("2012345678");
  await expect(form.getByRole("row", { name: /End date/ })).toContainText("10 July 2026");
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/siwes-preview.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/siwes-preview-390.png`, fullPage: true });

  // Back on /siwes the form opens with the saved placement.
  await openInApp(page, "/siwes");
  await expect(page.getByRole("textbox", { name: "Organisation", exact: true })).toHaveValue(organisation);
  await page.screenshot({ path: `${SHOTS}/siwes-form-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 1000 });

  // The student's clearance form: a box per unit and its own code.
  await openInApp(page, "/components_clerance_form");
  const clearance = page.getByRole("article", { name: "Student Clearance Form" });
  for (const unit of ["Library", "Bursary", "Hostel (Student Affairs)", "Sports Unit", "Health Centre"])
    await expect(clearance.getByRole("heading", { name: unit })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/clearance-form.png`, fullPage: true });
  const clearanceUrl = (await clearance.locator(".matric-document-verification-url").textContent()) ?? "";

  await openInApp(page, "/siwes/preview");
  const siwesUrl = (await form.locator(".matric-document-verification-url").textContent()) ?? "";
  expect(siwesUrl).toMatch(/\/verify_siwes\//);

  // A visitor (no session) scans the codes.
  await page.context().clearCookies();
  await page.goto(siwesUrl);
  await expect(page.getByRole("heading", { name: "Verify a SIWES placement form" })).toBeVisible();
  await expect(page.getByText("Genuine", { exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: /Organisation/ })).toContainText(organisation);
  await page.screenshot({ path: `${SHOTS}/verify-siwes.png`, fullPage: true });
  await page.goto(`${siwesUrl.slice(0, -3)}abc`);
  await expect(page.getByText("Altered", { exact: true })).toBeVisible();
  await page.goto(clearanceUrl);
  await expect(page.getByText("Genuine", { exact: true })).toBeVisible();

  // The registry's list finds it, with export.
  await switchUser(page, "registrar");
  await openInApp(page, "/student_management/siwes_placements");
  await expect(page.getByRole("heading", { name: "SIWES placements" })).toBeVisible();
  await page.getByRole("searchbox").first().fill(organisation);
  await expect(page.getByRole("row", { name: new RegExp(organisation) })).toBeVisible();
  await expect(page.getByRole("button", { name: /CSV/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/siwes-placements.png`, fullPage: true });
});
