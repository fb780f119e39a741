import { sql } from "drizzle-orm";
import { readApplicationTypes } from "../src/schema/applicationTypes/readApplicationTypes";
import { queryRows } from "../src/server/db/database";
import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { validApplication } from "../tests/support/applicationFixtures";
import { expectNoSeriousViolations } from "./accessibility";
import { paidApplicantSignedIn } from "./applicant";
import { expect, isolatedTest } from "./fixtures";
import { latestApplicantCode } from "./journey/emailedCode";

// A server of its own: other specs publish application types, which this one must not see.
const test = isolatedTest();

const pgType = (await readApplicationTypes()).find((type) => type.meta.id === "pg")!;
const shots = process.env.E2E_SCREENSHOTS;

test("a PG applicant submits with referees; a referee answers through the emailed link; the reprinted slip says received", async ({
  page,
  server,
  consoleCheck,
  browser,
}) => {
  // The fixture names the demo School, department and programme, which the server checks belong
  // together (issue 20, item 18): the worker's server gets the demo School setup (idempotent).
  await seedSchoolSetup(server.database.db);
  test.setTimeout(180_000);
  consoleCheck.allow(/status of 401/, "the form checks the applicant session before sign-in");
  consoleCheck.allow(/status of 409/, "the used referee link answers 409");
  const paid = await paidApplicantSignedIn(page, server, "pg");
  const tag = `${process.pid}.${Date.now()}`;
  const referee = {
    fullname: "Ngozi Adaeze Okeke",
    position: "Senior Lecturer, University of Lagos",
    email: `okeke.${tag}@example.com`,
    mobileNumber: "08031112222",
  };
  const second = {
    fullname: "Musa Garba Bello",
    position: "Principal, Government College Kano",
    email: `bello.${tag}@example.com`,
    mobileNumber: "08031113333",
  };
  const application = validApplication(pgType);
  application.referees = [referee, second];
  const saved = await page.request.put("/api/ApplicationDrafts/pg", { data: application });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.reload();
  await expect(page.getByText("Draft restored")).toBeVisible();
  await page
    .getByRole("button", { name: /Review and submit/ })
    .first()
    .click();
  await page.getByRole("button", { name: /^Submit/ }).click();

  // The slip lists the referees, pending.
  await expect(page).toHaveURL(/\/pg_application_details$/);
  await expect(page.getByRole("heading", { name: "Postgraduate Programme application slip" })).toBeVisible();
  const referees = page.getByRole("table", { name: "Referee reports" });
  await expect(referees.getByRole("row", { name: /Ngozi Adaeze Okeke/ })).toContainText("Pending");
  const applicationNumber = (await page.getByText(/^Application number:/).textContent())!
    .replace(/^Application number:\s*/, "")
    .trim();
  expect(applicationNumber).toMatch(/^PG\/\d{4}\/\d{6}$/);

  // The referee opens the link from the development outbox, in a browser of their own.
  const refereeContext = await browser.newContext({ baseURL: server.url });
  const refereePage = await refereeContext.newPage();
  await refereePage.goto("/dev/outbox");
  const mail = refereePage.locator("article", { hasText: referee.email }).first();
  await expect(mail).toContainText("Reference request");
  await mail.getByRole("link", { name: /pg_referee_form/ }).click();
  await expect(refereePage).toHaveURL(/\/pg_referee_form\?token=/);
  await expect(refereePage.getByRole("heading", { name: "Referee report" })).toBeVisible();
  await expect(refereePage.getByText("Okafor Chiamaka")).toBeVisible();
  await expect(refereePage.getByText("Postgraduate Programme")).toBeVisible();
  await expectNoSeriousViolations(refereePage);
  await refereePage.getByLabel("How long have you known the applicant?").fill("4 years");
  await refereePage.getByLabel("In what capacity?").fill("As the applicant's project supervisor");
  for (const [group, choice] of [
    ["Intellectual ability", "Very good"],
    ["Motivation and capacity for independent work", "Excellent"],
    ["Written and spoken English", "Good"],
    ["Your recommendation", "Strongly recommend"],
  ] as const)
    await refereePage.getByRole("radiogroup", { name: group }).getByText(choice, { exact: true }).click();
  await refereePage
    .getByLabel("Your assessment of the applicant")
    .fill("A diligent, curious student who finishes what they start and works well with others.");
  await refereePage.getByLabel("Your position and institution").fill("Senior Lecturer, University of Lagos");
  if (shots) await refereePage.screenshot({ path: `${shots}/referee-form.png`, fullPage: true });
  await refereePage.getByRole("button", { name: "Submit report" }).click();
  await expect(refereePage.getByText("Report received")).toBeVisible();
  // Once: the same link no longer opens the form.
  await refereePage.reload();
  await expect(
    refereePage.getByText("A report has already been received through this link. Thank you."),
  ).toBeVisible();
  await expect(refereePage.getByRole("button", { name: "Submit report" })).toHaveCount(0);
  await refereeContext.close();

  // The applicant, in a new browser, reprints the slip by application number, phone and code.
  const reprint = await browser.newContext({ baseURL: server.url });
  const reprintPage = await reprint.newPage();
  await reprintPage.goto("/pg_reprint_login");
  await expect(
    reprintPage.getByRole("heading", { name: "Reprint your postgraduate application slip" }),
  ).toBeVisible();
  await expectNoSeriousViolations(reprintPage);
  await reprintPage.getByLabel("Application Number").fill(applicationNumber);
  await reprintPage.getByLabel("Phone Number").fill(paid.phoneNumber);
  await reprintPage.getByRole("button", { name: "Continue" }).click();
  await expect(reprintPage.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  await reprintPage.getByLabel("Code").fill(await latestApplicantCode(server, paid.email));
  await reprintPage.getByRole("button", { name: "Open my slip" }).click();
  await expect(reprintPage).toHaveURL(/\/pg_application_details$/);
  const reprinted = reprintPage.getByRole("table", { name: "Referee reports" });
  await expect(reprinted.getByRole("row", { name: /Ngozi Adaeze Okeke/ })).toContainText("Received");
  await expect(reprinted.getByRole("row", { name: /Musa Garba Bello/ })).toContainText("Pending");
  await expectNoSeriousViolations(reprintPage);
  if (shots) await reprintPage.screenshot({ path: `${shots}/pg-slip-reprint.png`, fullPage: true });
  const [stored] = await queryRows<{ count: string }>(
    server.database.db,
    sql`SELECT count(*)::text AS count FROM application_referees WHERE submitted_at IS NOT NULL AND email = ${referee.email}`,
  );
  expect(stored?.count).toBe("1");
  await reprint.close();
});
