import { expect, type Page } from "@playwright/test";

/**
 * On the form's review: Submit, then the type's application slip (its preview route), submitted.
 * `programme` is the type's name as the slip's heading gives it.
 */
export async function submitApplication(
  page: Page,
  { programme = "NCE Programme", previewPath = "/nce_preview" } = {},
): Promise<void> {
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(page).toHaveURL(new RegExp(`${previewPath}$`));
  await expect(page.getByRole("heading", { name: `${programme} application slip` })).toBeVisible();
  await expect(page.getByText("Application submitted", { exact: true })).toBeVisible();
  await expect(page.getByText("Not submitted yet")).toHaveCount(0);
}

/**
 * The slip on screen has a Print button and the passport photograph, and shows each of `shows`;
 * printed (print media), the button is gone and the photograph and `shows` stay. `whilePrinted`
 * runs in print media (a screenshot of the printed page).
 */
export async function expectPrintableSlip(
  page: Page,
  { shows = [], whilePrinted }: { shows?: string[]; whilePrinted?: () => Promise<void> } = {},
): Promise<void> {
  const slip = page.getByRole("article");
  const expectContent = async () => {
    await expect(slip.getByRole("img", { name: "Applicant's passport photograph" })).toBeVisible();
    for (const text of shows) await expect(slip.getByText(text, { exact: true }).first()).toBeVisible();
  };
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expectContent();
  await page.emulateMedia({ media: "print" });
  try {
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await expectContent();
    await whilePrinted?.();
  } finally {
    await page.emulateMedia({ media: "screen" });
  }
}
