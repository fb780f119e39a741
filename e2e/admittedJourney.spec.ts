import { sql } from "drizzle-orm";
import { formatApplicationNumber } from "../src/schema/applicationNumber";
import { FEE_PURPOSE_IDS } from "../src/schema/feePurposes/feePurposeKeys";
import { queryRows } from "../src/server/db/database";
import { validNceApplication } from "../tests/support/nceFixtures";
import { expectNoSeriousViolations } from "./accessibility";
import { payApplicationInvoice, signInApplicant } from "./applicant";
// The demo college (programmes, departments, the acceptance fee of the fee setup) is needed here.
import { expect, demoCollegeTest as test } from "./fixtures";
import { checkAdmissionStatus, openAdmissionLetter } from "./journey/acceptAdmission";
import {
  createStudentProfile,
  signInAsNewStudent,
  verifyAdmittedAccount,
} from "./journey/createStudentAccount";
import { currentAcceptanceFee, nairaText } from "./journey/feeAmounts";
import { confirmSandboxPayment, openSandboxPayPage } from "./journey/payOnSandbox";
import {
  expectDecisionsSaved,
  openAdmissionListAsOfficer,
  uploadAdmissionList,
} from "./journey/uploadAdmissionList";

const PASSWORD = "Admitted#2026";
const shots = process.env.E2E_SCREENSHOTS;

test("the end of the NCE journey: admission list upload, status check, acceptance fee (cancelled once, then paid), admission letter, student profile, student sign-in, the acceptance fee paid once on the student's pages", async ({
  page,
  server,
  browser,
  consoleCheck,
}) => {
  test.setTimeout(240_000);
  consoleCheck.allow(/status of 40[01]/, "refused look-ups and the applicant session check answer 400/401");
  const db = server.database.db;

  // A paid NCE applicant signs in and submits the whole application.
  const paid = await payApplicationInvoice(page, server, "nce");
  await signInApplicant(page, server, paid);
  const application = validNceApplication();
  application.personal = { ...application.personal, email: paid.email, nin: "70000000001" };
  const saved = await page.request.put("/api/ApplicationDrafts/nce", { data: application });
  expect(saved.status(), await saved.text()).toBe(201);
  const submitted = await page.request.post("/api/ApplicationDrafts/nce/submit", { data: application });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const [applicant] = await queryRows<{ id: number; session_name: string }>(
    db,
    sql`SELECT a.id, s.name AS session_name FROM applicants a JOIN academic_sessions s ON s.id = a.session_id
      WHERE a.mobile_number = ${paid.phoneNumber} AND a.application_type_id = 'nce'`,
  );
  const applicationNumber = formatApplicationNumber("nce", applicant!.session_name, applicant!.id);
  const [department] = await queryRows<{ code: string; name: string }>(
    db,
    sql`SELECT d.code, d.name FROM programme_departments pd JOIN departments d ON d.id = pd.department_id
      JOIN programmes p ON p.id = pd.programme_id WHERE p.code = 'NCE' AND pd.active ORDER BY d.id LIMIT 1`,
  );

  const who = { reference: applicationNumber, phoneNumber: paid.phoneNumber };

  // Before the list: pending.
  await checkAdmissionStatus(page, who);
  await expect(page.getByTestId("admission-message")).toContainText("still being considered");

  // The admissions officer uploads the admission list in the browser (a bad file first: nothing saved).
  const { officer, close } = await openAdmissionListAsOfficer(browser, server);
  const admitted = {
    applicationNumber,
    status: "Admitted",
    programme: "NCE",
    department: department!.code,
  } as const;
  await uploadAdmissionList(officer, [
    admitted,
    { ...admitted, applicationNumber: "NCE/2026/999999", department: "XYZ" },
  ]);
  await expect(officer.getByRole("table", { name: "Problems in the file" })).toContainText(
    "No applicant has",
  );
  await expect(
    officer.getByText(/Your request results will be displayed here|No result found/),
  ).toBeVisible();
  await uploadAdmissionList(officer, [admitted]);
  await expectDecisionsSaved(officer, "1 admission decision saved", applicationNumber);
  await expectNoSeriousViolations(officer);
  if (shots) await officer.screenshot({ path: `${shots}/admission-list.png`, fullPage: true });
  await close();

  // The applicant checks again (remembered for this tab): admitted; the acceptance fee is paid in the sandbox.
  await page.goto("/prospective_students");
  await expect(page.getByTestId("admission-message")).toContainText("Congratulations!");
  await expect(page.getByTestId("admission-message")).toContainText(department!.name);
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/acceptance-status.png`, fullPage: true });
  // The first try is cancelled at the gateway: the page it comes back to says so and offers to pay again.
  const fee = nairaText(await currentAcceptanceFee(server));
  await page.getByRole("button", { name: "Generate acceptance fee invoice" }).click();
  await expect(page.getByTestId("invoice-status")).toHaveText("UNPAID");
  const acceptanceInvoice = (await page.getByTestId("invoice-number").textContent()) ?? "";
  await openSandboxPayPage(page, fee);
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/verify_payment_status\?reference=/);
  await expect(page.getByTestId("payment-status")).toHaveText("UNPAID");
  await expect(page.getByTestId("payment-attempt")).toContainText("Payment cancelled");
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/payment-cancelled.png`, fullPage: true });
  await page.getByRole("button", { name: "Pay again" }).click();
  await expect(page.getByRole("heading", { name: "Sandbox payment gateway" })).toBeVisible();
  await confirmSandboxPayment(page, fee, acceptanceInvoice);

  // Back on the status page: the admission letter, printable, with its QR code.
  await openAdmissionLetter(page);
  await expect(page.getByText(`application number ${applicationNumber}`)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Admission letter" })).toBeHidden();
  if (shots) await page.screenshot({ path: `${shots}/admission-letter-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });
  const verifyLink = page.getByRole("link", { name: /verify_letter/ }).first();
  if (await verifyLink.count()) await expect(verifyLink).toHaveAttribute("href", /\/verify_letter\//);

  // Verify account (newly admitted) with the emailed code, then create the profile.
  await verifyAdmittedAccount(page, server, { ...who, email: paid.email });
  await expect(page.getByText("Nigeria Certificate in Education")).toBeVisible();
  await expect(page.getByText(department!.name)).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/create-profile.png`, fullPage: true });
  const matric = await createStudentProfile(page, PASSWORD);
  expect(matric).toMatch(new RegExp(`^NCE/\\d{4}/${department!.code}/\\d{4}$`));

  // The new student signs in and sees their record on the dashboard.
  await signInAsNewStudent(page, matric, PASSWORD);
  await expect(page.getByText(matric).first()).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/student-dashboard.png`, fullPage: true });

  // What the applicant paid is the student's: Acceptance shows it paid, with its receipt and the
  // letter, and offers no second invoice.
  await page.goto("/academic_fees/acceptance");
  const paidFee = page.getByTestId("fee-paid");
  await expect(paidFee).toContainText("Your acceptance fee is paid");
  await expect(page.getByTestId("fee-invoices")).toContainText(acceptanceInvoice);
  await expect(page.getByRole("link", { name: "Generate invoice" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  if (shots) {
    await page.screenshot({ path: `${shots}/student-acceptance-paid.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/student-acceptance-paid-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await paidFee.getByRole("link", { name: "Print receipt" }).click();
  const receipt = page.getByRole("article", { name: "Official Receipt" });
  await expect(receipt.getByTestId("receipt-total")).toHaveText(fee);
  await expect(receipt).toContainText(acceptanceInvoice);
  await page.goBack();
  await page.getByTestId("fee-paid").getByRole("link", { name: "Open your acceptance letter" }).click();
  await expect(page).toHaveURL(/\/academic_fees\/acceptance\/letter$/);
  const letter = page.getByRole("article", { name: "Acceptance of Offer of Provisional Admission" });
  await expect(letter).toContainText(matric);
  await expect(letter).toContainText(`acceptance fee of ${fee}`);
  await page.goto("/academic_fees/acceptance/generate_invoice");
  await expect(page.getByRole("link", { name: `Open invoice ${acceptanceInvoice}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate invoice" })).toHaveCount(0);
  const [acceptances] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM invoices WHERE fee_purpose_id = ${FEE_PURPOSE_IDS.acceptance} AND applicant_id = ${applicant!.id}
      OR student_id = (SELECT id FROM students WHERE reg_number = ${matric}) AND fee_purpose_id = ${FEE_PURPOSE_IDS.acceptance}`,
  );
  expect(acceptances!.n).toBe(1);
});
