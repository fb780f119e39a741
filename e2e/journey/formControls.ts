import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The drop-down named `name` in `scope`: a native select for a short list, the engine's
 * type-to-search combobox for a long one (SEARCHABLE_THRESHOLD); both have the combobox role.
 */
export function combobox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("combobox", { name, exact: true });
}

/** Chooses `option` in `field`: a native select, or a type-to-search combobox. */
export async function choose(page: Page, field: Locator, option: string): Promise<void> {
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
    await field.selectOption({ label: option });
    return;
  }
  // The list can move while it opens (near the bottom of the screen it flips above the field), and
  // a click that lands as it moves is lost, leaving the list open over the next field: so the pick
  // counts only once this field's list has closed, and is made again otherwise.
  await expect(async () => {
    await field.click();
    // Focusing mounts the searchable list in the placeholder's place (same name): type into it.
    await field.fill(option);
    // Lists of fields chosen earlier linger in the page: pick from the one this field controls.
    const list = page.locator(`[id="${await field.getAttribute("aria-controls")}"]`);
    await list.getByRole("option", { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(field).toHaveAttribute("aria-expanded", "false", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(field).toHaveValue(option);
}

/** A radio button of the forms: Blueprint draws its own indicator over the native radio, so the click goes to the label. */
export async function pickRadio(page: Page, label: string): Promise<void> {
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole("radio", { name: label })).toBeChecked();
}

/** The wizard's Next button, then the step headed `heading`. */
export async function nextStep(page: Page, heading: string): Promise<void> {
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}
