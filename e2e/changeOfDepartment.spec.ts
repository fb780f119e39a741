import type { Page } from "@playwright/test";
import { seedChangeOfDepartmentDemo } from "../src/server/db/seed/changeOfDepartment";
import { seedFeeSetup } from "../src/server/db/seed/feeSetup";
import { seedProgrammeLinks } from "../src/server/db/seed/programmeLinks";
import { demoCollegeTest } from "./academic/demoCollege";
import { expectNoSeriousViolations } from "./accessibility";
import { expect } from "./fixtures";
import { choose, combobox } from "./journey/formControls";
import { openInApp, signIn, switchUser } from "./session";

/**
 * Change of department end to end on the demo college (issue 23): `student` (Computer Science
 * Education) applies to Building Technology Education and pays on the sandbox gateway; `hodcsc`,
 * the current HOD, releases; `hod`, the receiving HOD, accepts; `registrar` approves; the student's
 * details page shows every step and their profile the new department. Screens at 1280 and 390 px.
 */
const SHOTS = "test-results/change-of-department-screens";
const test = demoCollegeTest([seedProgrammeLinks, seedFeeSetup, seedChangeOfDepartmentDemo], 120_000);
const MATRIC = "NCE/2025/CSC/0101";

/** As `approver`, takes `step` on the student's application from the staff list and sees it leave "Waiting for you". */
async function decide(page: Page, approver: string, step: string, note: string, done: string) {
  await switchUser(page, approver);
  await openInApp(page, "/student_management/change_of_department");
  await expect(page.getByRole("heading", { level: 1, name: "Change of department" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(MATRIC) });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `${step} ${MATRIC}` }).click();
  const question = page.getByRole("dialog", { name: `${step} “${MATRIC}”?` });
  await question.getByRole("textbox").fill(note);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/${approver}-decides.png`, fullPage: true });
  await question.getByRole("button", { name: step, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(row).toHaveCount(0);
}

test("a student applies and pays; both heads of department and the registry approve; the record moves", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, "student");
  // No menu entry of its own: a student finds it on their profile, beside their department.
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Profile" }).click();
  await page.getByRole("link", { name: "Apply to change department" }).click();
  await expect(page).toHaveURL(/\/change_of_department_application$/);
  await expect(page.getByRole("heading", { level: 1, name: "Change of department" })).toBeVisible();
  await expect(page.getByText("You are in")).toContainText("Computer Science Education");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/form-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 1000 });

  // The reason too short: refused in words before anything is sent.
  await choose(page, combobox(page, "New department"), "Building Technology Education");
  await choose(page, combobox(page, "Programme"), "Nigeria Certificate in Education");
  await page.getByRole("textbox", { name: "Reason for the change" }).fill("I like it.");
  await page.getByRole("button", { name: "Apply and get the invoice" }).click();
  await expect(page.getByText("please say a little more: at least 20 characters").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/form-error.png`, fullPage: true });
  await page
    .getByRole("textbox", { name: "Reason for the change" })
    .fill("I took technical drawing at school and want to teach building technology.");
  await page.getByRole("button", { name: "Apply and get the invoice" }).click();

  await expect(page.getByText("Pay the fee to submit your application")).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("UNPAID");
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/invoice.png`, fullPage: true });
  await page.getByRole("button", { name: /^Pay ₦[\d,.]+ online$/ }).click();
  // The sandbox gateway's own page, then back to the portal.
  await page.getByRole("button", { name: /^Pay ₦[\d,.]+$/ }).click();
  await expect(page.getByTestId("invoice-status")).toHaveText("PAID");

  await openInApp(page, "/change_of_department_application_details");
  const details = page.getByRole("article", { name: "Change of Department Application" });
  await expect(details.getByTestId("change-of-department-state")).toHaveText("SUBMITTED");
  await expect(details).toContainText("Waiting for the head of Computer Science Education to release you.");
  await openInApp(page, "/change_of_department_application");
  await expect(page.getByText("Your application is in progress")).toBeVisible();

  await decide(
    page,
    "hodcsc",
    "Release",
    "Released with good standing.",
    "1 application(s) released to the receiving department",
  );
  await decide(
    page,
    "hod",
    "Accept",
    "Welcome to Building Technology.",
    "1 application(s) accepted; the registry approves next",
  );
  await decide(
    page,
    "registrar",
    "Approve",
    "Approved by the registry.",
    "1 change(s) of department approved; the records have moved",
  );

  await switchUser(page, "student");
  await openInApp(page, "/change_of_department_application_details");
  await expect(details.getByTestId("change-of-department-state")).toHaveText("APPROVED");
  await expect(details).toContainText("Approved: you are now a student of Building Technology Education.");
  const steps = details.getByRole("table", { name: "Where your application stands" });
  await expect(
    steps.getByRole("row", { name: /Released by the head of Computer Science Education/ }),
  ).toContainText("Dr. Halima Bello");
  await expect(
    steps.getByRole("row", { name: /Accepted by the head of Building Technology Education/ }),
  ).toContainText("Welcome to Building Technology.");
  await expect(steps.getByRole("row", { name: /Approved by the registry/ })).toContainText(
    "Mrs. Ngozi Okafor",
  );
  // The default matric number pattern names the department: a new number under BLD.
  await expect(details.getByRole("row", { name: /^Matric number NCE/ })).toContainText(
    /NCE\/2025\/BLD\/\d{4}/,
  );
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}/details.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/details-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 1000 });

  await openInApp(page, "/profile");
  await expect(page.getByText("Building Technology Education").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile.png`, fullPage: true });
});
