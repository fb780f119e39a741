import {
  HEADER,
  nceDepartmentCode,
  payAcceptanceDirectly,
  submittedApplicant,
  uploadList,
} from "../tests/server/admitted/support";
import { expectNoSeriousViolations } from "./accessibility";
// The demo college (the NCE programme and its departments) is needed for the admission.
import { expect, demoCollegeTest as test } from "./fixtures";

const shots = process.env.E2E_SCREENSHOTS;

test("a shared link to /components_clerance_form asks for the status check's facts, then shows the printable form; the status page links it", async ({
  page,
  server,
}) => {
  // An admitted NCE candidate whose acceptance fee is paid (the admission and payment journeys
  // have their own specs).
  const db = server.database.db;
  const candidate = await submittedApplicant(db);
  const admitted = await uploadList(server.app, [
    HEADER,
    [candidate.applicationNumber, "Admitted", "NCE", await nceDepartmentCode(db), "", ""],
  ]);
  expect(admitted.statusCode, admitted.body).toBe(200);
  await payAcceptanceDirectly(db, candidate.applicantId);

  // Opened directly (a link, a bookmark): the page itself asks, and stays on its own address.
  await page.goto("/components_clerance_form");
  await expect(page.getByRole("heading", { name: "Components Clearance Form", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/components_clerance_form$/);
  await page.getByLabel("Application Number or Registration Number").fill(candidate.applicationNumber);
  await page.getByLabel("Phone Number").fill(candidate.phoneNumber);
  await page.getByRole("button", { name: "Show clearance form" }).click();

  const form = page.getByRole("article", { name: "Components Clearance Form" });
  await expect(form.getByRole("row", { name: /^Application Number/ })).toContainText(
    candidate.applicationNumber,
  );
  await expect(form.getByRole("row", { name: /^Name/ })).toContainText(candidate.fullName.split(" ")[0]!);
  await expect(form.getByRole("row", { name: /^Programme/ })).toContainText(
    "Nigeria Certificate in Education",
  );
  await expect(form.getByRole("img", { name: "Candidate's passport photograph" })).toBeVisible();
  await expect(form.getByRole("table", { name: "Documents to present" })).toContainText(
    "Birth certificate or sworn declaration of age",
  );
  for (const office of ["Registry (Admissions Office)", "Bursary", "Medical Centre", "Student Affairs"])
    await expect(form.getByRole("heading", { name: office, level: 3 })).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/clearance-form.png`, fullPage: true });

  // A phone's width: everything wraps, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(form.getByRole("heading", { name: "Library", level: 3 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  if (shots) {
    await page.screenshot({ path: `${shots}/clearance-form-390.png`, fullPage: true });
    await form.getByRole("heading", { name: "Documents to present" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/clearance-form-390-documents.png` });
    await form.getByRole("heading", { name: "Medical Centre" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/clearance-form-390-offices.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // In print only the form is left.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Show clearance form" })).toBeHidden();
  if (shots) await page.screenshot({ path: `${shots}/clearance-form-print.png`, fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // The status check of the same tab shows the admission and leads to the same form.
  await page.goto("/prospective_students");
  await expect(page.getByTestId("admission-message")).toContainText("Congratulations!");
  await page.getByRole("link", { name: "Components clearance form" }).click();
  await expect(page).toHaveURL(/\/components_clerance_form$/);
  await expect(form.getByRole("row", { name: /^Application Number/ })).toContainText(
    candidate.applicationNumber,
  );
});
