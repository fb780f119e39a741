import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { DEMO_USERS } from "../src/server/db/seed/identity";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

function sideMenu(page: Page) {
  return page.getByRole("navigation", { name: "Main menu" });
}

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

// Issue 10 §4: every entry a demo account's menu shows opens its screen, never a bounce to /dashboard.
for (const { userName } of DEMO_USERS) {
  test(`every menu entry ${userName} sees opens a screen`, async ({ page }) => {
    test.slow();
    await signIn(page, userName);
    const links = sideMenu(page).getByRole("link");
    await expect(links.first()).toBeVisible();
    const entries = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ label: anchor.textContent ?? "", href: anchor.getAttribute("href") ?? "" })),
    );
    expect(entries.length).toBeGreaterThanOrEqual(2);

    // The dashboard's work areas and quick links are the same entries.
    for (const card of await page
      .locator(".area-card a, .quick-link")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))) {
      expect(entries.map((entry) => entry.href)).toContain(card);
    }

    for (const entry of entries) {
      await sideMenu(page).getByRole("link", { name: entry.label, exact: true }).click();
      await expect(page, `${entry.label} stays at ${entry.href}`).toHaveURL(
        (url) => url.pathname === entry.href,
      );
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 }), entry.label).toBeVisible();
      await expect(main.getByText("could not be loaded")).toHaveCount(0);
      // Still there once the screen has settled: no redirect after loading.
      await expect(page).toHaveURL((url) => url.pathname === entry.href);
    }
  });
}

test("a rating prompt set aside does not reopen when a page bounces to the dashboard", async ({ page }) => {
  expect(DEMO_USERS.find((user) => user.userName === "student")?.displayCsatModal).toBe(true);
  // signIn answers the prompt with "Not now".
  await signIn(page, "student");
  await sideMenu(page).getByRole("link", { name: "Profile", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  // An old bookmark inside the app (no page load): the route table sends it to the dashboard.
  await page.evaluate(() => {
    window.history.pushState({}, "", "/results/no_such_screen");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog", { name: /Rate your experience/ })).toHaveCount(0);
});
