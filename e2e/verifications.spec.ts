import { sql } from "drizzle-orm";
import { submittedApplicant } from "../tests/server/admitted/support";
import { expectNoSeriousViolations } from "./accessibility";
// The demo college: a current session, the O-level lists and the staff accounts.
import { expect, demoCollegeTest as test } from "./fixtures";
import { signIn } from "./session";

const shots = process.env.E2E_SCREENSHOTS;

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

/**
 * Utilities (issue 24): the admissions officer opens O-level verification from the side menu,
 * finds an application, records what the examination body's result checker shows beside the
 * sitting the applicant entered, and sees the outcome on the application in the review list.
 */
test("an O-level verification is recorded beside the entered sitting and seen in the admissions review list", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const applicant = await submittedApplicant(server.database.db);

  await signIn(page, "admissions");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Utilities" }).click();
  await expect(page).toHaveURL(/\/utilities\/olevel_verification$/);
  await expect(page.getByRole("heading", { level: 1, name: "O-level verification" })).toBeVisible();
  await page
    .getByRole("searchbox", { name: "Search O-level verification" })
    .fill(applicant.applicationNumber);
  const table = page.getByRole("table", { name: "O-level verification" });
  const row = table.getByRole("row", { name: new RegExp(applicant.applicationNumber) });
  await expect(row.getByText("Not checked")).toBeVisible();
  await expectNoSeriousViolations(page);
  await row.getByRole("link", { name: applicant.applicationNumber }).click();

  // The sitting as entered, beside the outcome form.
  await expect(page).toHaveURL(/\/utilities\/olevel_verification\/verify_result\?id=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify O-level result" })).toBeVisible();
  await expect(page.getByTestId("application-number")).toHaveText(applicant.applicationNumber);
  const sitting = page.getByRole("region", { name: /Sitting 1/ });
  await expect(sitting.getByText("4250101001")).toBeVisible();
  await expect(sitting.getByTestId("verify-outcome")).toHaveText("Not checked");

  // Saved without an outcome: the form says what is missing, in words.
  await sitting.getByRole("button", { name: "Save outcome" }).click();
  await expect(sitting.getByText("please enter the result as found").first()).toBeVisible();

  await sitting.getByLabel("Examination body (as found)").selectOption({ label: "WAEC" });
  await sitting.getByLabel("Exam number (as found)").fill("4250101001");
  await sitting
    .getByRole("spinbutton", { name: "Exam year (as found)" })
    .fill(String(new Date().getFullYear() - 3));
  await sitting.getByLabel("Result as found").fill("English Language B3, Mathematics C4, Physics B2");
  await sitting.getByLabel("Verified: the result matches").check();
  await sitting.getByLabel("Remarks").fill("Checked on the WAEC result checker");
  await sitting.getByRole("button", { name: "Save outcome" }).click();
  await expect(sitting.getByTestId("verify-outcome")).toHaveText("Verified");
  await expect(sitting.getByText(/Recorded .* by /)).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/verify-result.png`, fullPage: true });
  // On a phone the two columns stack; the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/verify-result-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The outcome is on the application in the admissions review list.
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Application Review" })
    .click();
  // The review list puts where it starts ("Show": waiting for you) in the address.
  await expect(page).toHaveURL(/\/applications\/review(\?|$)/);
  await page.getByRole("searchbox", { name: "Search application review" }).fill(applicant.applicationNumber);
  const reviewRow = page
    .getByRole("table", { name: "Application review" })
    .getByRole("row", { name: new RegExp(applicant.applicationNumber) });
  await expect(reviewRow.getByText("Verified", { exact: true })).toBeVisible();
});
