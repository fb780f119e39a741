import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineList, listEndpoint } from "../../../src/server/modules/lists/listEndpoint";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/** A made-up list: no table of its own, a named query over VALUES, every grid feature declared. */
const madeUpPayments = {
  name: "made-up-payments",
  title: "Made-up payments",
  singular: "Payment",
  route: "/made_up_payments",
  table: "made_up_payment_rows",
  access: { read: [], write: [] },
  schema: {
    type: "object",
    properties: {
      payerName: { type: "string", title: "Payer" },
      paymentStatus: { type: "string", title: "Status", enum: ["paid", "unpaid"] },
      amount: { type: "integer", title: "Amount", minimum: 0 },
      paidOn: { type: ["string", "null"], format: "date", title: "Paid on" },
      branch: { type: "string", title: "Branch" },
    },
  },
  grid: {
    columns: ["payerName", "paymentStatus", { field: "amount", format: "naira" }, "paidOn"],
    sort: "payerName",
    search: ["payerName"],
    filters: ["paymentStatus"],
    ranges: ["paidOn"],
    totals: ["amount"],
    export: true,
  },
};

const query = sql`SELECT * FROM (VALUES
  (1, 'Adaeze Okafor', 'paid', 500000, '2026-01-05'::date, 'north'),
  (2, 'Bola Adeyemi', 'unpaid', 250000, NULL, 'north'),
  (3, 'Chidi Eze', 'paid', 125000, '2026-02-10'::date, 'north'),
  (4, 'Dupe Ojo', 'paid', 100000, '2026-03-01'::date, 'south')
) AS t(id, payer_name, payment_status, amount, paid_on, branch)`;

describe.each(databaseKinds)("a list endpoint over a named query on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ready: false });
    listEndpoint(t.app, {
      file: madeUpPayments,
      path: "/api/made-up-payments",
      query,
      access: "public",
      // The caller's rows: a header stands in for who is asking.
      scope: (request) => {
        const branch = request.headers["x-branch"];
        return typeof branch === "string" ? sql`branch = ${branch}` : undefined;
      },
    });
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: "GET", url, headers });
    const json = String(response.headers["content-type"]).startsWith("application/json");
    return { status: response.statusCode, body: json ? response.json() : undefined, response };
  };
  const names = (body: { data: { items: { payerName: string }[] } }) =>
    body.data.items.map((row) => row.payerName);

  it("answers a page in the default sort with the total and the sums over every matching row", async () => {
    const { status, body } = await get("/api/made-up-payments?pageSize=5");
    expect(status).toBe(200);
    expect(names(body)).toEqual(["Adaeze Okafor", "Bola Adeyemi", "Chidi Eze", "Dupe Ojo"]);
    expect(body.data.meta).toEqual({
      pageSize: 5,
      currentPage: 1,
      totalCount: 4,
      totals: { amount: 975000 },
    });
    expect(body.data.items[0]).toEqual({
      id: 1,
      payerName: "Adaeze Okafor",
      paymentStatus: "paid",
      amount: 500000,
      paidOn: "2026-01-05",
      branch: "north",
    });
  });

  it("pages, sorts, searches, filters and bounds by range", async () => {
    const sorted = await get("/api/made-up-payments?pageSize=5&sort=-amount");
    expect(names(sorted.body)).toEqual(["Adaeze Okafor", "Bola Adeyemi", "Chidi Eze", "Dupe Ojo"]);
    const cheapest = await get("/api/made-up-payments?pageSize=5&sort=amount&page=1");
    expect(names(cheapest.body)[0]).toBe("Dupe Ojo");
    const secondPage = await get("/api/made-up-payments?pageSize=5&page=2");
    expect(secondPage.body.data.items).toEqual([]);
    expect(secondPage.body.data.meta.totalCount).toBe(4);
    const paid = await get("/api/made-up-payments?paymentStatus=paid&paidOnFrom=2026-02-01");
    expect(names(paid.body)).toEqual(["Chidi Eze", "Dupe Ojo"]);
    expect(paid.body.data.meta.totals).toEqual({ amount: 225000 });
    const searched = await get("/api/made-up-payments?search=ADE");
    expect(names(searched.body)).toEqual(["Bola Adeyemi"]);
  });

  it("lists only the caller's rows when the endpoint scopes them", async () => {
    const { body } = await get("/api/made-up-payments", { "x-branch": "south" });
    expect(names(body)).toEqual(["Dupe Ojo"]);
    expect(body.data.meta.totalCount).toBe(1);
  });

  it("refuses a sort or filter the list does not offer with a 400 that names what it does offer", async () => {
    const sort = await get("/api/made-up-payments?sort=branch");
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe(
      'sort must be one of payerName, paymentStatus, amount, paidOn (with "-" in front for descending)',
    );
    const filter = await get("/api/made-up-payments?branch=north");
    expect(filter.status).toBe(400);
    expect(filter.body.message).toBe("branch is not a filter of this list");
    const value = await get("/api/made-up-payments?paidOnFrom=2026-13-01&paidOnTo=soon");
    expect(value.status).toBe(400);
    expect(value.body.errors).toEqual([
      { path: "paidOnFrom", message: "paidOnFrom must be a date (YYYY-MM-DD)" },
      { path: "paidOnTo", message: "paidOnTo must be a date (YYYY-MM-DD)" },
    ]);
  });

  it("exports the whole query, not one page, as CSV in list order", async () => {
    const { status, response } = await get(
      "/api/made-up-payments/export?format=csv&pageSize=5&sort=-amount&paymentStatus=paid",
    );
    expect(status).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/made-up-payments-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("ID,Payer,Status,Amount,Paid on,Branch");
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["1", "3", "4"]);
  });

  it("refuses a list file with row actions: a list over a query has no rows to change", () => {
    const grid = { ...madeUpPayments.grid, rowActions: [{ name: "pay", label: "Pay", set: {} }] };
    expect(() => defineList({ ...madeUpPayments, grid }, query)).toThrow(/read-only/);
  });
});
