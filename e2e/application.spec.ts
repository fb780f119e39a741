import { validNceApplication } from "../tests/unit/applications/nceFixtures";
import { expect, test } from "./fixtures";

test("the NCE form validates in the browser under the strict CSP, with the shared messages", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/nce_application");
  expect(response?.headers()["content-security-policy"]).not.toContain("unsafe-eval");
  await expect(page.getByRole("heading", { name: "Step 1 of 7: Personal details" })).toBeVisible();

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

test("a complete application restored from its draft reaches the review and the printable preview", async ({
  page,
}) => {
  await page.goto("/nce_application");
  await page.evaluate(
    (data) => localStorage.setItem("matric.draft.nce", JSON.stringify(data)),
    validNceApplication(),
  );
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
});
