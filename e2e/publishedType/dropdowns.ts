import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The drop-down named `name` in `scope`: a native select for a short list, the engine's
 * type-to-search combobox for a long one (SEARCHABLE_THRESHOLD); both have the combobox role.
 */
export function dropdown(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("combobox", { name, exact: true });
}

/** Chooses `option` in `field`, whichever kind of drop-down it is. */
export async function choose(page: Page, field: Locator, option: string): Promise<void> {
  if ((await field.evaluate((element) => element.tagName)) === "SELECT") {
    await field.selectOption({ label: option });
    return;
  }
  // The list can move while it opens (near the bottom of the screen it flips above the field), and
  // a click that lands as it moves is lost: the pick counts once this field's list has closed.
  await expect(async () => {
    await field.click();
    await field.fill(option);
    // Lists of fields chosen earlier linger in the page: pick from the one this field controls.
    const list = page.locator(`[id="${await field.getAttribute("aria-controls")}"]`);
    await list.getByRole("option", { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(field).toHaveAttribute("aria-expanded", "false", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(field).toHaveValue(option);
}
