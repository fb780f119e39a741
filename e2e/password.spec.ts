import type { APIRequestContext } from "@playwright/test";
import { sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../src/server/db/seed/identity";
import { hashPassword } from "../src/server/modules/auth/passwords";
import { expectNoSeriousViolations } from "./accessibility";
import { type E2EServer, expect, test } from "./fixtures";
import { signIn } from "./session";

const NEW_PASSWORD = "Fresh#Start9";

interface OutboxEntry {
  toAddress: string;
  subject: string;
  textBody: string;
}

/** The newest mail in the development outbox (GET /api/dev/outbox lists newest first). */
async function newestMail(request: APIRequestContext): Promise<OutboxEntry> {
  const res = await request.get("/api/dev/outbox");
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: OutboxEntry[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!;
}

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

// Other tests in this worker sign in as the same demo accounts: put the demo password back.
async function restorePassword(server: E2EServer, userName: string) {
  const hash = await hashPassword(DEMO_PASSWORD);
  await server.database.db.execute(
    sql`UPDATE users SET password_hash = ${hash} WHERE user_name = ${userName}`,
  );
}

test("the forgot password form checks the address before sending", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("please input email address")).toBeVisible();
  await expect(page.getByLabel("Email Address")).toBeFocused();
  await page.getByLabel("Email Address").fill("not-an-address");
  await page.keyboard.press("Enter");
  await expect(page.getByText("invalid email address")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a student resets a forgotten password through the mailed link and signs in with it", async ({
  page,
  server,
}) => {
  try {
    await page.goto("/forgot_password");
    await page.getByLabel("Email Address").fill("student@matric.local");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Reset Password Email Successfully Sent!")).toBeVisible();
    await expect(page).toHaveURL(/\/verify_confirmation$/);
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expectNoSeriousViolations(page);

    const mail = await newestMail(page.request);
    expect(mail.toAddress).toBe("student@matric.local");
    const link = /https?:\/\/\S+\/reset_password\?token=[\w-]+/.exec(mail.textBody)?.[0];
    expect(link).toBeTruthy();
    // The mail carries the configured public address; open the same path on this test server.
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);

    await page.getByLabel("New Password", { exact: true }).fill("weakpass");
    await page.getByLabel("Confirm Password", { exact: true }).fill("weakpass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText(/password must be 8 to 30 characters long/).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, "student", NEW_PASSWORD);

    // The link is used up.
    const again = await page.request.post("/api/Authentication/reset-password", {
      data: {
        token: url.searchParams.get("token"),
        password: "Other#Pass12",
        confirmPassword: "Other#Pass12",
      },
    });
    expect(again.status()).toBe(400);
  } finally {
    await restorePassword(server, "student");
  }
});

test("the outbox page lists the mail with clickable links", async ({ page }) => {
  await page.request.post("/api/Authentication/send-reset-password-mail", {
    data: { email: "lecturer@matric.local" },
  });
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { name: "Outbox (development only)" })).toBeVisible();
  await expect(page.getByRole("link", { name: /\/reset_password\?token=/ }).first()).toBeVisible();
});

test("a signed-in user changes their password from the avatar menu, then changes it back", async ({
  page,
  server,
}) => {
  try {
    await signIn(page, "registrar");
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/change_password$/);
    await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByLabel("Current Password", { exact: true }).fill("Wrong#Pass12");
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("current password is incorrect")).toBeVisible();

    await page.getByLabel("Current Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password Changed!")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // This session continues (the server ended only the others) after a reload too.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);

    // And back again, through the same page.
    await page.goto("/change_password");
    await page.getByLabel("Current Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("New Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password Changed!")).toBeVisible();
  } finally {
    await restorePassword(server, "registrar");
  }
});
