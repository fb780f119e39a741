import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createAjv } from "../createAjv";
import { reportFileLoader } from "./checkReportFile";
import { filterMessage, filterProblems } from "./filterCheck";
import format from "./report-file.schema.json";
import type { ReportFile } from "./reportFile";
import { readReportQuery } from "./reportQuery";

const loadReportFile = reportFileLoader(format);
const ROOT = path.resolve(__dirname, "../../..");
const files = [
  ...readdirSync(path.join(ROOT, "schemas/reports"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(ROOT, "schemas/reports", name)),
  path.join(ROOT, "tests/fixtures/reports/made-up-sales.json"),
];
const reports = files.map((file) =>
  loadReportFile(path.basename(file), JSON.parse(readFileSync(file, "utf8"))),
);

/** Values worth trying on a filter: typical bad ones and a few good ones for its kind. */
function candidates(property: { type?: unknown; format?: string; enum?: readonly unknown[] }): string[] {
  const values = [
    "",
    "abc",
    "1.5",
    "-3",
    "0",
    "7",
    "2026-02-28",
    "2026-02-30",
    "2024-02-29",
    "2026-13-01",
    "x".repeat(300),
    "!!",
  ];
  for (const value of property.enum ?? []) values.push(String(value), `${String(value)}x`);
  return values;
}

/** The server's verdict: ajv over the filters' schema, worded as the route words it. */
function serverProblems(report: ReportFile, filters: Record<string, string | number>) {
  const validate = createAjv().compile(report.filters.schema);
  if (validate(structuredClone(filters))) return [];
  return (validate.errors ?? []).map((issue) => {
    const at = issue.instancePath.split("/").filter(Boolean).join(".");
    return { path: at, message: filterMessage(report.filters.schema, at, issue) };
  });
}

describe("filterProblems (the report screen's check before it asks)", () => {
  for (const report of reports)
    for (const [name, property] of Object.entries(report.filters.schema.properties ?? {}))
      it(`agrees with the server on ${report.name}'s filter ${name}`, () => {
        for (const text of candidates(property)) {
          const { query } = readReportQuery(report, { [name]: text });
          const mine = filterProblems(report, query.filters);
          const theirs = serverProblems(report, query.filters);
          // The same filters fail, and the browser says one of the things the server says.
          expect(
            mine.map((problem) => problem.path),
            `${name}=${text}`,
          ).toEqual([...new Set(theirs.map((problem) => problem.path))]);
          for (const problem of mine) expect(theirs.map((found) => found.message)).toContain(problem.message);
        }
      });

  const payments = reports.find((report) => report.name === "payment-reports") as ReportFile;

  it("names the filter in plain words", () => {
    const { query } = readReportQuery(payments, { feePurposeId: "abc", from: "2026-02-30" });
    expect(filterProblems(payments, query.filters)).toEqual([
      { path: "feePurposeId", message: "Purpose: must be a whole number." },
      { path: "from", message: "Paid from: must be a date (day, month and year)." },
    ]);
  });

  it("holds a 'to' date on or after its 'from'", () => {
    const { query } = readReportQuery(payments, { from: "2026-03-01", to: "2026-02-01" });
    expect(filterProblems(payments, query.filters)).toEqual([
      { path: "to", message: "Paid to must be on or after Paid from." },
    ]);
    const fine = readReportQuery(payments, { from: "2026-02-01", to: "2026-03-01" }).query;
    expect(filterProblems(payments, fine.filters)).toEqual([]);
  });

  it("is refused by the loader for a keyword or format it does not read", () => {
    const file = structuredClone(payments);
    const from = { type: "string", format: "email", multipleOf: 2, title: "Paid from" };
    file.filters.schema = {
      ...file.filters.schema,
      properties: { ...file.filters.schema.properties, from },
    };
    expect(() => loadReportFile("payment-reports.json", file)).toThrow(
      /filter "from" uses "multipleOf".*filter "from" has format "email"/,
    );
  });
});
