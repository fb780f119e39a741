import { sql } from "drizzle-orm";
import { expectNoSeriousViolations } from "./accessibility";
// The demo college: a current session, the NCE application fee and the `student` account.
import { expect, demoCollegeTest as test } from "./fixtures";
import { lookUpInvoice } from "./journey/invoiceFromLandingCard";
import { newApplicantContact } from "./journey/newApplicant";
import { openInApp, signIn, switchUser } from "./session";

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

/**
 * Referral (issue 23): a student finds their code and link at /referral, an applicant opens the
 * link and generates an invoice with the code filled in (a wrong code is refused on the field),
 * and the student then sees the applicant among the people who applied with it.
 */
test("a student shares the referral link, an applicant uses it, and the student sees the applicant", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "student");
  await openInApp(page, "/referral");
  await expect(page.getByRole("heading", { level: 1, name: "Referral" })).toBeVisible();
  const code = (await page.getByTestId("referral-code").textContent()) ?? "";
  expect(code).toMatch(/^[0-9A-F]{8}$/);
  const link = await page.getByLabel("Your referral link").inputValue();
  expect(link).toMatch(new RegExp(`/generate_nce_students_invoice\\?ref=${code}$`));
  await expectNoSeriousViolations(page);

  // A visitor opens the link: the NCE invoice flow, step 2 with the code filled in.
  await page.context().clearCookies();
  const { phoneNumber, email } = newApplicantContact("0812");
  // Names take letters only: the phone's last digits spelled as letters keep this run's name its own.
  const surname = `Ade${[...phoneNumber.slice(-4)].map((digit) => "abcdefghij"[Number(digit)]).join("")}`;
  await page.goto(link);
  await lookUpInvoice(page, phoneNumber, email);
  await expect(page.getByRole("heading", { name: "Step 2 of 2: Form" })).toBeVisible();
  const codeField = page.getByLabel("Referral code (optional)");
  await expect(codeField).toHaveValue(code);
  await page.getByLabel("Surname").fill(surname);
  await page.getByLabel("First name").fill("Bola");

  // A code no student has is refused in words on the field, and nothing is made.
  await codeField.fill(code === "00000000" ? "00000001" : "00000000");
  await page.getByRole("button", { name: "Generate Invoice" }).click();
  await expect(page.getByText(/no student has this referral code/).first()).toBeVisible();
  await codeField.fill(code);
  await page.getByRole("button", { name: "Generate Invoice" }).click();
  await expect(page).toHaveURL(/\/nce_invoice$/);
  await expect(page.getByTestId("invoice-status")).toHaveText("UNPAID");

  // The student sees who applied with their code: name, application, not paid yet.
  await switchUser(page, "student");
  await openInApp(page, "/referral");
  const row = page.getByRole("row", { name: new RegExp(`Bola ${surname}`) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Not paid")).toBeVisible();
  await expect(row).toContainText("NCE");
});
