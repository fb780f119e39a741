import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { expect, test } from "./fixtures";
import { submitLogin } from "./session";

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

test("a student signs in, lands on the dashboard and stays signed in after a reload", async ({ page }) => {
  await submitLogin(page, "  student ");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome, Adebayo Oluwaseun Adeyemi.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Welcome, Adebayo Oluwaseun Adeyemi.")).toBeVisible();
  // Signed in, an unknown path leads to the dashboard, not the landing page.
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an official signs in to the staff dashboard", async ({ page }) => {
  await submitLogin(page, "registrar");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome, Mrs. Ngozi Okafor.")).toBeVisible();
});

test("a wrong password shows the Login Failed! flash with the server's message", async ({ page }) => {
  await submitLogin(page, "student", "Wrong#Password1");
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

test("a user with two-factor signs in with the code sent by email", async ({ page, server }) => {
  const db = server.database.db;
  await db.execute(sql`UPDATE users SET two_factor = true WHERE user_name = 'bursar'`);
  try {
    await submitLogin(page, "bursar");
    await expect(page).toHaveURL(/\/verify_otp$/);
    const [mail] = await queryRows<{ text_body: string }>(
      db,
      sql`SELECT text_body FROM outbox WHERE to_address = 'bursar@matric.local' ORDER BY id DESC LIMIT 1`,
    );
    const code = /\b(\d{6})\b/.exec(mail?.text_body ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(
      page.getByText("The code is not correct. Please check your email and try again.").first(),
    ).toBeVisible();
    await page.getByLabel("Code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome, Alhaji Musa Bello.")).toBeVisible();
  } finally {
    await db.execute(sql`UPDATE users SET two_factor = false WHERE user_name = 'bursar'`);
  }
});
