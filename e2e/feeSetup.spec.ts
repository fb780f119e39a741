import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

/**
 * The bursar's fee setup: a fee assignment added through the form, its fee item typed in naira
 * (stored as kobo) and shown with ₦ and separators, then the session cloned into the next. The
 * e2e database holds reference rows and accounts only (the NCE programme is id 1 from migration
 * 0020, the fee purposes come with migration 0070), so sessions and a fee item are added here.
 */
const LABEL = "2026/2027 · School Fees · Nigeria Certificate in Education · 100 Level";

test.beforeEach(async ({ server }) => {
  const db = server.database.db;
  await db.execute(sql`DELETE FROM rate_limits`);
  await db.execute(sql`DELETE FROM fee_assignment_items`);
  await db.execute(sql`DELETE FROM fee_assignments`);
  await db.execute(sql`
    INSERT INTO academic_sessions (name, start_date, end_date, is_current) VALUES
      ('2026/2027', '2026-10-05', '2027-08-27', false), ('2027/2028', '2027-10-04', '2028-08-25', false)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO fee_items (name, code, fee_purpose_id) VALUES ('Tuition', 'TUITION', 1) ON CONFLICT DO NOTHING`);
});

test("the bursar sets a fee in naira, sees it with ₦, and clones the session", async ({ page, server }) => {
  await signIn(page, "bursar");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Fees Assignment" })
    .click();
  await expect(page).toHaveURL(/\/fees_assignment\/school_fees$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Fee assignments" })).toBeVisible();

  await main.getByRole("button", { name: "Add fee assignment" }).click();
  const form = page.getByRole("dialog", { name: "Add fee assignment" });
  await form.getByLabel("Session").selectOption({ label: "2026/2027" });
  await form.getByLabel("Purpose").selectOption({ label: "School Fees" });
  await form.getByLabel("Programme").selectOption({ label: "Nigeria Certificate in Education" });
  await form.getByLabel("Level").selectOption({ label: "100 Level" });
  await form.getByRole("button", { name: "Add fee assignment" }).click();
  await expect(page.getByText("Fee assignment created", { exact: true })).toBeVisible();
  const grid = main.getByRole("table", { name: "Fee assignments" });
  await expect(grid.getByRole("row", { name: new RegExp(LABEL) })).toContainText("₦0.00");

  // Its fee items: the amount is typed in naira.
  await grid.getByRole("link", { name: `Fee items of ${LABEL}` }).click();
  await expect(page).toHaveURL(/\/fees_assignment\/school_fees\/edit\/\d+$/);
  await expect(main.getByRole("heading", { level: 1, name: `Fee items of ${LABEL}` })).toBeVisible();
  await main.getByRole("button", { name: "Add fee assignment item" }).click();
  const itemForm = page.getByRole("dialog", { name: "Add fee assignment item" });
  await itemForm.getByLabel("Fee item").selectOption({ label: "Tuition" });
  await itemForm.getByLabel("Amount").fill("45,000.50");
  await itemForm.getByRole("button", { name: "Add fee assignment item" }).click();
  await expect(page.getByText("Fee assignment item created", { exact: true })).toBeVisible();
  await expect(main.getByRole("table").getByRole("row", { name: /Tuition/ })).toContainText("₦45,000.50");
  const stored = await queryRows<{ amount: string | number }>(
    server.database.db,
    sql`SELECT amount FROM fee_assignment_items`,
  );
  expect(stored.map((row) => Number(row.amount))).toEqual([4_500_050]);

  // The assignment's total, then the clone into the next session.
  await page.goto("/fees_assignment/school_fees");
  await expect(grid.getByRole("row", { name: new RegExp(LABEL) })).toContainText("₦45,000.50");
  await main.getByRole("button", { name: "Clone session" }).click();
  const clone = page.getByRole("dialog", { name: "Clone session" });
  await clone.getByLabel("Copy from session").selectOption({ label: "2026/2027" });
  await clone.getByLabel("Copy into session").selectOption({ label: "2027/2028" });
  await clone.getByRole("button", { name: "Clone session" }).click();
  await expect(
    page.getByText("1 fee assignment copied with 1 fee assignment item.", { exact: true }),
  ).toBeVisible();
  const copied = grid.getByRole("row", { name: new RegExp(LABEL.replace("2026/2027", "2027/2028")) });
  await expect(copied).toContainText("₦45,000.50");

  const audit = await queryRows<{ actor_name: string }>(
    server.database.db,
    sql`SELECT actor_name FROM audit_log WHERE entity = 'fee-assignments' AND action = 'clone-session'`,
  );
  expect(audit).toEqual([{ actor_name: "bursar" }]);
});

test("the bursar reaches every commission tab by clicking, under Fees Assignment's Commission Setup tab", async ({
  page,
}) => {
  await signIn(page, "bursar");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Fees Assignment" })
    .click();
  const main = page.getByRole("main");
  const fees = main.getByRole("tablist", { name: "Fees assignment", exact: true });
  await fees.getByRole("tab", { name: "Commission Setup", exact: true }).click();
  await expect(page).toHaveURL(/\/commission_setup\/school_fees$/);
  await expect(main.getByRole("heading", { level: 1, name: "Commission setup" })).toBeVisible();
  await expect(fees.getByRole("tab", { name: "Commission Setup", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const commission = main.getByRole("tablist", { name: "Commission setup", exact: true });
  const tabs = [
    ["School Fees", "/commission_setup/school_fees/edit", "Commission on school fees"],
    ["Acceptance Fees", "/commission_setup/acceptance_fees", "Commission on acceptance fees"],
    ["PG School Fees", "/commission_setup/pg_school_fees", "Commission on postgraduate school fees"],
    ["Bursary Fees", "/commission_setup/busary_fees", "Commission on bursary fees"],
    ["Sundry Fees", "/commission_setup/sundry_fees", "Commission on sundry fees"],
    ["All Commissions", "/commission_setup/school_fees", "Commission setup"],
  ] as const;
  for (const [tab, path, heading] of tabs) {
    await commission.getByRole("tab", { name: tab, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(main.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(commission.getByRole("tab", { name: tab, exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    // Still inside Fees Assignment: its bar stays, Commission Setup selected.
    await expect(fees.getByRole("tab", { name: "Commission Setup", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  }
  // And back out to the fee assignments.
  await fees.getByRole("tab", { name: "Fee Assignments", exact: true }).click();
  await expect(page).toHaveURL(/\/fees_assignment\/school_fees$/);
  await expect(main.getByRole("tablist", { name: "Commission setup" })).toHaveCount(0);
});
