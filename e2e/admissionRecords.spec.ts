import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { expectNoSeriousViolations } from "./accessibility";
import { paidApplicantSignedIn } from "./applicant";
import type { E2EServer } from "./fixtures";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

/**
 * The admissions office's records (issue 12): the JAMB list uploaded all or nothing from the
 * menu's "JAMB List Upload", the application reports with their chart and downloads, and a
 * post-UTME applicant printing the exam slip.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
const DEPARTMENT = "General Studies Education"; // migration 0020's department: every installation has it

async function currentSession(server: E2EServer): Promise<number> {
  const [current] = await queryRows<{ id: number }>(
    server.database.db,
    sql`SELECT id FROM academic_sessions WHERE is_current`,
  );
  if (current) return current.id;
  const [session] = await queryRows<{ id: number }>(
    server.database.db,
    sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
      VALUES ('2026/2027', '2026-09-01', '2027-08-31', true)
      ON CONFLICT (name) DO UPDATE SET is_current = true RETURNING id`,
  );
  return session!.id;
}

/** A session of its own, so the report's numbers are this test's whatever else the worker's database holds. */
async function reportSession(server: E2EServer): Promise<number> {
  const [session] = await queryRows<{ id: number }>(
    server.database.db,
    sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
      VALUES ('2031/2032', '2031-09-01', '2032-08-31', false)
      ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
  );
  return session!.id;
}

const HEADER =
  "Session,JAMB registration number,Full name,Sex,State,LGA,UTME score,Subject 1,Subject 1 score,Subject 2,Subject 2 score,Subject 3,Subject 3 score,Subject 4,Subject 4 score,Course";
const row = (reg: string, name: string, state: string, lga: string, total = 250) =>
  `2026/2027,${reg},${name},Female,${state},${lga},${total},English Language,70,Mathematics,60,Physics,55,Chemistry,65,${DEPARTMENT}`;

test("the admissions officer uploads the JAMB list from the menu, all or nothing", async ({
  page,
  server,
}) => {
  await currentSession(server);
  await signIn(page, "admissions");
  await page.getByRole("link", { name: "JAMB List Upload" }).first().click();
  await expect(page).toHaveURL(/\/jamb_list_upload$/);
  await expect(page.getByRole("heading", { name: "JAMB list", exact: true })).toBeVisible();
  // The area's screens are tabs: the DE list, the PUTME results and their view, the schedule.
  for (const tab of ["DE List Upload", "PUTME Result Upload", "PUTME Results", "PUTME Schedule"])
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();

  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const upload = page.getByRole("dialog", { name: "Upload JAMB list" });
  const file = upload.getByLabel("File of JAMB list");
  await file.setInputFiles({
    name: "jamb.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        HEADER,
        row("202612345678AB", "Adaeze Okoro", "Lagos", "Ikeja"),
        row("202612345679CD", "Bola Ade", "Kano", "Ikeja"),
        row("202612345680EF", "Chika Eze", "Benue", "Obi", 300),
      ].join("\n"),
    ),
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  const problems = upload.getByRole("table", { name: "Problems in the file" });
  await expect(problems.getByRole("row")).toHaveCount(3);
  await expect(problems.getByRole("row").nth(1)).toContainText('"Ikeja" is not a LGA of the chosen State');
  await expect(problems.getByRole("row").nth(2)).toContainText(
    "must equal the sum of the four subject scores",
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/jamb-upload-problems.png` });
  const [{ n }] = (await queryRows<{ n: number }>(
    server.database.db,
    sql`SELECT count(*)::int AS n FROM jamb_candidates`,
  )) as [{ n: number }];
  expect(n).toBe(0);

  await file.setInputFiles({
    name: "jamb.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        HEADER,
        row("202612345678AB", "Adaeze Okoro", "Lagos", "Ikeja"),
        row("202612345679CD", "Bola Ade", "Benue", "Obi"),
        row("202612345680EF", "Chika Eze", "Nasarawa", "Obi"),
      ].join("\n"),
    ),
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(upload.getByRole("status")).toContainText("3");
  await upload.getByRole("button", { name: "Close" }).first().click();
  const grid = page.getByRole("table").first();
  await expect(grid.getByRole("row", { name: /Adaeze Okoro/ })).toContainText("Ikeja");
  await expect(grid.getByRole("row", { name: /Chika Eze/ })).toContainText("Nasarawa");
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/jamb-list.png`, fullPage: true });
});

test("the admissions officer opens the application reports and downloads them", async ({ page, server }) => {
  const sessionId = await reportSession(server);
  // Two applicants: one submitted from Lagos, one who has only paid.
  const db = server.database.db;
  for (const [phone, status] of [
    ["08061230001", "submitted"],
    ["08061230002", "paid"],
  ] as const) {
    const [applicant] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO applicants (application_type_id, session_id, last_name, first_name, mobile_number, status)
        VALUES ('nce', ${sessionId}, 'Report', 'Tester', ${phone}, 'paid') RETURNING id`,
    );
    if (status === "submitted")
      await db.execute(sql`INSERT INTO application_drafts (application_type, applicant_id, data, submitted_at)
        VALUES ('nce', ${applicant!.id}, ${JSON.stringify({ personal: { stateId: 25 }, programme: { departmentId: 1 } })}::jsonb, now())`);
  }
  await signIn(page, "admissions");
  await page.getByRole("link", { name: "Application Reports" }).first().click();
  await expect(page).toHaveURL(/\/app_reports\/application_reports$/);
  await expect(page.getByRole("heading", { name: "Application reports", exact: true })).toBeVisible();
  await page.getByLabel("Session").selectOption({ label: "2031/2032" });
  await expect(page.getByText(/Total: 2 applications/)).toBeVisible();
  await expect(page.getByRole("img", { name: /applications by application type/ })).toBeVisible();
  await page.getByLabel("Group by").selectOption({ label: "Status" });
  const table = page.getByRole("table", { name: "applications by status" });
  await expect(table.getByRole("row", { name: /Submitted/ })).toContainText("1");
  await expect(table.getByRole("row", { name: /Paid, form not started/ })).toContainText("1");
  await page.getByLabel("Group by").selectOption({ label: "State of origin" });
  await expect(page.getByRole("table", { name: "applications by state of origin" })).toContainText("Lagos");
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/application-reports.png`, fullPage: true });

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("application-reports.csv");
  const csv = await readFile((await download.path()) ?? "", "utf8");
  expect(csv).toContain("Status,Submitted,1");
  expect(csv).toContain("Total,,2");
  const xlsx = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export XLSX" }).click();
  expect((await xlsx).suggestedFilename()).toBe("application-reports.xlsx");

  // The same reports from the Reports area's tabs: PUTME, JUPEB and registration numbers.
  await page.goto("/reports/putme_reports");
  await expect(page.getByRole("heading", { name: "PUTME reports", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Registration number reports" })).toBeVisible();
});

test("a post-UTME applicant who submitted prints the exam slip", async ({ page, server }) => {
  const sessionId = await currentSession(server);
  const paid = await paidApplicantSignedIn(page, server, "putme");
  const db = server.database.db;
  const [applicant] = await queryRows<{ id: number }>(
    db,
    sql`SELECT applicant_id AS id FROM invoices WHERE invoice_number = ${paid.invoiceNumber}`,
  );
  const PASSPORT =
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
  await db.execute(sql`INSERT INTO application_drafts (application_type, applicant_id, data, submitted_at)
    VALUES ('putme', ${applicant!.id}, ${JSON.stringify({
      personal: { surname: "Okafor", firstname: "Chiamaka", stateId: 25 },
      programme: { departmentId: 1 },
      utme: { regNumber: "202612345678AB", utmeScore: 250 },
      uploads: { passport: PASSPORT },
    })}::jsonb, now())
    ON CONFLICT (applicant_id) DO UPDATE SET data = EXCLUDED.data, submitted_at = now()`);
  await db.execute(sql`INSERT INTO putme_exam_schedules (session_id, venue, exam_date, start_time, instructions)
    VALUES (${sessionId}, 'Main Auditorium, Akoka campus', '2026-07-14', '09:00', 'Come early.')
    ON CONFLICT DO NOTHING`);

  await page.goto("/invoice_generate_putme_slip");
  await expect(page.getByRole("heading", { name: "Post-UTME Screening Exam Slip" })).toBeVisible();
  const slip = page.getByRole("article");
  await expect(slip).toContainText("202612345678AB");
  await expect(slip).toContainText("Okafor Chiamaka");
  await expect(slip).toContainText("Main Auditorium, Akoka campus");
  await expect(slip).toContainText("14 July 2026");
  await expect(slip).toContainText(DEPARTMENT);
  await expect(slip.getByRole("img", { name: "Applicant's passport photograph" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/putme-slip.png`, fullPage: true });
});
