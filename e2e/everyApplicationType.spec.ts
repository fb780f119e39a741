import { sql } from "drizzle-orm";
import { documentRoute } from "../src/schema/applicationTypes";
import { readApplicationTypes } from "../src/schema/applicationTypes/readApplicationTypes";
import { queryRows } from "../src/server/db/database";
import { validApplication } from "../tests/support/applicationFixtures";
import { expectNoSeriousViolations } from "./accessibility";
import { payApplicationInvoice, signInApplicant } from "./applicant";
import { expect, test } from "./fixtures";

// Every folder of schemas/applications, read as the server reads them: adding a type adds its case.
const types = await readApplicationTypes();

/** Sections already checked with axe: each shared step is checked once, in the first type that has it. */
const checked = new Set<string>();

for (const type of types) {
  const { meta, sections } = type;
  test(`the ${meta.id} type: its form at ${meta.routes.form} walks every step with a generated application, and its document opens at ${documentRoute(meta)}`, async ({
    page,
    server,
  }) => {
    // A whole journey (invoice, payment, sign-in) and then every step, with axe run on each step this
    // worker has not checked yet: the first type of a worker checks a dozen pages (~20 s alone).
    test.setTimeout(90_000);
    // Only an applicant with a paid invoice of the type opens its form (the applicant journey).
    const paid = await payApplicationInvoice(page, server, meta.id);
    await signInApplicant(page, server, paid, { loginPath: meta.login, formPath: meta.routes.form });
    // The generated application of tests/support/applicationFixtures.ts, saved as the applicant's
    // draft, with the programme choices this server has (the form keeps a department only within
    // its School, a programme only of its department): the School of General Studies' department,
    // a second one as the alternate, and the NCE linked to the first.
    await server.database.db.execute(
      sql`INSERT INTO departments (name, code, faculty_id) VALUES ('Technical Education', 'TED', 1) ON CONFLICT DO NOTHING`,
    );
    // A programme the first department offers, for the forms that ask for one (postgraduate).
    await server.database.db.execute(
      sql`INSERT INTO programme_departments (programme_id, department_id) VALUES (1, 1) ON CONFLICT DO NOTHING`,
    );
    const [alternate] = await queryRows<{ id: number }>(
      server.database.db,
      sql`SELECT id FROM departments WHERE code = 'TED'`,
    );
    const application = validApplication(type);
    const programme = application.programme as Record<string, unknown> | undefined;
    if (programme?.facultyId !== undefined) Object.assign(programme, { facultyId: 1, departmentId: 1 });
    if (programme?.alternateDepartmentId !== undefined)
      Object.assign(programme, {
        ...(programme.alternateFacultyId === undefined ? {} : { alternateFacultyId: 1 }),
        alternateDepartmentId: alternate?.id,
      });
    const saved = await page.request.put(`/api/ApplicationDrafts/${meta.id}`, { data: application });
    expect(saved.ok()).toBe(true);

    await page.goto(meta.routes.form);
    await expect(page.getByRole("heading", { level: 1, name: `${meta.name} application` })).toBeVisible();
    await expect(page.getByLabel("Surname")).toHaveValue("Okafor");
    for (const [index, section] of sections.entries()) {
      await expect(
        page.getByRole("heading", { name: `Step ${index + 1} of ${sections.length}: ${section.title}` }),
      ).toBeVisible();
      if (!checked.has(`${section.id} ${section.title}`)) {
        checked.add(`${section.id} ${section.title}`);
        await expectNoSeriousViolations(page);
      }
      // Next validates the step with the type's precompiled validators: the fixture passes them.
      await page.getByRole("button", { name: "Next", exact: true }).click();
    }
    await expect(page.getByRole("heading", { name: /Review and submit/ })).toBeVisible();

    await page.goto(documentRoute(meta));
    await expect(page.getByRole("heading", { name: `${meta.name} application preview` })).toBeVisible();
    await expect(page.getByText("Okafor").first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test("the postgraduate portal's bar leads to the shared invoice page as PG, CBN-CPP or ACE-SPED", async ({
  page,
}) => {
  await page.goto("/post_graduate_portal");
  await expect(page.getByRole("heading", { level: 1, name: "Postgraduate School" })).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Postgraduate" });
  await expect(bar.getByRole("link")).toHaveText([
    "Home",
    "PG Applications",
    "CBN-CPP Application",
    "ACE-SPED Application",
  ]);
  await expectNoSeriousViolations(page);

  for (const [name, applicationMode] of [
    ["CBN-CPP Application", 31],
    ["ACE-SPED Application", 28],
    ["PG Applications", 7],
  ] as const) {
    await page.goto("/post_graduate_portal");
    await page.getByRole("navigation", { name: "Postgraduate" }).getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/generate_students_invoice$/);
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown }).usr);
    expect(state).toMatchObject({ applicationMode, id: 7, loginPath: "/pg_login" });
    await expect(page.getByRole("heading", { level: 1, name: "Generate Payment Invoice" })).toBeVisible();
  }
  await expectNoSeriousViolations(page);
});

test("the postgraduate portal fits a 600 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto("/post_graduate_portal");
  await expect(page.getByRole("heading", { level: 1, name: "Postgraduate School" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: "test-results/post-graduate-portal-600.png", fullPage: true });
});
