import type { Page } from "@playwright/test";
import { longDate } from "../../src/server/modules/applicationSetup/applicationWindow";
import { expectNoSeriousViolations } from "../accessibility";
import { expect } from "../fixtures";
import { choose, combobox } from "../journey/formControls";

const shots = process.env.E2E_SCREENSHOTS;

/** The application type a registry officer makes in the portal, and what the college charges for it. */
export interface NewType {
  key: string;
  name: string;
  /** The type it starts from, by name ("NCE Programme"). */
  startFrom: string;
  /** The application fee in naira as the bursar types it, and as the portal shows it. */
  fee: { typed: string; shown: string };
}

/**
 * The registry officer's part: a new type from the list of types, started from an existing one
 * (the form first says what is missing, and refuses a key that is taken), then published as is.
 */
export async function createAndPublishType(page: Page, type: NewType): Promise<void> {
  await page.goto("/applications/types");
  await page.getByRole("link", { name: "New application type" }).click();
  await expect(page.getByRole("heading", { name: "New application type" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("please input a key: lower-case letters, digits and _")).toBeVisible();
  await expect(page.getByText("please input the type's name")).toBeVisible();
  await page.getByLabel("Key").fill("nce");
  await page.getByLabel("Name").fill(type.name);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("this key is already an application type")).toBeVisible();
  await page.getByLabel("Key").fill(type.key);
  await page.getByLabel("Start from").selectOption({ label: type.startFrom });
  await page.getByRole("button", { name: "Continue" }).click();

  // Its own routes, from its key; the live preview renders the form it starts with.
  await expect(page.getByLabel("meta.json (name, routes, invoice, steps)")).toHaveValue(
    new RegExp(`"login": "/${type.key}_login"`),
  );
  await expect(
    page.getByTestId("live-preview").getByRole("heading", { name: /^Step 1 of \d+: / }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Version 1 published")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/applications/types/${type.key}$`));
}

/**
 * The bursary's part: the type's application fee for `session`, added on the application-fees
 * list through its create drawer; the type is offered there as soon as it is published.
 */
export async function priceType(page: Page, type: NewType, session: string): Promise<void> {
  await page.goto("/fees_assignment/application_fees");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Application fees" })).toBeVisible();
  await main.getByRole("button", { name: "Add application fee" }).click();
  const drawer = page.getByRole("dialog", { name: "Add application fee" });
  await expect(drawer.getByRole("button", { name: "Add application fee" })).toBeVisible();
  await choose(page, combobox(drawer, "Application type"), type.name);
  await choose(page, combobox(drawer, "Session"), session);
  await drawer.getByLabel("Amount").fill(type.fee.typed);
  await expect(drawer.getByRole("checkbox", { name: "Active" })).toBeChecked();
  if (shots) await page.screenshot({ path: `${shots}/new-type-fee-drawer.png`, fullPage: true });
  await drawer.getByRole("button", { name: "Add application fee" }).click();
  await expect(page.getByText("Application fee created", { exact: true })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(main.getByRole("table").getByRole("row", { name: new RegExp(type.name) })).toContainText(
    type.fee.shown,
  );
}

/**
 * The admissions office's part on /applications/setup: the bursary's fee is already the type's
 * setup row for the session (one row per type and session, so its create drawer would be refused);
 * its edit drawer keeps it open and sets the deadline.
 */
export async function openType(page: Page, type: NewType, deadline: string): Promise<void> {
  await page.goto("/applications/setup");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Application setup" })).toBeVisible();
  const row = main.getByRole("table").getByRole("row", { name: new RegExp(type.name) });
  await expect(row).toContainText(type.fee.shown);
  await row.getByRole("button", { name: `Edit ${type.name}` }).click();
  const drawer = page.getByRole("dialog", { name: "Edit application setup" });
  await expect(drawer.getByRole("button", { name: "Save changes" })).toBeVisible();
  await expect(drawer.getByLabel("Application fee")).toHaveValue(type.fee.shown.replace("₦", ""));
  await expect(drawer.getByRole("checkbox", { name: "Open" })).toBeChecked();
  await drawer.getByLabel("Deadline").fill(deadline);
  if (shots) await page.screenshot({ path: `${shots}/new-type-setup-drawer.png`, fullPage: true });
  await drawer.getByRole("button", { name: "Save changes" }).click();
  await expect(drawer).toHaveCount(0);
  await expect(row).toContainText(longDate(deadline));
  // Open: the row offers Close, not Open.
  await expect(row.getByRole("button", { name: `Close ${type.name}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/new-type-setup.png`, fullPage: true });
}
