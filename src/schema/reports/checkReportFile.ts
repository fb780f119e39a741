import { Ajv } from "ajv";
import { createAjv } from "../createAjv";
import formatSchema from "./report-file.schema.json";
import { type ReportFile, reportProblems } from "./reportFile";

const formatAjv = new Ajv({ allErrors: true, strict: false });
const checkFormat = formatAjv.compile(formatSchema);

/**
 * Reads a report file, or throws naming the file and everything wrong with it: its format
 * (report-file.schema.json), the names it uses (reportProblems) and whether its filters' JSON
 * Schema compiles with the shared, strict options (a typo in a keyword fails here, not in use).
 */
export function loadReportFile(fileName: string, content: unknown): ReportFile {
  if (!checkFormat(content)) {
    const details = (checkFormat.errors ?? []).map(
      (error) => `${error.instancePath || "/"} ${error.message}`,
    );
    throw new Error(`${fileName}: ${details.join("; ")}`);
  }
  // Checked against the format's JSON Schema just above.
  const report = content as unknown as ReportFile;
  const problems = reportProblems(report, fileName);
  try {
    createAjv().compile(report.filters.schema);
  } catch (error) {
    problems.push(`filters.schema does not compile: ${(error as Error).message}`);
  }
  if (problems.length > 0) throw new Error(`${fileName}: ${problems.join("; ")}`);
  return report;
}
