import { sql } from "drizzle-orm";
import { expect, test } from "./fixtures";
import { choose, combobox } from "./journey/formControls";
import { signIn } from "./session";

const DEPARTMENTS = "/school_setup/manage_faculty_and_department/department";

/**
 * The e2e server has the reference lists and the demo accounts, and of the college's Schools only
 * the one every installation gets (School of General Studies, migration 0020); specs sharing the
 * worker's server may add the demo School setup. This test adds its own School, with names the
 * demo setup does not use, so its departments are easy to find and it depends on no other spec.
 */
const SCHOOL = { name: "School of Craft Studies", code: "SCS" };

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
  await drawer.getByLabel("Name").fill("Leatherwork Education 2");
  await drawer.getByLabel("Code").fill("LWE");
  await choose(page, combobox(drawer, "School"), SCHOOL.name);
  await drawer.getByRole("button", { name: "Add department" }).click();
  await expect(drawer.getByText("only letters and spaces are allowed").first()).toBeVisible();
  await drawer.getByLabel("Name").fill("Leatherwork Education");
  await drawer.getByRole("button", { name: "Add department" }).click();
  await expect(page.getByText("Department created", { exact: true })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  // With the demo School setup the list runs to more than one page: search narrows it to ours.
  await page.getByRole("searchbox").fill("Leatherwork");
  await expect(grid.getByRole("row", { name: /Leatherwork Education/ })).toContainText(SCHOOL.name);

  // Edit it from its row.
  await page.getByRole("button", { name: "Edit Leatherwork Education" }).click();
  const editor = page.getByRole("dialog", { name: "Edit department" });
  await expect(editor.getByLabel("Name")).toHaveValue("Leatherwork Education");
  await editor.getByLabel("Name").fill("Leatherwork Design Education");
  await editor.getByLabel("Code").fill("LDE");
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Department updated", { exact: true })).toBeVisible();
  const edited = grid.getByRole("row", { name: /Leatherwork Design Education/ });
  await expect(edited).toContainText("LDE");
  await expect(grid.getByRole("row", { name: /^Leatherwork Education/ })).toHaveCount(0);

  // Upload a file with one bad row: all or nothing, so nothing is saved and the row is reported.
  const csv = (rows: string[]) => Buffer.from(["Name,Code,School,Active", ...rows].join("\n"));
  const goodRows = [`Pottery Education,POT,${SCHOOL.name},true`, `Weaving Education,WEA,${SCHOOL.name},true`];
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const upload = page.getByRole("dialog", { name: "Upload departments" });
  await upload.getByLabel("File of departments").setInputFiles({
    name: "departments.csv",
    mimeType: "text/csv",
    buffer: csv([
      goodRows[0] as string,
      `Calligraphy 101 Education,CAL,${SCHOOL.name},true`,
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
    sql`SELECT count(*)::int AS n FROM departments WHERE code IN ('POT', 'WEA', 'CAL')`,
  );
  expect((saved as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

  // Fix the row and upload again: every row is saved and listed.
  await upload.getByLabel("File of departments").setInputFiles({
    name: "departments.csv",
    mimeType: "text/csv",
    buffer: csv([
      goodRows[0] as string,
      `Calligraphy Education,CAL,${SCHOOL.name},true`,
      goodRows[1] as string,
    ]),
  });
  await upload.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(upload.getByRole("status")).toContainText("3");
  await upload.getByRole("button", { name: "Close" }).first().click();
  await expect(upload).toHaveCount(0);

  for (const name of ["Pottery Education", "Weaving Education", "Calligraphy Education"]) {
    await page.getByRole("searchbox").fill(name);
    await expect(grid.getByRole("row", { name: new RegExp(name) })).toContainText(SCHOOL.name);
  }
  expect(pageErrors).toEqual([]);
});
