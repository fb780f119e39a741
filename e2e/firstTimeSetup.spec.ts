import type { APIRequestContext, Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { DEMO_PASSWORD } from "../src/server/db/seed/identity";
import { hashPassword } from "../src/server/modules/auth/passwords";
import { expectNoSeriousViolations } from "./accessibility";
import { type E2EServer, expect, test } from "./fixtures";
import { signIn, submitLogin } from "./session";

/** First-time setup, from an account an admin created to the new user's dashboard. */

const CHOSEN_PASSWORD = "Chosen#Pass9";

interface OutboxEntry {
  toAddress: string;
  textBody: string;
}

/** The path and query of the setup link in the newest mail to `address` (the dev outbox, newest first). */
async function setupLinkMailedTo(request: APIRequestContext, address: string): Promise<string> {
  const res = await request.get("/api/dev/outbox");
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: OutboxEntry[] };
  const mail = data.find((entry) => entry.toAddress === address);
  const link = mail && /https?:\/\/\S+\/setup_password\?token=[\w-]+/.exec(mail.textBody)?.[0];
  expect(link, `a setup link mailed to ${address}`).toBeTruthy();
  // The mail carries the configured public address; open the same path on this test server.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/**
 * Creates a user with one role through the Users and User roles lists, as the super-admin would.
 * Uses the test's own request context (not the page's), so the admin's session never reaches the
 * browser.
 */
async function createUser(
  request: APIRequestContext,
  row: Record<string, unknown>,
  roleTitle: string,
): Promise<number> {
  const login = await request.post("/api/Authentication/login", {
    data: { userName: "superadmin", password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).data.jwtToken.token}` };
  const user = await request.post("/api/resources/users", {
    headers,
    data: row,
  });
  expect(user.status(), await user.text()).toBe(201);
  const userId = (await user.json()).data.id as number;
  const roles = await request.get("/api/Lookups/roles", { headers });
  const role = ((await roles.json()).data as { id: number; name: string }[]).find(
    (option) => option.name === roleTitle,
  );
  const link = await request.post("/api/resources/user-roles", {
    headers,
    data: { userId, roleId: role!.id },
  });
  expect(link.status(), await link.text()).toBe(201);
  return userId;
}

async function choosePassword(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("New Password", { exact: true }).fill(CHOSEN_PASSWORD);
  await page.getByLabel("Confirm Password", { exact: true }).fill(CHOSEN_PASSWORD);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Account Set Up!")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

/** The registry hands a new lecturer an initial password (set here in the database). */
async function issuePassword(server: E2EServer, userId: number, password: string) {
  const hash = await hashPassword(password);
  await server.database.db.execute(sql`UPDATE users SET password_hash = ${hash} WHERE id = ${userId}`);
}

test("an admin-created user signs in, gives an email address, sets a password from the mailed link and reaches the dashboard", async ({
  page,
  request,
  server,
}) => {
  const userId = await createUser(
    request,
    { userName: "lect.okon", fullName: "Edet Okon", userType: "lecturer" },
    "Lecturer",
  );
  // Created users have no password at all: signing in fails like any wrong password.
  await submitLogin(page, "lect.okon", "Anything#123");
  await expect(page.getByText("Invalid username or password")).toBeVisible();

  await issuePassword(server, userId, "Issued#2026");
  await submitLogin(page, "lect.okon", "Issued#2026");
  await expect(page).toHaveURL(/\/change_email$/);
  await expect(page.getByRole("heading", { name: "Set up your account" })).toBeVisible();
  await expect(page.getByText(/Welcome, Edet Okon\./)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel("Email Address", { exact: true }).fill("edet.okon@example.edu.ng");
  await page.getByLabel("Confirm Email Address").fill("edet.okon@example.edu.com");
  await page.getByRole("button", { name: "Send Link" }).click();
  await expect(page.getByText("email addresses do not match")).toBeVisible();
  await page.getByLabel("Confirm Email Address").fill("edet.okon@example.edu.ng");
  await page.getByRole("button", { name: "Send Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(
    page.getByText(
      "We have sent a link to set your password to edet.okon@example.edu.ng. It works once, for 30 minutes.",
    ),
  ).toBeVisible();

  await choosePassword(page, await setupLinkMailedTo(page.request, "edet.okon@example.edu.ng"));
  await signIn(page, "lect.okon", CHOSEN_PASSWORD);
});

test("a new student verifies their account from the login page and sets up a password", async ({
  page,
  request,
}) => {
  await createUser(
    request,
    {
      userName: "NCE/2026/0301",
      fullName: "Hadiza Yusuf",
      userType: "student",
      studentTypeId: 1,
      email: "hadiza.yusuf@example.edu.ng",
      phoneNumber: "08035550101",
    },
    "Student",
  );
  await page.goto("/login");
  await page.getByRole("link", { name: "Verify account" }).click();
  await expect(page).toHaveURL(/\/verify_account$/);
  await expect(page.getByRole("heading", { name: "Verify your account" })).toBeVisible();
  await page.getByRole("button", { name: "Verify Account" }).click();
  await expect(page.getByText("please input your registration number")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByLabel("Registration Number").fill("nce/2026/0301");
  await page.getByLabel("Email Address or Phone Number").fill("+2348035550101");
  await page.getByRole("button", { name: "Verify Account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  await choosePassword(page, await setupLinkMailedTo(page.request, "hadiza.yusuf@example.edu.ng"));
  await signIn(page, "NCE/2026/0301", CHOSEN_PASSWORD);
});
