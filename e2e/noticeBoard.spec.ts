import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { createNotice } from "../src/server/modules/notices/noticeService";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

const DAY = 86_400_000;

test.beforeEach(async ({ server }) => {
  await server.clearNotices();
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
  const db = server.database.db;
  await createNotice(db, {
    title: "Admission exercise",
    category: "Prospective Students",
    description: "<p>Applications are open.</p>",
    startDate: new Date(Date.now() - DAY),
    senderName: "Office of the Registrar",
  });
  await createNotice(db, {
    title: "Examination timetable",
    category: "All Students",
    description: "<p>Exams begin on Monday.</p>",
    startDate: new Date(Date.now() - 2 * DAY),
    senderName: "Exams and Records",
  });
});

test("the registrar manages notices on the schema-driven admin list", async ({ page, server }) => {
  await signIn(page, "registrar");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Notice Board Setup" })
    .click();
  await expect(page).toHaveURL(/\/notice_board_management/);
  const grid = page.getByRole("table");
  await expect(grid.getByText("Admission exercise")).toBeVisible();
  await expect(grid.getByText("Examination timetable")).toBeVisible();

  // Search narrows the list on the server.
  await page.getByRole("searchbox").fill("Admission");
  await expect(grid.getByText("Examination timetable")).toHaveCount(0);
  await expect(grid.getByText("Admission exercise")).toBeVisible();
  await page.getByRole("searchbox").fill("no such notice");
  await expect(
    page.getByText('No result found for "no such notice", check your selection and try again'),
  ).toBeVisible();
  await page.getByRole("searchbox").fill("");

  // Add one: the shared keyword's message shows before anything is sent.
  await page.getByRole("button", { name: "Add notice" }).first().click();
  const drawer = page.getByRole("dialog", { name: /notice/i });
  await drawer.getByLabel("Title").fill("Sports day");
  await drawer.getByLabel("Category").selectOption({ label: "Staff" });
  await drawer.getByLabel("Start date").fill("2026-11-20T09:00");
  await drawer.getByLabel("Sender").fill("Ab");
  await drawer
    .getByLabel("Description")
    .fill("<p>Inter-house sports on Friday.</p><script>alert(1)</script>");
  await drawer.getByRole("button", { name: "Add notice" }).click();
  await expect(drawer.getByText(/invalid format/).first()).toBeVisible();

  await drawer.getByLabel("Sender").fill("Sports Council");
  await drawer.getByRole("button", { name: "Add notice" }).click();
  await expect(page.getByText("Notice created").first()).toBeVisible();
  await expect(grid.getByText("Sports day")).toBeVisible();

  // Saved with its HTML cleaned, and audited with who did it.
  const [saved] = await queryRows<{ description: string; category: string }>(
    server.database.db,
    sql`SELECT description, category FROM notices WHERE title = 'Sports day'`,
  );
  expect(saved).toEqual({ description: "<p>Inter-house sports on Friday.</p>", category: "Staff" });
  const audit = await queryRows<{ actor_name: string }>(
    server.database.db,
    sql`SELECT actor_name FROM audit_log WHERE entity = 'notices' AND after->>'title' = 'Sports day'`,
  );
  expect(audit.map((row) => row.actor_name)).toEqual(["registrar"]);
});

test("a student cannot open the notice board setup", async ({ page }) => {
  await signIn(page, "student");
  await page.goto("/notice_board_management");
  await expect(page).toHaveURL(/\/dashboard$/);
});
