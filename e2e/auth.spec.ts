import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../src/server/db/seed/identity";
import { expect, test } from "./fixtures";

async function signIn(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(userName);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

test("a student signs in, lands on the dashboard and stays signed in after a reload", async ({ page }) => {
  await signIn(page, "  student ");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome, Adebayo Oluwaseun Adeyemi.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Welcome, Adebayo Oluwaseun Adeyemi.")).toBeVisible();
  // Signed in, an unknown path leads to the dashboard, not the landing page.
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an official signs in to the staff dashboard", async ({ page }) => {
  await signIn(page, "registrar");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome, Mrs. Ngozi Okafor.")).toBeVisible();
});

test("a wrong password shows the Login Failed! flash with the server's message", async ({ page }) => {
  await signIn(page, "student", "Wrong#Password1");
  await expect(page.getByText("Login Failed!", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("empty fields show the spec's messages and nothing is sent", async ({ page }) => {
  let calls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/Authentication/login")) calls++;
  });
  await page.goto("/login");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("please input your username")).toBeVisible();
  await expect(page.getByText("please input your password")).toBeVisible();
  await expect(page.getByLabel("Username")).toBeFocused();
  expect(calls).toBe(0);
});
