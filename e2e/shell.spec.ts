import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { expectNoSeriousViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

/**
 * The student's menu today: of the seven names the server sends (src/server/db/seed/identity.ts),
 * only those with a screen (SIWES arrives with later work).
 */
const STUDENT_MENU = [
  "Dashboard",
  "Profile",
  "Academic Fees",
  "Development Levy",
  "Course Registration",
  "Results",
  "SIWES",
  "Hostel",
];

/** The registrar's menu: the names the role has whose screens exist (a list stands in for two areas). */
const REGISTRAR_MENU = [
  "Dashboard",
  "Profile",
  "Applications",
  "Application Review",
  "Student Management",
  "School Setup",
  "Course Management",
  "Notice Board Setup",
  "Reports",
  "Application Reports",
  "JAMB List Upload",
  "Utilities",
  "Result Management",
  "Score Sheet Approval",
  "Annual Performance Evaluation",
];

function sideMenu(page: Page) {
  return page.getByRole("navigation", { name: "Main menu" });
}

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

test("a student sees exactly the student menu, with the current page marked", async ({ page }) => {
  await signIn(page, "student");
  const links = sideMenu(page).getByRole("link");
  await expect(links).toHaveText(STUDENT_MENU);
  await expect(sideMenu(page).getByRole("link", { name: "User Management" })).toHaveCount(0);
  await expect(sideMenu(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("Welcome, Adebayo Oluwaseun Adeyemi.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Current notices/ })).toBeVisible();

  await sideMenu(page).getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(sideMenu(page).getByRole("link", { name: "Profile" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("Profile");
  await expect(page.getByRole("row", { name: /Birthday/ })).toContainText("12 March 2004");
});

test("an official sees their staff menu and can open their profile from the avatar menu", async ({
  page,
}) => {
  await signIn(page, "registrar");
  // The server decides the order; the set is what the role grants.
  await expect(sideMenu(page).getByRole("link")).toHaveCount(REGISTRAR_MENU.length);
  expect((await sideMenu(page).getByRole("link").allTextContents()).sort()).toEqual(
    [...REGISTRAR_MENU].sort(),
  );
  await expect(sideMenu(page).getByRole("link", { name: "Results", exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Your work areas" })).toBeVisible();

  await page.getByRole("button", { name: /Account menu for Mrs. Ngozi Okafor/ }).click();
  await page.getByRole("menuitem", { name: "Manage Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("row", { name: /Roles/ })).toContainText("Registrar");
});

test("Logout asks first; Cancel stays signed in, Sign out lands on the landing page for good", async ({
  page,
}) => {
  await signIn(page, "student");
  const openLogout = async () => {
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
  };

  await openLogout();
  const dialog = page.getByRole("dialog", { name: "Sign out" });
  await expect(dialog).toContainText("Are you sure you want to sign out?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome, Adebayo Oluwaseun Adeyemi.")).toBeVisible();

  await openLogout();
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /Welcome to the/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /Welcome to the/ })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("the dashboards have no serious accessibility violations", async ({ page }) => {
  await signIn(page, "student");
  await expect(page.getByRole("heading", { name: /Current notices/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the staff dashboard and the avatar menu have no serious accessibility violations", async ({ page }) => {
  await signIn(page, "registrar");
  await expect(page.getByRole("heading", { name: "Your work areas" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the menu button, side menu and avatar menu work from the keyboard", async ({ page }) => {
  await signIn(page, "student");
  const menuButton = page.getByRole("button", { name: "Hide menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(sideMenu(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show menu" })).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await expect(sideMenu(page)).toBeVisible();

  const results = sideMenu(page).getByRole("link", { name: "Profile" });
  await results.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole("button", { name: /Account menu for/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
});

test("at 767 px the side menu is a drawer that closes after following a link", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 900 });
  await signIn(page, "student");
  await expect(sideMenu(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Show menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link")).toHaveText(STUDENT_MENU);
  await expectNoSeriousViolations(page);
  await drawer.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(drawer).toHaveCount(0);
});

test("at 600 px the frame fits the screen and stays accessible", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, "registrar");
  await expect(page.getByRole("heading", { name: "Your work areas" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});
