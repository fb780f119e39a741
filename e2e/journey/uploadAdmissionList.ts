import { type Browser, expect, type Page } from "@playwright/test";
import type { E2EServer } from "../fixtures";
import { signIn } from "../session";

/** One row of an admission list file, as the admissions office writes it. */
export interface AdmissionListRow {
  applicationNumber: string;
  status: "Admitted" | "Not Admitted";
  programme: string;
  /** The department's code or name. */
  department: string;
  courseOption?: string;
  level?: string;
}

/** The file an officer uploads: a CSV with the columns the upload screen names. */
export function admissionListFile(rows: AdmissionListRow[]) {
  const lines = rows.map((row) =>
    [
      row.applicationNumber,
      row.status,
      row.programme,
      row.department,
      row.courseOption ?? "",
      row.level ?? "",
    ].join(","),
  );
  return {
    name: "admission-list.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      ["Application Number,Status,Programme,Department,Course Option,Level", ...lines].join("\n"),
    ),
  };
}

/**
 * The admissions officer (demo account `admissions`), signed in in a browser context of their own
 * (the applicant's stays as it was), on the admission list's upload screen. `close` ends it.
 */
export async function openAdmissionListAsOfficer(
  browser: Browser,
  server: E2EServer,
): Promise<{ officer: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: server.url });
  const officer = await context.newPage();
  await signIn(officer, "admissions");
  await officer.goto("/student_management/admission_list");
  await expect(officer.getByRole("heading", { name: "Admission list", level: 1 })).toBeVisible();
  return { officer, close: () => context.close() };
}

/** Chooses the file of `rows` and uploads it; what the screen answers is the caller's to check. */
export async function uploadAdmissionList(officer: Page, rows: AdmissionListRow[]): Promise<void> {
  await officer.getByLabel("Admission list file").setInputFiles(admissionListFile(rows));
  await officer.getByRole("button", { name: "Upload" }).click();
}

/** The upload was saved, saying how many decisions, and the list below shows `applicationNumber`. */
export async function expectDecisionsSaved(
  officer: Page,
  saved: string,
  applicationNumber: string,
): Promise<void> {
  await expect(officer.locator("#main-content").getByRole("status").filter({ hasText: saved })).toBeVisible();
  await expect(officer.getByRole("table", { name: "Admission decisions" })).toContainText(applicationNumber);
}
