import { Ajv } from "ajv";
import { createAjv } from "../createAjv";
import { filterSchemaProblems } from "./filterCheck";
import { type ReportFile, reportProblems } from "./reportFile";

/** Reads and checks one report file; throws naming the file and each problem. */
export type ReportFileLoader = (fileName: string, content: unknown) => ReportFile;

/**
 * A loader checking files against `format` (the parsed `report-file.schema.json`: the server reads
 * it from disk, tests and the browser import it; a JSON import is not portable across Node loaders).
 *
 * Reads a report file, or throws naming the file and everything wrong with it: its format
 * (report-file.schema.json), the names it uses (reportProblems) and whether its filters' JSON
 * Schema compiles with the shared, strict options (a typo in a keyword fails here, not in use).
 */
export function reportFileLoader(format: object): ReportFileLoader {
  const checkFormat = new Ajv({ allErrors: true, strict: false }).compile(format);
  return (fileName, content) => checked(fileName, content, checkFormat(content), checkFormat.errors);
}

function checked(
  fileName: string,
  content: unknown,
  sound: boolean,
  errors: readonly { instancePath: string; message?: string }[] | null | undefined,
): ReportFile {
  if (!sound) {
    const details = (errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}`);
    throw new Error(`${fileName}: ${details.join("; ")}`);
  }
  // Checked against the format's JSON Schema by the caller.
  const report = content as unknown as ReportFile;
  const problems = [...reportProblems(report, fileName), ...filterSchemaProblems(report)];
  try {
    createAjv().compile(report.filters.schema);
  } catch (error) {
    problems.push(`filters.schema does not compile: ${(error as Error).message}`);
  }
  if (problems.length > 0) throw new Error(`${fileName}: ${problems.join("; ")}`);
  return report;
}
