import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

/**
 * Course management as the registrar sees it: the menu opens the course list under the group's
 * tab bar, a tab leads to the borrowed-course approvals, and approving a pending request asks
 * first, says it was done and leaves an audit entry. The e2e database has only reference lists
 * and accounts, so the rows (a student among them) are created here.
 */
test.beforeEach(async ({ server }) => {
  const db = server.database.db;
  await db.execute(sql`DELETE FROM rate_limits`);
  await db.execute(sql`
    INSERT INTO academic_sessions (name, start_date, end_date, is_current)
    VALUES ('2026/2027', '2026-10-05', '2027-08-27', false) ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO courses (code, title, units, level_id, semester_id, department_id)
    VALUES ('GSE 111', 'Use of English I', 2, 2, 1, 1) ON CONFLICT DO NOTHING`);
  await db.execute(sql`DELETE FROM borrowed_course_requests`);
  await db.execute(sql`
    INSERT INTO students (reg_number, last_name, first_name, middle_name, programme_id, department_id, level_id,
      student_type_id, mode_of_entry_id, mode_of_study_id, session_of_entry_id)
    SELECT 'NCE/2025/CSC/0142', 'Okafor', 'Chinedu', 'Paul', 1, 1, 3, 1, me.id, ms.id, s.id
    FROM modes_of_entry me, modes_of_study ms, academic_sessions s
    WHERE me.name = 'UTME' AND ms.name = 'Full-time' AND s.name = '2026/2027'
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO borrowed_course_requests (student_id, course_id, session_id, semester_id, reason)
    SELECT st.id, c.id, s.id, 1, 'Carry-over from 100 level'
    FROM courses c, academic_sessions s, students st
    WHERE c.code = 'GSE 111' AND s.name = '2026/2027' AND st.reg_number = 'NCE/2025/CSC/0142'`);
});

test("the registrar switches course management tabs and approves a borrowed course", async ({
  page,
  server,
}) => {
  await signIn(page, "registrar");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Course Management" })
    .click();
  await expect(page).toHaveURL(/\/course_management\/manage_course$/);
  await expect(page.getByRole("tab", { name: "Manage Courses" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Open & Close course reg." })).toBeVisible();
  await expect(page.getByRole("table").getByText("Use of English I")).toBeVisible();

  // The keyboard reaches the other tabs: arrows move, Enter opens.
  await page.getByRole("tab", { name: "Manage Courses" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Assign Courses" })).toBeFocused();

  await page.getByRole("tab", { name: "Borrowed Course Approval" }).click();
  await expect(page).toHaveURL(/\/course_management\/approved_borrowed_reg$/);
  await expect(page.getByRole("heading", { name: "Borrowed course requests" })).toBeVisible();
  const grid = page.getByRole("table");
  // The student column shows the record's matric number and name (the students lookup).
  await expect(grid.getByText("NCE/2025/CSC/0142 - Okafor, Chinedu Paul")).toBeVisible();
  await expect(grid.getByText("GSE 111 - Use of English I")).toBeVisible();

  await grid.getByRole("button", { name: "Approve NCE/2025/CSC/0142" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText("Approve this borrowed course registration?");
  await question.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Borrowed course approved").first()).toBeVisible();
  await expect(grid.getByText("approved", { exact: true })).toBeVisible();
  await expect(grid.getByRole("button", { name: "Approve NCE/2025/CSC/0142" })).toHaveCount(0);

  const audit = await queryRows<{ actor_name: string; action: string }>(
    server.database.db,
    sql`SELECT actor_name, action FROM audit_log WHERE entity = 'borrowed-course-requests' AND action = 'approve'`,
  );
  expect(audit).toEqual([{ actor_name: "registrar", action: "approve" }]);
});

test("on a phone-sized screen the tabs become previous and next arrows", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "registrar");
  await page.goto("/course_management/open_reg");
  const arrows = page.getByRole("navigation", { name: "Course management" });
  await expect(arrows).toContainText("Open & Close course reg.");
  await expect(page.getByRole("tab")).toHaveCount(0);
  await arrows.getByRole("button", { name: "Next: Open Student Reg." }).click();
  await expect(page).toHaveURL(/\/course_management\/open_student_reg$/);
  await arrows.getByRole("button", { name: "Previous: Open & Close course reg." }).click();
  await expect(page).toHaveURL(/\/course_management\/open_reg$/);
});
