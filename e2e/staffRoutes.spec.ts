import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

/**
 * Every staff and admin route of the spec (section 2, "Staff and admin routes"), opened by the
 * super-admin (who passes every role check) with a full page load and no id: each stays at its
 * address and shows a real screen with a heading — a detail page opened without its record says
 * which record it shows and offers the way to one, never a bare "choose one" or a bounce.
 * `{id}` routes take the NCE programme / student type of migration 0020 (id 1).
 */
const SPEC_STAFF_ROUTES = [
  "/dashboard",
  "/profile",
  "/applications/reset",
  "/approve_courses",
  "/approve_courses/view",
  "/course_management/manage_course",
  "/course_management/assign_course",
  "/course_management/manage_load",
  "/course_management/add_drop",
  "/course_management/assign_unit",
  "/course_management/open_reg",
  "/course_management/open_student_reg",
  "/course_management/approved_borrowed_reg",
  "/fees_assignment/school_fees",
  "/fees_assignment/school_fees/edit",
  "/fees_assignment/school_fees/bulk",
  "/fees_assignment/acceptance_fees",
  "/fees_assignment/acceptance_fees/bulk",
  "/fees_assignment/pg_school_fees",
  "/fees_assignment/busary_fees",
  "/fees_assignment/sundry_fees",
  "/fees_assignment/scholarship_management",
  "/fees_assignment/scholarship_management/view_scholarship",
  "/commission_setup/school_fees",
  "/commission_setup/school_fees/edit",
  "/commission_setup/school_fees/bulk",
  "/commission_setup/acceptance_fees",
  "/commission_setup/acceptance_fees/bulk",
  "/commission_setup/pg_school_fees",
  "/commission_setup/busary_fees",
  "/commission_setup/sundry_fees",
  "/invoice_management/invoice",
  "/invoice_management/school_fees/receipt",
  "/invoice_management/delete_sundry_invoice",
  "/invoice_management/verify_payment_status",
  "/notice_board_management",
  "/class",
  "/class/view",
  "/class/results",
  "/class/results/student",
  "/class/classList",
  "/class/approve_courses",
  "/records",
  "/records/view",
  "/records/results",
  "/records/classList",
  "/reports/application_reports",
  "/reports/payment_reports",
  "/reports/putme_reports",
  "/reports/jupeb_reports",
  "/reports/registration_number_reports",
  "/reports/hostel_reports",
  "/reports/hostel_summary_reports",
  "/reports/sundry",
  "/utilities/olevel_verification",
  "/utilities/olevel_verification/verify_result",
  "/utilities/certificate_verification",
  "/results/classlist",
  "/results/classlist/view",
  "/results/cbt_result_upload",
  "/student_management/manage_claims",
  "/student_management/admission_list",
  "/student_management/search_admission_list",
  "/student_management/view",
  "/student_management/search_student",
  "/student_management/view/edit",
  "/student_management/clear",
  "/student_management/clear/view",
  "/student_management/session_manager",
  "/student_management/graduate_clearance",
  "/student_management/graduate_clearance_view",
  "/student_management/graduate_clearance_slip",
  "/user_management/users",
  "/user_management/users/edit",
  "/user_management/users/management",
  "/user_management/roles",
  "/user_management/menus",
  "/user_management/menus/management",
  "/user_management/assign_courses",
  "/user_management/assign_staff/hod",
  "/user_management/assign_staff/dean",
  "/user_management/assign_staff/course_adviser",
  "/jamb_list_upload",
  "/hostel_management/manage_hostel",
  "/hostel_management/manage_hostel/view_hostel",
  "/hostel_management/manage_hostel/view_hostel/view_bedspaces",
  "/hostel_management/manage_category",
  "/hostel_management/manage_reservation",
  "/app_reports/application_reports",
  "/performance_evaluation",
  "/performance_evaluation/assessment_reviewers",
  "/performance_evaluation/report",
  "/performance_evaluation/preview",
  "/performance_evaluation/view",
  "/performance_evaluation/results",
  "/performance_evaluation/officer_report",
  "/performance_evaluation/officer_preview",
  "/performance_evaluation/officer_view",
  "/performance_evaluation/counterSigning_report",
  "/performance_evaluation/counterSigning_view",
  "/payments",
  "/school_setup/manage_faculty_and_department",
  "/school_setup/manage_faculty_and_department/department",
  "/school_setup/manage_faculty_and_department/department/options",
  "/school_setup/programmes",
  "/school_setup/assign_aos",
  "/school_setup/area_of_specialization",
  "/school_setup/programme_departments",
  "/school_setup/programme_departments/1",
  "/school_setup/student_type",
  "/school_setup/student_type/1",
  "/lecturer_management/lecturer_upload",
  "/applications/setup",
  "/applications/delete",
  "/applications/jamb_list_upload",
  "/applications/putme_result_upload",
  "/applications/putme_result_upload/view",
  "/applications/de_list_upload",
  "/applications/manage_invoices",
  "/course_registration/view",
] as const;

test.beforeEach(async ({ server }) => {
  await server.database.db.execute(sql`DELETE FROM rate_limits`);
});

async function opensAScreen(page: Page, route: string): Promise<void> {
  await page.goto(route);
  const main = page.getByRole("main");
  // A bulk-upload route opens with its upload form over the list.
  const dialog = page.getByRole("dialog");
  const heading = main.getByRole("heading", { level: 1 });
  await expect(heading.or(dialog).first(), route).toBeVisible();
  if (await dialog.isVisible()) {
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
  await expect(heading, route).toBeVisible();
  await expect(main.getByText(/could not be loaded/), route).toHaveCount(0);
  await expect(page, `${route} stays where it is`).toHaveURL((url) => url.pathname === route);
}

test("every staff route of the spec opens a screen with a heading for the super-admin", async ({ page }) => {
  test.setTimeout(SPEC_STAFF_ROUTES.length * 10_000);
  await signIn(page, "superadmin");
  const failures: string[] = [];
  for (const route of SPEC_STAFF_ROUTES) {
    await opensAScreen(page, route).catch((error: Error) => {
      failures.push(`${route}: ${error.message.split("\n")[0]}`);
    });
  }
  expect(failures).toEqual([]);
});
