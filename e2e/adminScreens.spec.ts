import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { type SQL, sql } from "drizzle-orm";
import { inText } from "../src/client/engine/crud/messages";
import { FEE_PURPOSE_IDS } from "../src/schema/feePurposes/feePurposeKeys";
import { groupLabel, groupTabsOf, type ResourceFile, type ResourceScope } from "../src/schema/resourceFile";
import { checkedScopeField } from "../src/schema/resourceScope";
import { queryRows } from "../src/server/db/database";
import { type E2EServer, expect, test as serverTest } from "./fixtures";
import { signIn } from "./session";

/**
 * Every admin list, as the super-admin (who may read them all) sees it: one test per file of
 * schemas/resources, so a new file gets these checks without a line here. The e2e database holds
 * only the reference lists and the demo accounts, so many lists are empty: then the spec's empty
 * text must show.
 */

const readJsonFolder = <T>(folder: string): T[] =>
  readdirSync(path.resolve(folder))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.resolve(folder, file), "utf8")) as T);

/** Routes a workflow's screen takes from a list resource file (the application review's). */
const WORKFLOW_ROUTES = new Set(
  readJsonFolder<{ screens?: { path: string }[] }>("schemas/workflows").flatMap((workflow) =>
    (workflow.screens ?? []).map((screen) => screen.path),
  ),
);
// Each list resource file whose generic screen is routed: one the workflow screen replaced has
// its own journey (e2e/applicationReview.spec.ts).
const RESOURCES: ResourceFile[] = readJsonFolder<ResourceFile>("schemas/resources").filter(
  (resource) => !WORKFLOW_ROUTES.has(resource.route),
);

/** Spec section 8, verbatim. */
const EMPTY_LIST_TEXT = "Your request results will be displayed here";

/** A desktop, and the spec's two mobile breakpoints (section 9). */
const DESKTOP = { width: 1280, height: 800 };
const NARROW_WIDTHS = [767, 600] as const;

/** Enough Tab presses to cross the breadcrumbs, group tabs and header buttons of any list. */
const MAX_TAB_PRESSES = 40;

/** The shell's top bar: the same on every list, so it is checked once (see the last test). */
const TOP_BAR = ".top-bar";

/**
 * One signed-in page per worker: signing in hashes a password and loads the shell, so doing it
 * once rather than ~50 times keeps the sweep short. Each test still opens its list with a full
 * page load (the session comes back from the refresh cookie), so no test sees another's state.
 */
const test = serverTest.extend<object, { adminPage: Page }>({
  adminPage: [
    async ({ browser, server }, use) => {
      const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
      const page = await context.newPage();
      await signIn(page, "superadmin");
      await use(page);
      await context.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

// The files are independent: spread them over the workers.
test.describe.configure({ mode: "parallel" });

/**
 * The project's own axe-core (package.json; the component tests use it too), run straight in the
 * page with axe's default rules. Not AxeBuilder (shell.spec.ts): it bundles an older axe-core and
 * finishes every run in a new blank page to merge frames, which these frameless screens do not
 * need and which made each run about three times slower — most of this sweep's time.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** What axe checks: CSS selectors of the parts to include (default: the whole page) and to leave out. */
interface AxeScope {
  include?: string[];
  exclude?: string[];
}

interface AxeInPage {
  run(context: AxeScope, options: RunOptions): Promise<AxeResults>;
}

async function expectNoSeriousViolations(page: Page, context: AxeScope) {
  // Drawers, dialogs and their backdrops fade in: half-way, their text fails colour contrast. So
  // wait for every transition to end (spinners repeat for ever and are left out).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (scope) => {
    const { axe } = window as unknown as { axe: AxeInPage };
    // Only violations are read, so axe need not collect the nodes of the checks that passed.
    return axe.run(scope, { resultTypes: ["violations"] });
  }, context);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Everything on the page but the shell's top bar. */
const PAGE_BELOW_TOP_BAR: AxeScope = { exclude: [TOP_BAR] };

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until every target has had focus (in any order); answers those never reached. */
async function tabThrough(page: Page, targets: Record<string, Locator>): Promise<string[]> {
  const missing = new Set(Object.keys(targets));
  for (let press = 0; press < MAX_TAB_PRESSES && missing.size > 0; press++) {
    await page.keyboard.press("Tab");
    for (const name of missing) {
      const target = targets[name];
      if (target && (await isFocused(target))) missing.delete(name);
    }
  }
  return [...missing];
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - window.innerWidth;
  });
}

for (const resource of RESOURCES) {
  const writable = resource.access.write.length > 0;
  // Lists of pairs of lookups (user roles, course assignments...) have filters and no search box.
  const searchable = (resource.grid.search?.length ?? 0) > 0;
  const addLabel = `Add ${inText(resource.singular)}`;
  // The super-admin may read every list, so every sibling list's tab shows; bespoke screens of the
  // same group (screens/*.ts) add tabs of their own, so the page's tab bar is read, not assumed.
  const siblingLists = groupTabsOf(resource, RESOURCES);
  const ownTitle = siblingLists.find((tab) => tab.route === resource.route)?.title ?? resource.title;
  let groupTabs: string[] = [];
  // Its own group's bar: a nested group (`within`) shows the outer group's bar above it.
  const groupName = resource.group ? groupLabel(resource.group.name) : "";

  test(`${resource.name}: ${resource.route}`, async ({ adminPage: page }) => {
    const pageErrors: string[] = [];
    const onPageError = (error: Error) => pageErrors.push(error.message);
    page.on("pageerror", onPageError);
    await page.setViewportSize(DESKTOP);
    await page.goto(resource.route);
    const main = page.getByRole("main");
    const addButton = main.getByRole("button", { name: addLabel, exact: true });

    await test.step("title, then rows or the empty text", async () => {
      await expect(main.getByRole("heading", { level: 1, name: resource.title, exact: true })).toBeVisible();
      const table = main.getByRole("table", { name: resource.title, exact: true });
      await expect(table).toHaveAttribute("aria-busy", "false");
      await expect(main.getByText("The list could not be loaded")).toHaveCount(0);
      if (!(await table.getByText(EMPTY_LIST_TEXT, { exact: true }).isVisible())) {
        // A data row has a cell under every header; the loading and empty rows have one wide cell.
        const headers = await table.getByRole("columnheader").count();
        await expect(table.locator("tbody").getByRole("row").first().getByRole("cell")).toHaveCount(headers);
      }
      if (resource.group) {
        // The tab bar comes with the screen, so it is there once the list has loaded.
        groupTabs = await main
          .getByRole("tablist", { name: groupName, exact: true })
          .getByRole("tab")
          .allTextContents();
        if (siblingLists.length > 1) expect(groupTabs.length).toBeGreaterThan(1);
      }
      if (groupTabs.length > 0) {
        const ownTab = main
          .getByRole("tablist", { name: groupName, exact: true })
          .getByRole("tab", { name: ownTitle, exact: true });
        await expect(ownTab).toHaveAttribute("aria-selected", "true");
        // Every sibling list is a tab, in the group's order.
        expect(groupTabs.filter((title) => siblingLists.some((tab) => tab.title === title))).toEqual(
          siblingLists.map((tab) => tab.title),
        );
      }
      await expectNoSeriousViolations(page, PAGE_BELOW_TOP_BAR);
    });

    await test.step("keyboard: skip link, then Tab reaches the search box and Add", async () => {
      const targets: Record<string, Locator> = {};
      if (searchable) {
        targets.search = main.getByRole("searchbox", { name: `Search ${inText(resource.title)}` });
      }
      if (writable) targets.add = addButton;
      // Nothing has focus after the page load, so the first Tab lands on the first control.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(main).toBeFocused();
      expect(await tabThrough(page, targets), "controls Tab never reached").toEqual([]);
    });

    if (writable) {
      await test.step("the create drawer, opened and closed from the keyboard", async () => {
        await addButton.focus();
        await page.keyboard.press("Enter");
        const drawer = page.getByRole("dialog", { name: addLabel });
        // Its form has loaded (lookups included) once the submit button shows.
        await expect(drawer.getByRole("button", { name: addLabel, exact: true })).toBeVisible();
        await expectNoSeriousViolations(page, PAGE_BELOW_TOP_BAR);
        await page.keyboard.press("Escape");
        await expect(drawer).toHaveCount(0);
        await expect(addButton).toBeFocused();
      });
    }

    for (const width of NARROW_WIDTHS) {
      await test.step(`${width} px: no horizontal overflow; group tabs become arrows`, async () => {
        await page.setViewportSize({ width, height: DESKTOP.height });
        // The side menu turns into a closed drawer once the page has re-rendered for the width.
        await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
        if (groupTabs.length > 1) {
          const groupIndex = groupTabs.indexOf(ownTitle);
          const previous = groupTabs[groupIndex - 1];
          const next = groupTabs[groupIndex + 1];
          const arrows = main.getByRole("navigation", { name: groupName, exact: true });
          await expect(arrows).toContainText(`(${groupIndex + 1} of ${groupTabs.length})`);
          await expect(arrows).toContainText(ownTitle);
          await expect(main.getByRole("tab")).toHaveCount(0);
          const previousName = previous ? `Previous: ${previous}` : "Previous";
          const nextName = next ? `Next: ${next}` : "Next";
          await expect(arrows.getByRole("button", { name: previousName, exact: true })).toBeEnabled({
            enabled: previous !== undefined,
          });
          await expect(arrows.getByRole("button", { name: nextName, exact: true })).toBeEnabled({
            enabled: next !== undefined,
          });
        }
        expect(await horizontalOverflow(page), `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      });
    }

    page.off("pageerror", onPageError);
    expect(pageErrors).toEqual([]);
  });
}

/**
 * Every scoped list (`scopes` in a resource file), opened for the parent's first row. Migration
 * 0020 gives most parent lists a row (the NCE programme, the NCE student type); a parent that only
 * demo data fills (fee assignments) gets one from PARENT_ROWS here. The heading names it, the list
 * loads, axe finds nothing serious with the create drawer shut and open, and the narrow widths do
 * not overflow. A new scope gets these checks without a line here (or one line in PARENT_ROWS).
 */
const PARENT_ROWS: Record<string, SQL> = {
  fee_assignments: sql`
    WITH s AS (
      INSERT INTO academic_sessions (name, start_date, end_date, is_current)
      VALUES ('2026/2027', '2026-10-05', '2027-08-27', false)
      ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id)
    INSERT INTO fee_assignments (session_id, fee_purpose_id) SELECT id, ${FEE_PURPOSE_IDS.school_fees}::int FROM s`,
  scholarships: sql`INSERT INTO scholarships (name, percentage_basis_points) VALUES ('Merit Award', 2500)`,
  hostels: sql`INSERT INTO hostels (name, code) VALUES ('E2E Hall', 'E2EH') ON CONFLICT DO NOTHING`,
  hostel_categories: sql`INSERT INTO hostel_categories (name) VALUES ('E2E Category') ON CONFLICT DO NOTHING`,
  hostel_rooms: sql`
    WITH h AS (
      INSERT INTO hostels (name, code) VALUES ('E2E Lodge', 'E2EL')
      ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id),
    c AS (
      INSERT INTO hostel_categories (name) VALUES ('E2E Rooms')
      ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id)
    INSERT INTO hostel_rooms (hostel_id, name, category_id, capacity) SELECT h.id, '101', c.id, 2 FROM h, c`,
};

/** The id of the first row of the table a scope's parameter names, made when there is none. */
async function parentRowId(server: E2EServer, resource: ResourceFile, scope: ResourceScope): Promise<number> {
  const properties = resource.schema.properties as Record<string, { lookup?: string }>;
  const lookup = properties[checkedScopeField(scope)]?.lookup;
  const parent = RESOURCES.find((file) => file.lookup?.name === lookup);
  if (!parent) throw new Error(`${resource.name}: no resource file declares the lookup ${String(lookup)}`);
  const first = async () =>
    (
      await queryRows<{ id: number | null }>(
        server.database.db,
        sql`SELECT min(id) AS id FROM ${sql.identifier(parent.table)}`,
      )
    )[0]?.id;
  const existing = await first();
  if (existing) return existing;
  const make = PARENT_ROWS[parent.table];
  if (!make) throw new Error(`${parent.table} is empty in the e2e database: add a row to PARENT_ROWS`);
  await server.database.db.execute(make);
  const made = await first();
  if (!made) throw new Error(`PARENT_ROWS made no ${parent.table} row`);
  return made;
}

for (const resource of RESOURCES) {
  for (const scope of resource.scopes ?? []) {
    test(`${resource.name} scoped: ${scope.route}`, async ({ adminPage: page, server }) => {
      const route = scope.route.replace(/:[A-Za-z0-9]+/, String(await parentRowId(server, resource, scope)));
      const pageErrors: string[] = [];
      const onPageError = (error: Error) => pageErrors.push(error.message);
      page.on("pageerror", onPageError);
      await page.setViewportSize(DESKTOP);
      await page.goto(route);
      const main = page.getByRole("main");
      const [before, after] = scope.title.split("{name}");
      const title = new RegExp(`^${escapeRegExp(before ?? "")}.+${escapeRegExp(after ?? "")}$`);
      await expect(main.getByRole("heading", { level: 1, name: title })).toBeVisible();
      const table = main.getByRole("table", { name: title });
      await expect(table).toHaveAttribute("aria-busy", "false");
      await expect(main.getByText("The list could not be loaded")).toHaveCount(0);
      await expectNoSeriousViolations(page, PAGE_BELOW_TOP_BAR);

      const addLabel = `Add ${inText(resource.singular)}`;
      await main.getByRole("button", { name: addLabel, exact: true }).click();
      const drawer = page.getByRole("dialog", { name: addLabel });
      await expect(drawer.getByRole("button", { name: addLabel, exact: true })).toBeVisible();
      await expectNoSeriousViolations(page, PAGE_BELOW_TOP_BAR);
      await page.keyboard.press("Escape");
      await expect(drawer).toHaveCount(0);

      for (const width of NARROW_WIDTHS) {
        await page.setViewportSize({ width, height: DESKTOP.height });
        await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
        expect(await horizontalOverflow(page), `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      }
      page.off("pageerror", onPageError);
      expect(pageErrors).toEqual([]);
    });
  }
}

/**
 * Every preset (`presets` in a resource file): the list narrowed to its filters at a route of its
 * own, never a redirect. Its heading and table are its title, its tab (when it names a group) is
 * the selected one, a bulk preset opens with its upload form, and it loads without a serious axe
 * finding or overflow at the narrow widths.
 */
for (const resource of RESOURCES) {
  for (const preset of resource.presets ?? []) {
    test(`${resource.name} preset: ${preset.route}`, async ({ adminPage: page }) => {
      const pageErrors: string[] = [];
      const onPageError = (error: Error) => pageErrors.push(error.message);
      page.on("pageerror", onPageError);
      await page.setViewportSize(DESKTOP);
      await page.goto(preset.route);
      const main = page.getByRole("main");
      if (preset.upload) {
        const dialog = page.getByRole("dialog", { name: `Upload ${inText(preset.title)}` });
        await expect(dialog.getByRole("button", { name: "Download template (CSV)" })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
      }
      await expect(main.getByRole("heading", { level: 1, name: preset.title, exact: true })).toBeVisible();
      const table = main.getByRole("table", { name: preset.title, exact: true });
      await expect(table).toHaveAttribute("aria-busy", "false");
      await expect(main.getByText("The list could not be loaded")).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(preset.route);
      if (preset.group)
        await expect(
          main
            .getByRole("tablist", { name: groupLabel(preset.group.name), exact: true })
            .getByRole("tab", { name: preset.group.title ?? preset.title, exact: true }),
        ).toHaveAttribute("aria-selected", "true");
      await expectNoSeriousViolations(page, PAGE_BELOW_TOP_BAR);
      for (const width of NARROW_WIDTHS) {
        await page.setViewportSize({ width, height: DESKTOP.height });
        expect(await horizontalOverflow(page), `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      }
      page.off("pageerror", onPageError);
      expect(pageErrors).toEqual([]);
    });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The upload dialog and the delete question are the same component on every list (only their
 * texts differ), so they are checked once, on a reference list every installation has rows in,
 * rather than on ~50 lists at ~2 s each.
 */
test("a list's upload dialog and delete question have no serious accessibility violations", async ({
  adminPage: page,
}) => {
  const genders = RESOURCES.find((resource) => resource.name === "genders");
  if (!genders) throw new Error("schemas/resources/genders.json is gone: pick another seeded list");
  await page.setViewportSize(DESKTOP);
  await page.goto(genders.route);
  const main = page.getByRole("main");

  await main.getByRole("button", { name: "Upload", exact: true }).click();
  const upload = page.getByRole("dialog", { name: "Upload genders" });
  await expect(upload.getByRole("button", { name: "Upload", exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, PAGE_BELOW_TOP_BAR);
  await page.keyboard.press("Escape");
  await expect(upload).toHaveCount(0);

  // Cancelled: nothing is deleted.
  await main.getByRole("button", { name: "Delete Male", exact: true }).click();
  const question = page.getByRole("alertdialog", { name: "Delete gender “Male”? This cannot be undone." });
  await expect(question).toBeVisible();
  await expectNoSeriousViolations(page, PAGE_BELOW_TOP_BAR);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toHaveCount(0);
  await expect(main.getByRole("table").getByRole("row", { name: /^Male/ })).toBeVisible();
});

test("the top bar around the lists has no serious accessibility violations", async ({ adminPage: page }) => {
  const [first] = RESOURCES;
  if (!first) throw new Error("no resource files in schemas/resources");
  await page.setViewportSize(DESKTOP);
  await page.goto(first.route);
  await expect(page.getByRole("heading", { level: 1, name: first.title, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, { include: [TOP_BAR] });
});
