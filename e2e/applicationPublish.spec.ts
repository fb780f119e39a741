import type { ConsoleMessage } from "@playwright/test";
import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { validNceApplication } from "../tests/support/nceFixtures";
import { expectNoSeriousViolations } from "./accessibility";
import { paidApplicantSignedIn } from "./applicant";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

/**
 * A new version of an existing type, published from the portal. A new type created there, then
 * priced, opened, applied for and counted in the reports: publishedTypeJourney.spec.ts.
 */
const shots = process.env.E2E_SCREENSHOTS;
const FIELD = "Hobbies and interests";

test("a registry officer adds a field to the NCE form with a live preview and publishes it; an applicant's draft then shows it and says what changed", async ({
  page,
  server,
}) => {
  // The NCE fixture names the demo School, department and programme, which the server checks belong
  // together (issue 20, item 18): the worker's server gets the demo School setup (idempotent).
  await seedSchoolSetup(server.database.db);
  test.setTimeout(180_000);

  // An applicant has started an NCE application (version 1) before the change.
  await paidApplicantSignedIn(page, server, "nce");
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();
  await expect(page.getByLabel(FIELD)).toHaveCount(0);
  const started = await page.request.put("/api/ApplicationDrafts/nce", {
    data: { personal: { surname: "Okafor" } },
  });
  expect(started.status()).toBe(201);

  // Another applicant has submitted theirs (version 1), in their own browser.
  const submitter = await page.context().browser()!.newContext({ baseURL: server.url });
  const submitted = await submitter.newPage();
  await paidApplicantSignedIn(submitted, server, "nce");
  expect(
    (await submitted.request.put("/api/ApplicationDrafts/nce", { data: validNceApplication() })).status(),
  ).toBe(201);
  const locked = await submitted.request.post("/api/ApplicationDrafts/nce/submit", {
    data: validNceApplication(),
  });
  expect(locked.status(), await locked.text()).toBe(200);

  // The officer works in their own browser (its console is checked here too).
  const officer = await page.context().browser()!.newContext({ baseURL: server.url });
  const editor = await officer.newPage();
  const officerConsole: string[] = [];
  editor.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") officerConsole.push(message.text());
  });
  editor.on("pageerror", (error) => officerConsole.push(`uncaught: ${error.message}`));
  await signIn(editor, "admissions");

  // The measured part: a newcomer from the list to a published version.
  const clock = Date.now();
  await editor.goto("/applications/types");
  await expect(editor.getByRole("heading", { name: "Application types" })).toBeVisible();
  await expect(editor.getByRole("row", { name: /NCE Programme nce 1/ })).toBeVisible();
  await expectNoSeriousViolations(editor);
  await editor.getByRole("link", { name: "Edit of NCE Programme" }).click();
  await expect(editor).toHaveURL(/\/applications\/types\/nce$/);
  const schemaBox = editor.getByLabel("form.schema.json (fields and rules)");
  const uiBox = editor.getByLabel("form.ui.json (titles, widgets, order)");
  await expect(schemaBox).not.toHaveValue("");
  const preview = editor.getByTestId("live-preview");
  await expect(preview.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();
  await expect(preview.getByLabel(FIELD)).toHaveCount(0);

  // One optional field in the personal section, with a widget the engine does not have: refused by path.
  const schema = JSON.parse(await schemaBox.inputValue());
  schema.properties.personal.properties.hobbies = { type: "string", title: FIELD, maxLength: 200 };
  await schemaBox.fill(JSON.stringify(schema, null, 2));
  const ui = JSON.parse(await uiBox.inputValue());
  ui.personal = { ...ui.personal, hobbies: { "ui:widget": "colorPicker" } };
  await uiBox.fill(JSON.stringify(ui, null, 2));
  const problems = editor.getByTestId("type-problems");
  await expect(problems).toContainText('uiSchema: personal.hobbies["ui:widget"]');
  await expect(problems).toContainText('widget "colorPicker" is not a widget of the engine');
  await expect(editor.getByRole("button", { name: "Publish" })).toBeDisabled();

  // The engine's textarea; then the check asks for the field's place in the section's order.
  ui.personal.hobbies = { "ui:widget": "textarea", "ui:help": "Optional: what you enjoy doing." };
  await uiBox.fill(JSON.stringify(ui, null, 2));
  await expect(problems).toContainText('uiSchema: personal["ui:order"]');
  await expect(problems).toContainText('"ui:order" does not list the field "hobbies"');
  // Listed after "disability": it checks, and the live preview shows the field as applicants will.
  ui.personal["ui:order"] = [...ui.personal["ui:order"], "hobbies"];
  await uiBox.fill(JSON.stringify(ui, null, 2));
  await expect(problems).toHaveCount(0);
  await expect(editor.getByText("The form passes every check.")).toBeVisible();
  await expect(preview.getByLabel(FIELD)).toBeVisible();
  await preview.getByLabel(FIELD).fill("Chess and football");
  await expect(editor.getByTestId("version-changes")).toContainText(
    `Added: Personal details › ${FIELD} (optional)`,
  );
  await expectNoSeriousViolations(editor);
  if (shots) await editor.screenshot({ path: `${shots}/type-editor.png`, fullPage: true });

  await editor.getByRole("button", { name: "Publish" }).click();
  await expect(editor.getByText("Version 2 published")).toBeVisible();
  const seconds = (Date.now() - clock) / 1000;
  test.info().annotations.push({
    type: "publish time",
    description: `${seconds.toFixed(1)} s from the list to version 2`,
  });
  console.log(`[applicationPublish] list → edit → preview → publish: ${seconds.toFixed(1)} s`);
  await editor.goto("/applications/types");
  await expect(editor.getByRole("row", { name: /NCE Programme nce 2/ })).toBeVisible();
  await officer.close();
  expect(officerConsole, "the officer's console").toEqual([]);

  // The submitted application still prints as version 1: its slip has no such field.
  await submitted.goto("/nce_preview");
  await expect(submitted.getByRole("heading", { name: "NCE Programme application slip" })).toBeVisible();
  await expect(submitted.getByText("Surname").first()).toBeVisible();
  await expect(submitted.getByText(FIELD)).toHaveCount(0);
  await submitter.close();

  // The applicant's form is version 2 now: told what changed, the new field on step 1.
  await page.reload();
  await expect(page.getByTestId("version-changes")).toContainText(
    `Added: Personal details › ${FIELD} (optional)`,
  );
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();
  await expect(page.getByLabel("Surname")).toHaveValue("Okafor");
  await page.getByLabel(FIELD).fill("Reading");
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/applicant-v2.png`, fullPage: true });
  // Saved as a draft of version 2.
  await expect
    .poll(async () => (await (await page.request.get("/api/ApplicationDrafts/nce")).json()).data)
    .toMatchObject({ typeVersion: 2, changes: [], data: { personal: { hobbies: "Reading" } } });
  // Its preview is version 2, with the new field.
  await page.goto("/nce_preview");
  await expect(page.getByRole("heading", { name: "NCE Programme application preview" })).toBeVisible();
  await expect(page.getByText(FIELD)).toBeVisible();
  await expect(page.getByText("Reading")).toBeVisible();
});
