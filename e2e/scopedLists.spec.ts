import { sql } from "drizzle-orm";
import { expectNoSeriousViolations } from "./accessibility";
import { expect, test } from "./fixtures";
import { choose, combobox } from "./journey/formControls";
import { signIn } from "./session";

/**
 * Scoped lists (`scopes` in a resource file): from a programme's row to the departments offering
 * it, and from a student type's row to its programmes — the same lists narrowed to one parent,
 * with the parent filled in on new rows. The e2e database holds the reference rows of migration
 * 0020 (the NCE programme is id 1, the NCE student type id 1); this test adds its own department.
 */

const NCE = "Nigeria Certificate in Education";
const DEPARTMENT = { name: "Boat Building Technology Education", code: "BBT" };

test("the registrar opens a programme's departments from its row and adds one there", async ({
  page,
  server,
}) => {
  await server.database.db.execute(
    sql`INSERT INTO departments (name, code, faculty_id) VALUES (${DEPARTMENT.name}, ${DEPARTMENT.code}, 1) ON CONFLICT DO NOTHING`,
  );
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await signIn(page, "registrar");
  await page.goto("/school_setup/programmes");
  const main = page.getByRole("main");

  // Each programme's row leads to its own departments; the link says whose it is.
  await main.getByRole("link", { name: `Departments of ${NCE}` }).click();
  await expect(page).toHaveURL(/\/school_setup\/programme_departments\/1$/);
  const heading = main.getByRole("heading", { level: 1, name: `Departments offering ${NCE}` });
  await expect(heading).toBeVisible();
  await expect(main.getByRole("link", { name: "Programmes" })).toHaveAttribute(
    "href",
    "/school_setup/programmes",
  );
  const grid = main.getByRole("table", { name: `Departments offering ${NCE}` });
  await expect(grid).toHaveAttribute("aria-busy", "false");
  // The programme is the page's subject: no column, no filter, no upload of rows for others.
  await expect(grid.getByRole("columnheader", { name: "Programme" })).toHaveCount(0);
  await expect(main.getByLabel("Programme", { exact: true })).toHaveCount(0);
  await expect(main.getByRole("button", { name: "Upload", exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, [".top-bar"]);

  // A new row starts with the programme filled in, read-only.
  await main.getByRole("button", { name: "Add programme department" }).click();
  const drawer = page.getByRole("dialog", { name: "Add programme department" });
  await expect(drawer.getByText(NCE, { exact: true })).toBeVisible();
  await expect(drawer.getByRole("combobox", { name: "Programme" })).toHaveCount(0);
  // A short list is a native select, a long one (the demo School setup) a type-to-search box.
  await choose(page, combobox(drawer, "Department"), DEPARTMENT.name);
  await expectNoSeriousViolations(page, [".top-bar"]);
  await drawer.getByRole("button", { name: "Add programme department" }).click();
  await expect(page.getByText("Programme department created", { exact: true })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  // With the demo School setup the list runs to more than one page: the filter narrows it to ours.
  await choose(page, combobox(main, "Department"), DEPARTMENT.name);
  await expect(grid.getByRole("row", { name: new RegExp(DEPARTMENT.name) })).toBeVisible();

  // The whole list shows the same row with its programme; another programme's scope does not.
  await page.goto("/school_setup/programme_departments");
  const all = main.getByRole("table", { name: "Programme departments" });
  await choose(page, combobox(main, "Department"), DEPARTMENT.name);
  await expect(all.getByRole("row", { name: new RegExp(DEPARTMENT.name) })).toContainText(NCE);
  await page.goto("/school_setup/programme_departments/2");
  await expect(main.getByRole("heading", { level: 1, name: "Departments offering Pre-NCE" })).toBeVisible();
  await choose(page, combobox(main, "Department"), DEPARTMENT.name);
  await expect(main.getByText("Your request results will be displayed here")).toBeVisible();

  // At the spec's narrow widths the scoped list fits the screen.
  for (const width of [767, 600]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(heading.or(main.getByRole("heading", { level: 1 }))).toBeVisible();
    const overflow = await page.evaluate(
      () => (document.scrollingElement ?? document.documentElement).scrollWidth - window.innerWidth,
    );
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
  expect(pageErrors).toEqual([]);
});

test("a link to a programme that does not exist says so instead of showing an empty list", async ({
  page,
}) => {
  await signIn(page, "registrar");
  for (const path of [
    "/school_setup/programme_departments/999999",
    "/school_setup/programme_departments/abc",
  ]) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "No such programme" })).toBeVisible();
    await expect(main.getByRole("table")).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Programmes" })).toBeVisible();
  }
});

test("the registrar lists a student type's programmes and cannot add the same one twice", async ({
  page,
}) => {
  await signIn(page, "registrar");
  await page.goto("/school_setup/student_type");
  const main = page.getByRole("main");
  await main.getByRole("link", { name: "Programmes of NCE", exact: true }).click();
  await expect(page).toHaveURL(/\/school_setup\/student_type\/1$/);
  await expect(main.getByRole("heading", { level: 1, name: "Programmes for NCE students" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Student types" })).toBeVisible();
  // The breadcrumb ends in the student type's name, not its id.
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("NCE");
  const grid = main.getByRole("table", { name: "Programmes for NCE students" });
  // Migration 0051 admits the NCE type to the NCE programme.
  await expect(grid.getByRole("row", { name: new RegExp(NCE) })).toBeVisible();

  const add = async () => {
    await main.getByRole("button", { name: "Add student type programme" }).click();
    const drawer = page.getByRole("dialog", { name: "Add student type programme" });
    await expect(drawer.getByText("NCE", { exact: true })).toBeVisible();
    await drawer.getByLabel("Programme").selectOption({ label: "Pre-NCE" });
    await drawer.getByRole("button", { name: "Add student type programme" }).click();
    return drawer;
  };
  const drawer = await add();
  await expect(page.getByText("Student type programme created", { exact: true })).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await expect(grid.getByRole("row", { name: /Pre-NCE/ })).toBeVisible();

  // The pair is unique: the second try says so on the field and saves nothing.
  const again = await add();
  await expect(
    again.getByText("this student type may already be admitted to the programme").first(),
  ).toBeVisible();
  await again.getByRole("button", { name: "Close" }).click();
  await expect(grid.getByRole("row", { name: /Pre-NCE/ })).toHaveCount(1);
});

test("assigning an area of specialisation needs its department to offer the programme", async ({
  page,
  server,
}) => {
  const { db } = server.database;
  await db.execute(
    sql`INSERT INTO departments (name, code, faculty_id) VALUES (${DEPARTMENT.name}, ${DEPARTMENT.code}, 1) ON CONFLICT DO NOTHING`,
  );
  await db.execute(sql`
    INSERT INTO areas_of_specialisation (name, department_id)
    SELECT 'Hull Design', id FROM departments WHERE code = ${DEPARTMENT.code}
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    DELETE FROM programme_departments
    WHERE programme_id = 1 AND department_id = (SELECT id FROM departments WHERE code = ${DEPARTMENT.code})`);

  await signIn(page, "registrar");
  await page.goto("/school_setup/assign_aos");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Assign areas of specialisation" })).toBeVisible();
  await expect(main.getByRole("tab", { name: "Assign AOS" })).toHaveAttribute("aria-selected", "true");

  await main.getByRole("button", { name: "Add programme area of specialisation" }).click();
  const drawer = page.getByRole("dialog", { name: "Add programme area of specialisation" });
  await drawer.getByLabel("Programme").selectOption({ label: NCE });
  await choose(page, combobox(drawer, "Area of specialisation"), "Hull Design");
  const submit = drawer.getByRole("button", { name: "Add programme area of specialisation" });
  await submit.click();
  await expect(
    drawer
      .getByText("this area of specialisation belongs to a department that does not offer the programme")
      .first(),
  ).toBeVisible();

  // Once the department offers the NCE, the same form goes through.
  await db.execute(sql`
    INSERT INTO programme_departments (programme_id, department_id)
    SELECT 1, id FROM departments WHERE code = ${DEPARTMENT.code}`);
  await submit.click();
  await expect(page.getByText("Programme area of specialisation created", { exact: true })).toBeVisible();
  await expect(
    main
      .getByRole("table", { name: "Assign areas of specialisation" })
      .getByRole("row", { name: /Hull Design/ }),
  ).toContainText(NCE);
});
