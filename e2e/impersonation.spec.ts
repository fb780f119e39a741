import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { expectNoSeriousViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

const REASON = "Checking the school fees shown on the student's dashboard";

function sideMenu(page: Page) {
  return page.getByRole("navigation", { name: "Main menu" });
}

function banner(page: Page) {
  return page.getByRole("region", { name: "Impersonation" });
}

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

test("a super-admin acts as a student with a reason, ends it, and is back as themselves", async ({
  page,
}) => {
  await signIn(page, "superadmin");
  await page.goto("/user_management/impersonate");
  await page.getByLabel("Find the user").fill("adebayo");
  // Blueprint draws its own dot over the input: the label is what a person clicks.
  await page.locator("label", { hasText: "Adebayo Oluwaseun Adeyemi (student, student)" }).click();
  await expect(page.getByRole("radio", { name: /Adebayo Oluwaseun Adeyemi/ })).toBeChecked();
  await page.getByLabel("Reason").fill(REASON);
  await page.getByLabel("Minutes").fill("10");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Impersonate" }).click();

  // The student's own dashboard and menu, under the banner naming both people.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner(page)).toContainText("superadmin is signed in as Adebayo Oluwaseun Adeyemi.");
  await expect(banner(page).getByRole("timer", { name: "Time left" })).toHaveText(/^(10:00|9:[0-5]\d)$/);
  await expect(sideMenu(page).getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(sideMenu(page).getByRole("link", { name: "User Management" })).toHaveCount(0);
  // The impersonation token never stays in the address bar or history.
  expect(page.url()).not.toContain("token=");
  await expectNoSeriousViolations(page);
  // Nobody gives a rating in the student's name.
  await expect(page.getByRole("dialog", { name: /Rate your experience/ })).toHaveCount(0);

  // A reload keeps the impersonation (its own cookie), not the super-admin's session.
  await page.reload();
  await expect(banner(page)).toContainText("Adebayo Oluwaseun Adeyemi");

  await banner(page).getByRole("button", { name: "End session" }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sideMenu(page).getByRole("link", { name: "User Management" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Super Administrator/ })).toBeVisible();

  // The audit log shows the impersonation with both people.
  await page.goto("/user_management/audit_log?action=impersonation%20started");
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const started = page.getByRole("row").filter({ hasText: "impersonation started" }).first();
  await expect(started).toContainText("student");
  await expect(started).toContainText("superadmin");
  await expect(started).toContainText(REASON);
  await page.goto("/user_management/audit_log?impersonated=true&search=student");
  await expect(page.getByRole("row").filter({ hasText: "impersonated request" }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "impersonation ended" }).first()).toBeVisible();
  // Read only, even for a super-admin.
  await expect(page.getByRole("button", { name: /Add audit entry/i })).toHaveCount(0);
});

test("refuses an impersonation link that was already used", async ({ page, server }) => {
  await signIn(page, "superadmin");
  const link = await page.evaluate(async () => {
    const restored = await fetch("/api/Authentication/refresh-token", { method: "POST" });
    const token = ((await restored.json()) as { data: { jwtToken: { token: string } } }).data.jwtToken.token;
    const candidates = await fetch("/api/Authentication/impersonation?search=pgstudent", {
      headers: { authorization: `Bearer ${token}` },
    });
    const [user] = ((await candidates.json()) as { data: { id: number }[] }).data;
    const asked = await fetch("/api/Authentication/impersonate", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        userIdToImpersonate: user?.id,
        reason: "Testing a used link twice",
        minutes: 5,
      }),
    });
    return ((await asked.json()) as { data: { loginUrl: string } }).data.loginUrl;
  });
  await page.goto(link);
  await expect(banner(page)).toContainText("Blessing Chioma Eze");
  await banner(page).getByRole("button", { name: "End session" }).click();
  await expect(banner(page)).toHaveCount(0);

  await page.goto(link);
  await expect(page.getByText("This impersonation link has expired or was already used.")).toBeVisible();
  const [row] = await server.database.session((s) =>
    s.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action = 'impersonation link refused'",
    ),
  );
  expect(row?.n).toBeGreaterThanOrEqual(1);
});
