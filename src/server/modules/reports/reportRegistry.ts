import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { readJsonFolder } from "../../../schema/jsonFolder";
import { reportFileLoader } from "../../../schema/reports/checkReportFile";
import type { ReportFile } from "../../../schema/reports/reportFile";

/** The reports the server runs, by name. A test may add one (a fixture file and its view). */
export type ReportRegistry = Map<string, ReportFile>;

declare module "fastify" {
  interface FastifyInstance {
    reports: ReportRegistry;
  }
}

/** The repository's `schemas/reports/` folder, found from this file. */
export const REPORTS_DIR = fileURLToPath(new URL("../../../../schemas/reports/", import.meta.url));

const FORMAT_FILE = fileURLToPath(
  new URL("../../../schema/reports/report-file.schema.json", import.meta.url),
);

/** Every `*.json` of `dir`, checked (the server refuses to start on a broken report file). */
export async function readReportFiles(dir: string = REPORTS_DIR): Promise<ReportRegistry> {
  const loadReportFile = reportFileLoader(JSON.parse(await readFile(FORMAT_FILE, "utf8")) as object);
  const registry: ReportRegistry = new Map();
  for (const { fileName, content } of await readJsonFolder(
    dir,
    "schemas/reports",
    (message) => new Error(message),
  )) {
    const report = loadReportFile(`schemas/reports/${fileName}`, content);
    registry.set(report.name, report);
  }
  return registry;
}
