import { DEMO_DEPARTMENTS } from "../src/server/db/seed/schoolSetup";
import { expectNoSeriousViolations } from "./accessibility";
import { expect, demoCollegeTest as test } from "./fixtures";
import { checkAdmissionStatus, openAdmissionLetter, payAcceptanceFee } from "./journey/acceptAdmission";
import {
  createStudentProfile,
  signInAsNewStudent,
  verifyAdmittedAccount,
} from "./journey/createStudentAccount";
import { detailValue } from "./journey/documentDetails";
import { currentAcceptanceFee, currentApplicationFee, nairaText } from "./journey/feeAmounts";
import { fillNceForm, NCE_STEPS, nceAnswers } from "./journey/fillNceForm";
import {
  applyFromLandingCard,
  generateInvoice,
  lookUpInvoice,
  openLandingPage,
} from "./journey/invoiceFromLandingCard";
import { newApplicantContact } from "./journey/newApplicant";
import { payOnSandbox } from "./journey/payOnSandbox";
import { enterEmailedCode, requestSignInCode } from "./journey/signInWithCode";
import { expectPrintableSlip, submitApplication } from "./journey/submitAndPrintSlip";
import {
  expectDecisionsSaved,
  openAdmissionListAsOfficer,
  uploadAdmissionList,
} from "./journey/uploadAdmissionList";

/**
 * The whole NCE journey as a newcomer walks it, in the browser only (issue 12): the landing card,
 * an invoice for the application fee of the fee setup, paid at the sandbox gateway, the sign-in
 * with the paid invoice and an emailed code, all seven steps by hand with a passport photograph,
 * review, submit and the printed slip; the admissions officer's admission list on the upload
 * screen; then the status check, the acceptance fee, the admission letter, the student profile
 * and the new student's first sign-in, showing what they typed in their application. Each stage
 * is a test.step, so a failure names it; the stages themselves are e2e/journey/, shared with the
 * specs that test each part in depth.
 *
 * The demo college supplies what a real one has: Schools and departments offering the NCE, the
 * fee setup's application and acceptance fees, and current notices on the landing page.
 */

const shots = process.env.E2E_SCREENSHOTS;
const PASSWORD = "FirstDay#2026";
const PROGRAMME = "Nigeria Certificate in Education";

/** The departments the applicant chooses, by the names the form shows (codes for the officer's file). */
const [FIRST_CHOICE, SECOND_CHOICE] = ["Computer Science Education", "Mathematics Education"].map((name) => {
  const found = DEMO_DEPARTMENTS.find(([departmentName]) => departmentName === name);
  if (!found) throw new Error(`${name} is not a demo department`);
  return { name, code: found[1] };
}) as [{ name: string; code: string }, { name: string; code: string }];

test("a newcomer goes from the landing page's NCE card to signing in as a student with a matric number", async ({
  page,
  server,
  browser,
}) => {
  // About five minutes of clicking on a busy two-core machine; generous, the stages fail fast.
  test.setTimeout(600_000);
  const { phoneNumber, email } = newApplicantContact("0813");
  const answers = nceAnswers({
    personal: {
      surname: "Eze",
      firstName: "Nkechi",
      middleName: "Amarachi",
      dateOfBirth: "2006-03-14",
      mobileNumber: phoneNumber,
      email,
      // Unique in the worker's database, as students' NINs are.
      nin: `9${phoneNumber.slice(1)}`,
    },
    programme: {
      school: "School of Science Education",
      department: FIRST_CHOICE.name,
      alternateDepartment: SECOND_CHOICE.name,
      jambNumber: `${phoneNumber.slice(-8)}NE`,
    },
  });
  const { surname, firstName, middleName } = answers.personal;
  const applicationFee = nairaText(await currentApplicationFee(server, "nce"));
  const acceptanceFee = nairaText(await currentAcceptanceFee(server));
  const shoot = async (name: string) => {
    if (shots) await page.screenshot({ path: `${shots}/journey-${name}.png`, fullPage: true });
  };

  await test.step("the landing page: the General Notice, then the NCE card's Apply now", async () => {
    await openLandingPage(page, { generalNotice: true });
    await expectNoSeriousViolations(page);
    await shoot("01-landing");
    await applyFromLandingCard(page);
    await expect(page.getByLabel("Invoice type")).toBeDisabled();
  });

  let invoiceNumber = "";
  await test.step("the invoice: a new phone number, then the applicant's names for the fee setup's amount", async () => {
    await lookUpInvoice(page, phoneNumber, email);
    await expect(page.getByLabel("Phone number")).toHaveValue(phoneNumber);
    await expect(page.getByLabel("Amount")).toHaveValue(applicationFee.slice(1));
    await expectNoSeriousViolations(page);
    await shoot("02-invoice-form");
    invoiceNumber = await generateInvoice(page, { surname, firstName, email }, { amount: applicationFee });
    await expect(page.getByText("Invoice Action Successful!", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Pay ${applicationFee} online` })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot("03-invoice");
  });

  let applicationNumber = "";
  let rrr = "";
  await test.step("payment at the sandbox gateway: PAID, and a receipt naming the application", async () => {
    await payOnSandbox(page, applicationFee, invoiceNumber);
    await expect(
      page.getByRole("link", { name: "Continue to your NCE Programme application" }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot("04-paid");
    await page.getByRole("link", { name: "View receipt" }).click();
    const receipt = page.getByRole("article", { name: "Official Receipt" });
    await expect(receipt.getByTestId("receipt-total")).toHaveText(applicationFee);
    await expect(detailValue(receipt, "Invoice number")).toHaveText(invoiceNumber);
    applicationNumber = (await detailValue(receipt, "Application number").textContent()) ?? "";
    expect(applicationNumber).toMatch(/^NCE\/\d{4}\/\d{6}$/);
    rrr = (await detailValue(receipt, "RRR").textContent()) ?? "";
    expect(rrr).toMatch(/^\d{12}$/);
    await expectNoSeriousViolations(page);
    await shoot("05-receipt");
  });

  await test.step("sign-in, from the payment's What next: RRR and phone, then the emailed code", async () => {
    await page.goBack();
    await page.getByRole("link", { name: "Continue to your NCE Programme application" }).click();
    await expect(page).toHaveURL(/\/nce_login$/);
    await expect(page.getByRole("heading", { name: "NCE Programme application sign-in" })).toBeVisible();
    // What the payment page knew comes along: nothing to retype.
    await expect(page.getByLabel("Invoice Number or RRR")).toHaveValue(rrr);
    await expect(page.getByLabel("Phone Number")).toHaveValue(phoneNumber);
    await expectNoSeriousViolations(page);
    await requestSignInCode(page, rrr, phoneNumber);
    await expectNoSeriousViolations(page);
    await shoot("06-sign-in-code");
    await enterEmailedCode(page, server, email);
    await expect(page).toHaveURL(/\/nce_application$/);
    await expect(
      page.getByRole("banner").getByText(`${surname} ${firstName}`, { exact: true }),
    ).toBeVisible();
    // The bar names the application by the number the receipt gave it.
    await expect(page.getByText(`application ${applicationNumber} · invoice ${invoiceNumber}`)).toBeVisible();
  });

  await test.step("all seven steps by hand, with a passport photograph", async () => {
    await expect(page.getByRole("heading", { name: NCE_STEPS.personal })).toBeVisible();
    await expectNoSeriousViolations(page);
    await fillNceForm(page, answers);
  });

  await test.step("the review shows the application, then Submit: the printed slip", async () => {
    await expect(detailValue(page, "Surname")).toHaveText(surname);
    await expect(detailValue(page, "Middle name")).toHaveText(middleName);
    await expect(detailValue(page, "Department")).toHaveText(FIRST_CHOICE.name);
    await expect(detailValue(page, "Alternate department")).toHaveText(SECOND_CHOICE.name);
    await expectNoSeriousViolations(page);
    await shoot("07-review");
    await submitApplication(page);
    // The slip carries the application number the status check will ask for.
    await expect(page.getByTestId("application-number")).toHaveText(applicationNumber);
    await expect(
      page.getByText(`your application number, ${applicationNumber}, and the phone number`),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot("08-slip");
    await expectPrintableSlip(page, {
      shows: [
        applicationNumber,
        surname,
        firstName,
        middleName,
        FIRST_CHOICE.name,
        SECOND_CHOICE.name,
        "English Language",
      ],
      whilePrinted: () => shoot("09-slip-printed"),
    });
  });

  await test.step("the admissions officer uploads the admission list admitting this applicant", async () => {
    const { officer, close } = await openAdmissionListAsOfficer(browser, server);
    await uploadAdmissionList(officer, [
      { applicationNumber, status: "Admitted", programme: "NCE", department: FIRST_CHOICE.code },
    ]);
    await expectDecisionsSaved(officer, "1 admission decision saved", applicationNumber);
    await expectNoSeriousViolations(officer);
    if (shots) await officer.screenshot({ path: `${shots}/journey-10-admission-list.png`, fullPage: true });
    await close();
  });

  await test.step("the applicant checks /prospective_students: admitted, with the acceptance fee to pay", async () => {
    await checkAdmissionStatus(page, { reference: applicationNumber, phoneNumber });
    const status = page.getByRole("heading", { level: 2, name: new RegExp(`${firstName}.*Admitted`) });
    await expect(status).toBeVisible();
    await expect(page.getByTestId("admission-message")).toContainText("Congratulations!");
    await expect(page.getByTestId("admission-message")).toContainText(FIRST_CHOICE.name);
    await expect(page.getByText(`Programme: ${PROGRAMME}, Department of ${FIRST_CHOICE.name}`)).toBeVisible();
    // The amount is named before an invoice exists: what the bursary's fee setup charges.
    await expect(
      page.getByText(`To accept the offer, pay the acceptance fee of ${acceptanceFee}.`),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot("11-admitted");
  });

  await test.step("the acceptance fee, paid at the sandbox gateway", async () => {
    await payAcceptanceFee(page, acceptanceFee);
  });

  await test.step("the admission letter", async () => {
    const letter = await openAdmissionLetter(page);
    await expect(letter).toContainText(`application number ${applicationNumber}`);
    await expect(letter).toContainText(FIRST_CHOICE.name);
    await expect(letter).toContainText(surname);
    await expectNoSeriousViolations(page);
    await shoot("12-letter");
  });

  let matricNumber = "";
  await test.step("/verify_account and /create_profile: the application carried over, a matric number", async () => {
    await verifyAdmittedAccount(page, server, { reference: applicationNumber, phoneNumber, email });
    await expect(detailValue(page, "Name")).toHaveText(`${firstName} ${middleName} ${surname}`);
    await expect(detailValue(page, "Application number")).toHaveText(applicationNumber);
    await expect(detailValue(page, "Programme")).toHaveText(PROGRAMME);
    await expect(detailValue(page, "Department")).toHaveText(FIRST_CHOICE.name);
    await expect(detailValue(page, "State / LGA")).toHaveText("Lagos / Ikeja");
    await expectNoSeriousViolations(page);
    await shoot("13-create-profile");
    matricNumber = await createStudentProfile(page, PASSWORD);
    // NCE/<year of entry>/<department code>/<serial>
    expect(matricNumber).toMatch(new RegExp(`^NCE/\\d{4}/${FIRST_CHOICE.code}/\\d{4}$`));
    expect(matricNumber.split("/")[1]).toBe(applicationNumber.split("/")[1]);
  });

  await test.step("the new student signs in: dashboard and profile show the application's data", async () => {
    await signInAsNewStudent(page, matricNumber, PASSWORD);
    const term = page.getByRole("region", { name: "This session" });
    await expect(term.getByText(matricNumber, { exact: true })).toBeVisible();
    await expect(term.getByText(PROGRAMME, { exact: true })).toBeVisible();
    await expect(page.getByText(`${firstName} ${middleName} ${surname}`).first()).toBeVisible();
    // The photograph uploaded with the application is on the dashboard's card.
    await expect(page.getByRole("img", { name: /^Passport photograph of / })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot("14-dashboard");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(detailValue(page, "Matric number")).toHaveText(matricNumber);
    await expect(detailValue(page, "Surname")).toHaveText(surname);
    await expect(detailValue(page, "Middle name")).toHaveText(middleName);
    await expect(detailValue(page, "Date of birth")).toHaveText("14 March 2006");
    await expect(detailValue(page, "State of origin")).toHaveText("Lagos");
    await expect(detailValue(page, "LGA")).toHaveText("Ikeja");
    await expect(detailValue(page, "Programme")).toHaveText(PROGRAMME);
    await expect(detailValue(page, "Department")).toHaveText(FIRST_CHOICE.name);
    await expect(page.getByRole("img", { name: /^Passport photograph of / })).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot("15-profile");
  });
});
