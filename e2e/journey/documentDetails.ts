import type { Locator, Page } from "@playwright/test";

/**
 * The value beside `label` in a document's details table (the engine's DetailsTable and the
 * application review: a row header, then its cell), e.g. a receipt's "Application number".
 */
export function detailValue(scope: Page | Locator, label: string): Locator {
  return scope
    .getByRole("rowheader", { name: label, exact: true })
    .first()
    .locator("xpath=following-sibling::*[1]");
}
