import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportFileLoader } from "./checkReportFile";
import format from "./report-file.schema.json";
import type { ReportFile } from "./reportFile";

const loadReportFile = reportFileLoader(format);
const DIR = path.resolve(__dirname, "../../../schemas/reports");
const names = readdirSync(DIR).filter((name) => name.endsWith(".json"));
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(DIR, name), "utf8"));

describe("schemas/reports", () => {
  it("holds the reports the portal shows (at least eight)", () => {
    expect(names.length).toBeGreaterThanOrEqual(8);
  });

  it.each(names)("%s is a sound report file", (name) => {
    expect(() => loadReportFile(name, read(name))).not.toThrow();
  });

  it("gives every screen route to one report only", () => {
    const routes = names.flatMap((name) => (read(name) as ReportFile).routes);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe("loadReportFile", () => {
  const sound = read("payment-reports.json") as ReportFile;
  const broken = (change: (file: ReportFile) => void): string => {
    const file = structuredClone(sound);
    change(file);
    try {
      loadReportFile("payment-reports.json", file);
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("refuses a file whose name is not its file's", () => {
    expect(broken((file) => Object.assign(file, { name: "other" }))).toContain(
      '"name" must be "payment-reports"',
    );
  });

  it("refuses a filter bound to no column, or to a column of another kind", () => {
    expect(
      broken((file) => {
        file.filters.columns = { ...file.filters.columns, sessionId: { column: "nowhere" } };
      }),
    ).toContain('filter "sessionId" narrows "nowhere"');
    expect(
      broken((file) => {
        file.filters.columns = { ...file.filters.columns, from: { column: "purpose", op: "gte" } };
      }),
    ).toContain('filter "from" (string) cannot narrow text column "purpose"');
    expect(
      broken((file) => {
        const { from: _from, ...rest } = file.filters.columns;
        file.filters.columns = rest;
      }),
    ).toContain('filter "from" names no view column');
  });

  it("refuses a sum over a column that is not a number", () => {
    expect(
      broken((file) => {
        file.measures = [{ name: "amount", title: "Amount", aggregate: "sum", column: "purpose" }];
        file.chart = { type: "bar", measure: "amount" };
      }),
    ).toContain('measure "amount" sums "purpose", which is not a number or money column');
  });

  it("refuses a chart, grouping or sort naming what is not there", () => {
    expect(broken((file) => Object.assign(file, { chart: { type: "bar", measure: "nothing" } }))).toContain(
      'chart measure "nothing" is not a measure',
    );
    expect(
      broken((file) => {
        file.groupings = [{ name: "x", title: "X", column: "missing" }];
      }),
    ).toContain('grouping "x" reads "missing"');
    expect(broken((file) => Object.assign(file, { defaultSort: "-size" }))).toContain('defaultSort "-size"');
  });

  it("refuses raw SQL where a view's name belongs, and a filters schema that does not compile", () => {
    expect(broken((file) => Object.assign(file, { view: "payments; DROP TABLE payments" }))).toContain(
      "/view",
    );
    expect(
      broken((file) => {
        file.filters.schema = {
          ...file.filters.schema,
          properties: { sessionId: { type: "integer", title: "S", lookup: "sessions", minimim: 1 } as never },
        };
      }),
    ).toContain("does not compile");
  });
});
