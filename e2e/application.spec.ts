import { seedSchoolSetup } from "../src/server/db/seed/schoolSetup";
import { validNceApplication } from "../tests/support/nceFixtures";
import { paidApplicantSignedIn } from "./applicant";
import { expect, test } from "./fixtures";

test("the NCE form validates in the browser under the strict CSP, with the shared messages", async ({
  page,
  server,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await paidApplicantSignedIn(page, server);
  const response = await page.reload();
  expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();
  // The drop-downs come from the college's lists (GET /api/Lookups/...), not a fixture.
  await expect(page.getByRole("radio", { name: "Female" })).toBeVisible();

  await page.getByLabel("Surname").fill("Okafor ");
  await page
    .getByLabel(/Mobile number|Phone/)
    .first()
    .fill("0803123");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("invalid phone number").first()).toBeVisible();
  await expect(
    page
      .getByText(
        "invalid name format. Please ensure there are no trailing spaces and use a name with a minimum length of 2 characters.",
      )
      .first(),
  ).toBeVisible();
  // Still on the first step.
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();

  // Fix them: the messages go.
  await page.getByLabel("Surname").fill("Okafor");
  await page
    .getByLabel(/Mobile number|Phone/)
    .first()
    .fill("08031234567");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("invalid phone number")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the wizard saves its draft to the server, and a reload restores it", async ({ page, server }) => {
  await paidApplicantSignedIn(page, server);
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();
  // A new application starts with the names given on the invoice; the applicant's own answer wins.
  await expect(page.getByLabel("Surname")).toHaveValue("Okafor");
  await expect(page.getByLabel("First name")).toHaveValue("Chiamaka");
  await page.getByLabel("Surname").fill("Okonkwo");
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  // On the server, under the applicant's session (page.request shares the page's cookies).
  const saved = await page.request.get("/api/ApplicationDrafts/nce");
  expect(saved.status()).toBe(200);
  expect((await saved.json()).data).toMatchObject({
    data: { personal: { surname: "Okonkwo", firstname: "Chiamaka" } },
    submittedAt: null,
  });
  const cookie = (await page.context().cookies()).find((c) => c.name === "fcet_applicant");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api" });

  await page.reload();
  await expect(page.getByText("Draft restored")).toBeVisible();
  await expect(page.getByLabel("Surname")).toHaveValue("Okonkwo");

  // Another browser, not signed in, reaches no draft at all.
  const other = await page.context().browser()?.newContext({ baseURL: page.url() });
  if (other) {
    expect((await other.request.get("/api/ApplicationDrafts/nce")).status()).toBe(401);
    await other.close();
  }
});

test("a complete application saved on the server reaches the review, submits, and the preview shows it", async ({
  page,
  server,
}) => {
  // The NCE fixture names the demo School, department and programme, which the server checks belong
  // together (issue 20, item 18): the worker's server gets the demo School setup (idempotent).
  await seedSchoolSetup(server.database.db);
  await paidApplicantSignedIn(page, server);
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();
  // Seeded through the API with the page's cookies: the draft becomes the signed-in applicant's.
  const seeded = await page.request.put("/api/ApplicationDrafts/nce", { data: validNceApplication() });
  expect(seeded.status()).toBe(201);
  await page.reload();
  await expect(page.getByText("Draft restored")).toBeVisible();
  await page
    .getByRole("button", { name: /Review and submit/ })
    .first()
    .click();
  await expect(page.getByText("Okafor").first()).toBeVisible();
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(page).toHaveURL(/\/nce_preview$/);
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expect(page.getByText("Okafor").first()).toBeVisible();
  await expect(page.getByText("Not submitted yet")).toHaveCount(0);

  // Submitted on the server: read-only from now on, and the form says so.
  const stored = await page.request.get("/api/ApplicationDrafts/nce");
  expect((await stored.json()).data.submittedAt).toEqual(expect.any(String));
  expect((await page.request.put("/api/ApplicationDrafts/nce", { data: {} })).status()).toBe(409);
  await page.goto("/nce_application");
  await expect(page.getByText("Application submitted")).toBeVisible();
});
