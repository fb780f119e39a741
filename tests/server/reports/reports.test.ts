import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportPage } from "../../../src/contract/reports";
import { queryRows } from "../../../src/server/db/database";
import { seedReferenceLists } from "../../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../../src/server/db/seed/schoolSetup";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { MADE_UP_SALES_VIEW, madeUpSales } from "../../fixtures/reports/madeUpSales";
import { caller, student } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * Issue 21's reports as data: one route runs any file of schemas/reports. A made-up report (a
 * fixture file and a view made here) goes through it end to end; the portal's own reports read
 * views that have every column their files name and add up what the tables hold.
 */

const bursar: AuthUser = {
  id: 900_301,
  userName: "bursar",
  userType: "official",
  roles: ["bursar"],
  claims: [],
};
const superAdmin: AuthUser = { ...bursar, id: 900_303, userName: "superadmin", roles: ["superadmin"] };
const admissions: AuthUser = { ...bursar, id: 900_302, userName: "admissions", roles: ["admissions"] };
// A dean is a lecturer by user type, as in the demo accounts.
const dean: AuthUser = {
  ...bursar,
  id: 900_304,
  userName: "dean",
  userType: "lecturer",
  roles: ["lecturer", "dean"],
};
const lecturer: AuthUser = { ...dean, id: 900_305, userName: "lecturer", roles: ["lecturer"] };

describe.each(databaseKinds)("reports on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const page = async (user: AuthUser | undefined, url: string) => {
    const res = await call(user, "GET", url);
    return {
      status: res.statusCode,
      body: res.json() as { data: ReportPage; errors?: { path: string; message: string }[] },
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedReferenceLists(t.database.db);
    await seedSchoolSetup(t.database.db);
    call = caller(t.app, t.config.jwtSecret);
    await t.database.db.execute(sql.raw(MADE_UP_SALES_VIEW));
    t.app.reports.set(madeUpSales.name, madeUpSales);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("every report's view has the columns its file names", async () => {
    for (const report of t.app.reports.values()) {
      const columns = await queryRows<{ name: string }>(
        t.database.db,
        sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_name = ${report.view} AND table_schema = current_schema()`,
      );
      const names = columns.map((column) => column.name);
      expect(names, `${report.name} reads ${report.view}`).toEqual(
        expect.arrayContaining(Object.keys(report.columns)),
      );
    }
  });

  it("runs a made-up report: groups, paging, totals over every page, sort", async () => {
    const first = await page(bursar, "/api/Reports/made-up-sales?pageSize=5&page=1");
    expect(first.status).toBe(200);
    // Sorted by amount, largest first (the file's defaultSort).
    expect(first.body.data.items.map((row) => row.group)).toEqual(["Press", "Farm", "Bookshop", "Canteen"]);
    expect(first.body.data.items[1]).toEqual({ group: "Farm", sales: 2, amount: 31000 });
    expect(first.body.data.meta).toMatchObject({ totalCount: 4, totals: { sales: 6, amount: 106000 } });

    const byDay = await page(bursar, "/api/Reports/made-up-sales?groupBy=day&sort=group&pageSize=5");
    expect(byDay.body.data.items).toEqual([
      { group: "2026-03-01", sales: 3, amount: 16000 },
      { group: "2026-03-02", sales: 3, amount: 90000 },
    ]);
    // Page 2 of 5-row pages holds nothing for 4 shops, yet the totals stay those of every row.
    const second = await page(bursar, "/api/Reports/made-up-sales?page=2&pageSize=5");
    expect(second.body.data.items).toEqual([]);
    expect(second.body.data.meta).toMatchObject({ totalCount: 4, totals: { amount: 106000 } });
  });

  it("answers the chart's measure for every group over every page, in the chart's order", async () => {
    const res = await call(bursar, "GET", "/api/Reports/made-up-sales/chart?page=2&pageSize=5");
    expect(res.statusCode).toBe(200);
    // Every shop, largest first by the chart's measure, whatever page the table is on.
    expect(res.json().data).toEqual({
      groupCount: 4,
      points: [
        { group: "Press", value: 40000 },
        { group: "Farm", value: 31000 },
        { group: "Bookshop", value: 30000 },
        { group: "Canteen", value: 5000 },
      ],
    });
    const narrowed = await call(bursar, "GET", "/api/Reports/made-up-sales/chart?sessionId=2&groupBy=day");
    expect(
      narrowed.json().data.points.reduce((sum: number, point: { value: number }) => sum + point.value, 0),
    ).toBe(70000);
    const refused = await call(
      bursar,
      "GET",
      "/api/Reports/made-up-sales/chart?to=2026-03-01&from=2026-03-02",
    );
    expect(refused.statusCode).toBe(400);
    expect((await call(admissions, "GET", "/api/Reports/made-up-sales/chart")).statusCode).toBe(403);
  });

  it("narrows by its filters", async () => {
    const session = await page(bursar, "/api/Reports/made-up-sales?sessionId=2");
    expect(session.body.data.meta.totals).toEqual({ sales: 2, amount: 70000 });
    const day = await page(bursar, "/api/Reports/made-up-sales?from=2026-03-02&to=2026-03-02&shop=Bookshop");
    expect(day.body.data.items).toEqual([{ group: "Bookshop", sales: 1, amount: 20000 }]);
  });

  it("refuses filters its schema refuses, in words naming the field", async () => {
    const wrong = await page(bursar, "/api/Reports/made-up-sales?shop=Garage&from=yesterday&sessionId=two");
    expect(wrong.status).toBe(400);
    const byPath = Object.fromEntries((wrong.body.errors ?? []).map((error) => [error.path, error.message]));
    expect(byPath.shop).toBe("Shop: please choose one of the options.");
    expect(byPath.from).toMatch(/^Sold from: must be a date/);
    expect(byPath.sessionId).toMatch(/^Session: /);
    const backwards = await page(bursar, "/api/Reports/made-up-sales?from=2026-03-02&to=2026-03-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([
      { path: "to", message: "Sold to must be on or after Sold from." },
    ]);
    const unknown = await page(bursar, "/api/Reports/made-up-sales?colour=red&groupBy=colour&pageSize=7");
    expect(unknown.body.errors?.map((error) => error.path).sort()).toEqual(["colour", "groupBy", "pageSize"]);
    expect((await page(bursar, "/api/Reports/made-up-sales?sort=-id")).status).toBe(400);
  });

  it("lets only the file's roles read it", async () => {
    expect((await page(admissions, "/api/Reports/made-up-sales")).status).toBe(403);
    expect((await page(superAdmin, "/api/Reports/made-up-sales")).status).toBe(200);
    expect((await page(student, "/api/Reports/made-up-sales")).status).toBe(403);
    expect((await page(undefined, "/api/Reports/made-up-sales")).status).toBe(401);
    expect((await page(bursar, "/api/Reports/nothing-here")).status).toBe(404);
    expect((await page(bursar, "/api/Reports/application-reports")).status).toBe(403);
    expect((await page(admissions, "/api/Reports/application-reports")).status).toBe(200);
    // The dean's Reports menu entry (his role grants it) opens the students' report, not the money.
    expect((await page(dean, "/api/Reports/registration-number-reports")).status).toBe(200);
    const definition = await call(dean, "GET", "/api/Reports/registration-number-reports/definition");
    expect(definition.statusCode).toBe(200);
    expect((await page(dean, "/api/Reports/payment-reports")).status).toBe(403);
    expect((await page(lecturer, "/api/Reports/registration-number-reports")).status).toBe(403);
  });

  it("gives a report's screen its file, to the file's roles only", async () => {
    const answer = await call(bursar, "GET", "/api/Reports/made-up-sales/definition");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual(JSON.parse(JSON.stringify(madeUpSales)));
    expect((await call(admissions, "GET", "/api/Reports/made-up-sales/definition")).statusCode).toBe(403);
    expect((await call(undefined, "GET", "/api/Reports/made-up-sales/definition")).statusCode).toBe(401);
    expect((await call(bursar, "GET", "/api/Reports/nothing-here/definition")).statusCode).toBe(404);
  });

  it("exports every grouping as a streamed CSV and XLSX, money in naira, totals last", async () => {
    const csv = await call(bursar, "GET", "/api/Reports/made-up-sales/export?format=csv&sessionId=1");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="made-up-sales.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      "Grouping,Value,Sales,Amount (NGN)",
      "Shop,Bookshop,2,300",
      "Shop,Canteen,1,50",
      "Shop,Farm,1,10",
      "Day,2026-03-02,1,200",
      "Day,2026-03-01,3,160",
      "Total,,4,360",
    ]);
    const xlsx = await call(bursar, "GET", "/api/Reports/made-up-sales/export?format=xlsx");
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, "Grouping", "Value", "Sales", "Amount (NGN)"]);
    expect(sheet?.getRow(sheet.rowCount).values).toEqual([undefined, "Total", undefined, 6, 1060]);
    const bad = await call(bursar, "GET", "/api/Reports/made-up-sales/export?format=pdf");
    expect(bad.statusCode).toBe(400);
  });

  it("the payment report adds up what the payments table holds", async () => {
    const [credited] = await queryRows<{ total: string; count: string }>(
      t.database.db,
      sql`SELECT coalesce(sum(amount), 0)::text AS total, count(*)::text AS count FROM payments WHERE outcome = 'credited'`,
    );
    const report = await page(bursar, "/api/Reports/payment-reports?groupBy=purpose");
    expect(report.status).toBe(200);
    expect(report.body.data.meta.totals).toEqual({
      count: Number(credited?.count),
      amount: Number(credited?.total),
    });
  });

  it("the application reports count applications by type and status", async () => {
    const [session] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM academic_sessions ORDER BY id LIMIT 1`,
    );
    for (const phone of ["08061239001", "08061239002"])
      await t.database.db.execute(sql`INSERT INTO applicants (application_type_id, session_id, last_name, first_name, mobile_number, status)
        VALUES ('nce', ${session!.id}, 'Report', 'Tester', ${phone}, 'paid')`);
    const [counted] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM applicants WHERE application_type_id = 'nce' AND session_id = ${session!.id}`,
    );
    const report = await page(
      admissions,
      `/api/Reports/application-reports?sessionId=${session!.id}&applicationType=nce&groupBy=status`,
    );
    expect(report.status).toBe(200);
    expect(report.body.data.meta.totals).toEqual({ count: counted!.n });
    expect(report.body.data.items).toContainEqual({ group: "Paid, form not started", count: counted!.n });
  });
});
