import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../accessibility";
import { expect } from "../fixtures";
import { choose, combobox } from "../journey/formControls";

const shots = process.env.E2E_SCREENSHOTS;

/** The "applications by …" table of the report on screen. */
const countsBy = (page: Page, grouping: string) =>
  page.getByRole("table", { name: `applications by ${grouping}` });

/** The number in the row labelled `label` of a report table (its last cell). */
const countIn = (page: Page, grouping: string, label: string) =>
  countsBy(page, grouping)
    .getByRole("row", { name: new RegExp(`^${label} `) })
    .getByRole("cell")
    .last();

/**
 * An admissions officer's application reports (/app_reports/application_reports, from the menu):
 * the type is in the type filter by its name, its applications by status count `submitted`
 * submitted, and the CSV export carries the same.
 */
export async function expectInApplicationReports(
  page: Page,
  typeName: string,
  submitted: number,
): Promise<void> {
  await page.getByRole("link", { name: "Application Reports" }).first().click();
  await expect(page).toHaveURL(/\/app_reports\/application_reports$/);
  await expect(page.getByRole("heading", { name: "Application reports", exact: true })).toBeVisible();
  await expect(countIn(page, "application type", typeName)).toHaveText(String(submitted));
  await choose(page, combobox(page, "Application type"), typeName);
  await choose(page, combobox(page, "Group by"), "Status");
  await expect(countIn(page, "status", "Submitted")).toHaveText(String(submitted));
  await expect(
    page.getByText(`Total: ${submitted} ${submitted === 1 ? "application" : "applications"}`),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await page.screenshot({ path: `${shots}/new-type-report.png`, fullPage: true });

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = await readFile((await (await downloading).path()) ?? "", "utf8");
  expect(csv).toContain(`Application type,${typeName},${submitted}`);
  expect(csv).toContain(`Status,Submitted,${submitted}`);
}

/** The Reports area's application reports (/reports/application_reports) name the type with its count. */
export async function expectInReportsArea(page: Page, typeName: string, count: number): Promise<void> {
  await page.goto("/reports/application_reports");
  await expect(page.getByRole("heading", { name: "Application reports", exact: true })).toBeVisible();
  await expect(countIn(page, "application type", typeName)).toHaveText(String(count));
}
