import { DEMO_PASSWORD } from "../src/server/db/seed/identity";
import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { validNceApplication } from "../tests/support/nceFixtures";
import { paidApplicantSignedIn } from "./applicant";
import { expect, isolatedTest } from "./fixtures";
import { signIn } from "./session";

/**
 * Issue 25, parts 2–5 in the browser: an officer's own messages (`ui:messages`) reach the
 * applicant's form and the server's answer; a rule beside a shared piece is refused with the limits
 * to use instead; O-level rows limited to exactly 5; the changes list after publishing; a session
 * the server ends leaves the officer on the sign-in page of the same address. NCE gets a version
 * 2 here, so the spec has a server of its own.
 */
const test = isolatedTest();
const shots = process.env.E2E_SCREENSHOTS;
const FIELD = "Years of teaching experience";
const REQUIRED = "please input your years of teaching experience";
const TOO_MANY = "at most 40 years of teaching";

test("an officer's messages and limits reach the applicant; the check refuses a rule beside a shared piece; a signed-out editor signs in again where it was", async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  await seedSchoolSetup(server.database.db);
  await signIn(page, "admissions");
  await page.goto("/applications/types/nce");
  const schemaBox = page.getByLabel("form.schema.json (fields and rules)");
  const uiBox = page.getByLabel("form.ui.json (titles, widgets, order)");
  const metaBox = page.getByLabel("meta.json (name, routes, invoice, steps)");
  await expect(schemaBox).not.toHaveValue("");
  const problems = page.getByTestId("type-problems");

  // maxItems beside the shared O-level piece: refused, pointing at the limits.
  const schema = JSON.parse(await schemaBox.inputValue());
  schema.properties.olevel = { ...schema.properties.olevel, maxItems: 1 };
  await schemaBox.fill(JSON.stringify(schema, null, 2));
  await expect(problems).toContainText("schema: properties.olevel.maxItems");
  await expect(problems).toContainText(
    `"maxItems" cannot sit beside the shared piece "../../common/olevel-results.schema.json"`,
  );
  await expect(problems).toContainText('"limits": olevelRows, olevelMaxRows, olevelSittings');
  await expect(page.getByRole("button", { name: "Publish" })).toBeDisabled();

  // Instead: a required whole number with the officer's words, and exactly 5 O-level rows.
  delete schema.properties.olevel.maxItems;
  schema.properties.personal.properties.yearsOfTeaching = {
    type: "integer",
    title: FIELD,
    minimum: 0,
    maximum: 40,
  };
  schema.properties.personal.required = [...schema.properties.personal.required, "yearsOfTeaching"];
  await schemaBox.fill(JSON.stringify(schema, null, 2));
  const ui = JSON.parse(await uiBox.inputValue());
  ui.personal["ui:order"] = [...ui.personal["ui:order"], "yearsOfTeaching"];
  ui.personal.yearsOfTeaching = {
    "ui:messages": { required: REQUIRED, maximum: "at most {limit} years of teaching" },
  };
  await uiBox.fill(JSON.stringify(ui, null, 2));
  const meta = JSON.parse(await metaBox.inputValue());
  meta.limits = { ...meta.limits, olevelRows: 5, olevelMaxRows: 5 };
  await metaBox.fill(JSON.stringify(meta, null, 2));
  await expect(problems).toHaveCount(0);
  await expect(page.getByText("The form passes every check.")).toBeVisible();
  const changes = page.getByTestId("version-changes");
  await expect(changes).toContainText("From version 1 (the newest published)");
  await expect(changes).toContainText(FIELD);

  // The preview says the officer's words.
  const preview = page.getByTestId("live-preview");
  await preview.getByLabel(FIELD).fill("41");
  await preview.getByRole("button", { name: "Next", exact: true }).click();
  await expect(preview.getByRole("alert").first()).toContainText(TOO_MANY);
  await expect(preview.getByText(/must be <=|must have required property/)).toHaveCount(0);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Version 2 published")).toBeVisible();
  // Nothing left to announce against version 2 (never "from version 2" with version 1's list).
  await expect(page.getByText("Editing from version 2; publishing makes version 3.")).toBeVisible();
  await expect(page.getByText("The form passes every check.")).toBeVisible();
  await expect(changes).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/type-editor-rules.png`, fullPage: true });

  // The server ends the session (an expired token): the sign-in page, here, says why.
  await page.route("**/api/ApplicationTypes/admin/**", (route) =>
    route.fulfill({ status: 401, json: { success: false, message: "Your session has expired" } }),
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in to your portal" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Your session has ended");
  await expect(page).toHaveURL(/\/applications\/types\/nce$/);
  if (shots) await page.screenshot({ path: `${shots}/signed-out-editor.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  if (shots) await page.screenshot({ path: `${shots}/signed-out-editor-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.unroute("**/api/ApplicationTypes/admin/**");
  await page.getByLabel("Username").fill("admissions");
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  // Signed in again, the same address opens the editor again.
  await expect(
    page.getByRole("heading", { level: 1, name: "Edit application type: NCE Programme" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/applications\/types\/nce$/);

  // The applicant meets the same words in the form and in the server's answer.
  const applicant = await page.context().browser()!.newContext({ baseURL: server.url });
  const form = await applicant.newPage();
  await paidApplicantSignedIn(form, server, "nce");
  await expect(form.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();
  await form.getByLabel(FIELD).fill("41");
  await form.getByRole("button", { name: "Next", exact: true }).click();
  await expect(form.getByRole("alert").first()).toContainText(TOO_MANY);
  const data = validNceApplication();
  const answer = await form.request.post("/api/ApplicationDrafts/nce/submit", { data });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).errors).toContainEqual({
    path: "personal.yearsOfTeaching",
    message: REQUIRED,
  });
  const tooMany = await form.request.post("/api/ApplicationDrafts/nce/submit", {
    data: { ...data, personal: { ...data.personal, yearsOfTeaching: 41 } },
  });
  expect((await tooMany.json()).errors).toContainEqual({
    path: "personal.yearsOfTeaching",
    message: TOO_MANY,
  });
  await applicant.close();
});
