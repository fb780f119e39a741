import { sql } from "drizzle-orm";
import { expect, test } from "./fixtures";
import { signIn } from "./session";

const DEPARTMENTS = "/school_setup/manage_faculty_and_department/department";

/**
 * The e2e server has the reference lists and the demo accounts, and of the college's Schools only
 * the one every installation gets (School of General Studies, migration 0020). This test adds its
 * own School so its departments are easy to find and it does not depend on demo data.
 */
const SCHOOL = { name: "School of Vocational Education", code: "SVE" };

test("the registrar adds, edits and bulk-uploads departments", async ({ page, server }) => {
  await server.database.db.execute(
    sql`INSERT INTO faculties (name, code) VALUES (${SCHOOL.name}, ${SCHOOL.code}) ON CONFLICT DO NOTHING`,
  );
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));

  await signIn(page, "registrar");
  await page.goto(DEPARTMENTS);
  await expect(page.getByRole("heading", { name: "Departments", exact: true })).toBeVisible();
  const grid = page.getByRole("table").first();

  // Add one through the create drawer; the shared validators answer before anything is sent.
  await page.getByRole("button", { name: "Add department" }).click();
  const drawer = page.getByRole("dialog", { name: "Add department" });
  await drawer.getByLabel("Name").fill("Agricultural Education 2");
  await drawer.getByLabel("Code").fill("AGE");
  await drawer.getByLabel("School").selectOption({ label: SCHOOL.name });
  await drawer.getByRole("button", { name: "Add department" }).click();
  await expect(drawer.getByText("only letters and spaces are allowed").first()).toBeVisible();
  await drawer.getByLabel("Name").fill("Agricultural Education");
  await drawer.getByRole("button", { name: "Add department" }).click();
  await expect(page.getByText("Department created", { exact: true })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(grid.getByRole("row", { name: /Agricultural Education/ })).toContainText(SCHOOL.name);

  // Edit it from its row.
  await page.getByRole("button", { name: "Edit Agricultural Education" }).click();
  const editor = page.getByRole("dialog", { name: "Edit department" });
  await expect(editor.getByLabel("Name")).toHaveValue("Agricultural Education");
  await editor.getByLabel("Name").fill("Agricultural Science Education");
  await editor.getByLabel("Code").fill("ASE");
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Department updated", { exact: true })).toBeVisible();
  const edited = grid.getByRole("row", { name: /Agricultural Science Education/ });
  await expect(edited).toContainText("ASE");
  await expect(grid.getByRole("row", { name: /^Agricultural Education/ })).toHaveCount(0);

  // Upload a file with one bad row: all or nothing, so nothing is saved and the row is reported.
  const csv = (rows: string[]) => Buffer.from(["Name,Code,School,Active", ...rows].join("\n"));
  const goodRows = [
    `Fine and Applied Arts Education,FAA,${SCHOOL.name},true`,
    `Home Economics Education,HEE,${SCHOOL.name},true`,
  ];
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const upload = page.getByRole("dialog", { name: "Upload departments" });
  await upload.getByLabel("File of departments").setInputFiles({
    name: "departments.csv",
    mimeType: "text/csv",
    buffer: csv([
      goodRows[0] as string,
      `Music 101 Education,MUS,${SCHOOL.name},true`,
      goodRows[1] as string,
    ]),
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  const problems = upload.getByRole("table", { name: "Problems in the file" });
  await expect(problems).toBeVisible();
  // The header is row 1, so the second data row is row 3.
  await expect(problems.getByRole("row")).toHaveCount(2);
  await expect(problems.getByRole("row").nth(1)).toContainText("3");
  await expect(problems.getByRole("row").nth(1)).toContainText("Name");
  await expect(problems.getByRole("row").nth(1)).toContainText("only letters and spaces are allowed");
  const saved = await server.database.db.execute(
    sql`SELECT count(*)::int AS n FROM departments WHERE code IN ('FAA', 'HEE', 'MUS')`,
  );
  expect((saved as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

  // Fix the row and upload again: every row is saved and listed.
  await upload.getByLabel("File of departments").setInputFiles({
    name: "departments.csv",
    mimeType: "text/csv",
    buffer: csv([goodRows[0] as string, `Music Education,MUS,${SCHOOL.name},true`, goodRows[1] as string]),
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(upload.getByRole("status")).toContainText("3");
  await upload.getByRole("button", { name: "Close" }).first().click();
  await expect(upload).toHaveCount(0);

  await page.getByRole("searchbox").fill("Education");
  for (const name of ["Fine and Applied Arts Education", "Home Economics Education", "Music Education"]) {
    await expect(grid.getByRole("row", { name: new RegExp(name) })).toContainText(SCHOOL.name);
  }
  expect(pageErrors).toEqual([]);
});
