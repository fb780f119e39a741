import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, registrar, upload } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/** Upload (all or nothing, CSV and XLSX, content checks), template and export. */

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f2a0000000049454e44ae426082",
  "hex",
);

async function xlsxOf(rows: (string | number | boolean | Date | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe.each(databaseKinds)("resource upload, template and export on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const send = (name: string, fileName: string, content: Buffer) =>
    upload(t.app, t.config.jwtSecret, registrar, name, fileName, content);
  const count = async (table: string) =>
    (await t.database.session((s) => s.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)))[0]
      ?.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
  });
  afterAll(async () => t?.close());

  it("offers a template with the form's fields by title, in the form's order", async () => {
    const csv = await call(registrar, "GET", "/api/resources/notices/template?format=csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="notices-template.csv"');
    expect(csv.body.replace(/^\uFEFF/, "").trim()).toBe(
      "Title,Category,Start date,End date,Sender,Description,Active",
    );
    const xlsx = await call(registrar, "GET", "/api/resources/notices/template?format=xlsx");
    expect(await sheetRows(xlsx.rawPayload)).toEqual([
      ["Title", "Category", "Start date", "End date", "Sender", "Description", "Active"],
    ]);
    const bad = await call(registrar, "GET", "/api/resources/notices/template?format=pdf");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: "format", message: "format must be csv or xlsx" }]);
  });

  it("creates every row of a good CSV, with lookups by name and yes/no booleans, and audits once", async () => {
    const csv = [
      "Title,Category,Start date,End date,Sender,Description,Active",
      'Library hours,staff,2026-04-01,,Library Unit,"<p>Open <b>late</b></p><script>x</script>",yes',
      "Sports week,All Students,2026-04-02T08:00:00Z,2026-04-09T08:00:00Z,Sports Council,<p>Games</p>,no",
    ].join("\n");
    const res = await send("notices", "notices.csv", Buffer.from(csv));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "2 notices uploaded", data: { created: 2 } });
    const list = await call(registrar, "GET", "/api/resources/notices?search=library");
    expect(list.json().data.items[0]).toMatchObject({
      title: "Library hours",
      category: "Staff",
      description: "<p>Open <b>late</b></p>",
      // A bare date is the start of that day at the college (UTC+1).
      startDate: "2026-03-31T23:00:00.000Z",
      endDate: null,
      active: true,
    });
    const audit = await t.database.session((s) =>
      s.query<{ after: { created: number; file: string } }>(
        "SELECT after FROM audit_log WHERE entity = 'notices' AND action = 'upload'",
      ),
    );
    expect(audit).toEqual([{ after: { created: 2, file: "notices.csv" } }]);
  });

  it("saves nothing when one row is bad, and names the spreadsheet row and field", async () => {
    const before = await count("notices");
    const csv = [
      "title,category,startDate,senderName,description",
      "Good one,Staff,2026-05-01,Registry,<p>ok</p>",
      "Bad sender,Staff,2026-05-01,X1,<p>ok</p>",
      "Bad category,Aliens,2026-05-01,Registry,<p>ok</p>",
    ].join("\n");
    const res = await send("notices", "notices.csv", Buffer.from(csv));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, data: { created: 0 } });
    expect(body.message).toBe("Nothing was saved: 2 problems were found in the file.");
    expect(body.errors).toEqual([
      {
        path: "row 3.senderName",
        message:
          "invalid format. Use at least 3 characters ending with a letter: letters, digits and spaces, with apostrophes, commas or hyphens between words.",
      },
      { path: "row 4.category", message: '"Aliens" is not one of the Category options' },
    ]);
    expect(await count("notices")).toBe(before);
  });

  it("rolls back the whole upload when the database refuses one row (a duplicate)", async () => {
    const before = await count("notice_categories");
    const res = await send("notice-categories", "c.csv", Buffer.from("Category\nParents\nParents\n"));
    expect(res.statusCode).toBe(409);
    // The clash names the spreadsheet row that repeats the value, not only the column.
    expect(res.json().errors).toEqual([{ path: "row 3.name", message: "repeats row 2 of this file" }]);
    expect(await count("notice_categories")).toBe(before);
  });

  it("reads an XLSX upload, dates and booleans included", async () => {
    const bytes = await xlsxOf([
      ["Category", "Active"],
      ["Parents", true],
      ["Guardians", "no"],
    ]);
    const res = await send("notice-categories", "categories.xlsx", bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 2 });
    const notices = await xlsxOf([
      ["Title", "Category", "Start date", "Sender", "Description"],
      ["Parents forum", "Parents", new Date(Date.UTC(2026, 5, 1)), "Registry", "<p>Forum</p>"],
    ]);
    const created = await send("notices", "n.xlsx", notices);
    expect(created.statusCode, created.body).toBe(200);
    const row = (await call(registrar, "GET", "/api/resources/notices?search=forum")).json().data.items[0];
    expect(row).toMatchObject({ category: "Parents", startDate: "2026-05-31T23:00:00.000Z" });
    // Inactive categories are not offered, so "Guardians" (uploaded with Active = no) is refused.
    const refused = await send(
      "notices",
      "n.xlsx",
      await xlsxOf([
        ["Title", "Category", "Start date", "Sender", "Description"],
        ["X", "Guardians", "2026-06-01", "Registry", "<p>x</p>"],
      ]),
    );
    expect(refused.json().errors).toEqual([
      { path: "row 2.category", message: '"Guardians" is not one of the Category options' },
    ]);
  });

  it("refuses a file that is not a spreadsheet, whatever its name says", async () => {
    const res = await send("notice-categories", "categories.csv", PNG);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "The file must be a CSV file (UTF-8 text) or an Excel workbook (.xlsx). Download the template and fill it in.",
    );
    const zip = Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(100)]);
    expect((await send("notice-categories", "x.xlsx", zip)).statusCode).toBe(400);
  });

  it("refuses an unknown column, a file over 2 MB and one over 5,000 rows", async () => {
    const header = await send("notice-categories", "c.csv", Buffer.from("Category,Colour\nParents,red\n"));
    expect(header.statusCode).toBe(400);
    expect(header.json().errors).toEqual([
      { path: "column 2", message: '"Colour" is not a column of this list' },
    ]);
    const big = await send("notice-categories", "c.csv", Buffer.alloc(2 * 1024 * 1024 + 10, "a"));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The file is larger than 2 MB.");
    const rows = `Category\n${Array.from({ length: 5001 }, (_, i) => `Group ${"abcdefghij"[i % 10]}`).join("\n")}`;
    const long = await send("notice-categories", "c.csv", Buffer.from(rows));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("The file has more than 5000 rows; split it into smaller files.");
  });

  it("exports the rows of the list query, lookups by name, with a file name", async () => {
    const csv = await call(
      registrar,
      "GET",
      "/api/resources/notices/export?format=csv&category=Staff&sort=title",
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="notices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("ID,Title,Category,Start date,End date,Sender,Description,Active");
    expect(lines.slice(1).every((line) => line.split(",")[2] === "Staff")).toBe(true);
    expect(lines.some((line) => line.includes("Library hours"))).toBe(true);
    const xlsx = await call(
      registrar,
      "GET",
      "/api/resources/notice-categories/export?format=xlsx&sort=name",
    );
    expect(xlsx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const rows = await sheetRows(xlsx.rawPayload);
    expect(rows[0]).toEqual(["ID", "Category", "Shown to", "Active"]);
    expect(rows.slice(1).map((row) => row[1])).toContain("Parents");
    expect(rows.find((row) => row[1] === "Guardians")?.[3]).toBe("No");
    const bad = await call(registrar, "GET", "/api/resources/notices/export?format=csv&pageSize=7");
    expect(bad.statusCode).toBe(400);
  });

  it("lists a lookup source's active rows as { id, name } by name; 404 for an unknown list", async () => {
    const res = await call(undefined, "GET", "/api/Lookups/noticeCategories");
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((option: { name: string }) => option.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain("Parents");
    expect(names).not.toContain("Guardians");
    expect(res.json().data).toContainEqual({ id: "Staff", name: "Staff" });
    const missing = await call(undefined, "GET", "/api/Lookups/noSuchList");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no lookup list named "noSuchList".');
    const unknown = await call(registrar, "GET", "/api/resources/no-such-list");
    expect(unknown.statusCode).toBe(404);
  });
});
