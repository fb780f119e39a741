import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ReportFile } from "../../../schema/reports/reportFile";
import { REPORT_SCREENS, REPORT_TABS } from "./reportScreens";

const DIR = path.resolve(__dirname, "../../../../schemas/reports");
const files = new Map(
  readdirSync(DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => {
      const file = JSON.parse(readFileSync(path.join(DIR, name), "utf8")) as ReportFile;
      return [file.name, file] as const;
    }),
);

describe("the report screens", () => {
  it("show each report file at exactly the routes it names, with its access and title", () => {
    for (const line of REPORT_SCREENS) {
      const file = files.get(line.report);
      expect(file, line.report).toBeDefined();
      expect(file?.routes).toContain(line.route);
      expect([...line.access].sort()).toEqual([...(file?.access ?? [])].sort());
      expect(line.title).toBe(file?.title);
    }
    const routes = [...files.values()].flatMap((file) => file.routes).sort();
    expect(REPORT_SCREENS.map((line) => line.route).sort()).toEqual(routes);
  });

  it("give every report a tab in the Reports area", () => {
    const tabbed = new Set(REPORT_SCREENS.filter((line) => line.tab).map((line) => line.report));
    expect([...tabbed].sort()).toEqual([...files.keys()].sort());
    expect(REPORT_TABS.map((tab) => tab.route)).toContain("/reports/payment_reports");
  });
});
