import { paidApplicantSignedIn } from "./applicant";
import { expect, test } from "./fixtures";

test("the Pre-NCE type, a folder of JSON, opens from its landing card and has its own form", async ({
  page,
  server,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  const card = page.locator(".landing-programme-card", { hasText: "Pre-NCE Programme (Sandwich)" });
  await expect(card.getByText("1 year · Sandwich (part-time)")).toBeVisible();
  await card.getByRole("link", { name: "Apply now" }).click();
  await expect(page).toHaveURL(/\/generate_pre_nce_students_invoice$/);
  await expect(page.getByTestId("application-name")).toHaveText("Pre-NCE Programme (Sandwich)");
  expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({
    applicationMode: 5,
    id: 5,
    name: "Pre-NCE Programme (Sandwich)",
    invoicePath: "/generate_pre_nce_students_invoice",
    loginPath: "/pre_nce_login",
    isPartTime: true,
  });

  // Its sign-in, form and preview are routed from its meta.json: six steps (no education history),
  // and the drafts API keeps the signed-in applicant's draft under its own type.
  await paidApplicantSignedIn(page, server, "pre_nce");
  await expect(
    page.getByRole("heading", { level: 1, name: "Pre-NCE Programme (Sandwich) application" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Step 1 of 6: Personal details" })).toBeVisible();
  // The new form starts with the name given on the invoice; an edit is what saves a draft.
  await expect(page.getByLabel("Surname")).toHaveValue("Okafor");
  await page.getByLabel("Surname").fill("Okafor-Eze");
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  const saved = await page.request.get("/api/ApplicationDrafts/pre_nce");
  expect((await saved.json()).data).toMatchObject({
    applicationType: "pre_nce",
    data: { personal: { surname: "Okafor-Eze" } },
  });

  await page.goto("/pre_nce_preview");
  await expect(
    page.getByRole("heading", { name: "Pre-NCE Programme (Sandwich) application preview" }),
  ).toBeVisible();
  await expect(page.getByText("Not submitted yet")).toBeVisible();
  expect(errors).toEqual([]);
});
