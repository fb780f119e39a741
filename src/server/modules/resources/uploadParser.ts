import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { ValidationError } from "../../errors";
import { MAX_UPLOAD_ROWS } from "./uploadLimits";
import { checkXlsxBudget, NOT_A_WORKBOOK, TOO_MANY_ROWS } from "./xlsxBudget";

export { MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS } from "./uploadLimits";

export type SpreadsheetKind = "csv" | "xlsx";

/** A sheet as text: the header and each data row with its spreadsheet row number (header = 1). */
export interface ParsedSheet {
  header: string[];
  rows: { rowNumber: number; cells: string[] }[];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What the bytes are, whatever the file is called: an XLSX is a zip (PK\x03\x04); a CSV is UTF-8
 * text without NUL bytes. A picture renamed .csv is neither.
 */
export function sniffSpreadsheet(bytes: Buffer): SpreadsheetKind {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return "xlsx";
  if (bytes.includes(0)) throw new ValidationError([{ path: "file", message: NOT_A_WORKBOOK }]);
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError([{ path: "file", message: NOT_A_WORKBOOK }]);
  }
  return "csv";
}

function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === "");
}

function tooMany(): never {
  throw new ValidationError([{ path: "file", message: TOO_MANY_ROWS }]);
}

function toSheet(records: { rowNumber: number; cells: string[] }[]): ParsedSheet {
  const headerRecord = records.find((record) => !isBlank(record.cells));
  if (!headerRecord) throw new ValidationError([{ path: "file", message: "The file is empty." }]);
  const rows = records.filter(
    (record) => record.rowNumber > headerRecord.rowNumber && !isBlank(record.cells),
  );
  if (rows.length > MAX_UPLOAD_ROWS) tooMany();
  return { header: headerRecord.cells.map((cell) => cell.trim()), rows };
}

function parseCsv(bytes: Buffer): ParsedSheet {
  let records: string[][];
  try {
    records = parse(bytes.toString("utf8"), {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      // One more than allowed (+ header) is enough to know the file is too long.
      to: MAX_UPLOAD_ROWS + 2,
    }) as string[][];
  } catch (error) {
    throw new ValidationError([
      { path: "file", message: `The CSV file cannot be read: ${(error as Error).message}` },
    ]);
  }
  // Spreadsheet row = record number: what the person sees when they open the file.
  return toSheet(records.map((cells, index) => ({ rowNumber: index + 1, cells })));
}

/** A cell as the text a person typed; dates as yyyy-mm-dd (or ISO when they have a time). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("hyperlink" in value) return value.text;
    if ("result" in value) return cellText(value.result ?? null);
    if ("error" in value) return "";
    return "";
  }
  return String(value);
}

async function parseXlsx(bytes: Buffer): Promise<ParsedSheet> {
  // Unpacked size and row count first: exceljs holds the whole workbook in memory.
  checkXlsxBudget(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's own Buffer type is a stand-in for Node's; the bytes are the same.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw new ValidationError([{ path: "file", message: NOT_A_WORKBOOK }]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ValidationError([{ path: "file", message: "The workbook has no sheet." }]);
  if (sheet.actualRowCount > MAX_UPLOAD_ROWS + 1) tooMany();
  const records: { rowNumber: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    records.push({ rowNumber, cells: Array.from(cells, (cell) => cell ?? "") });
  });
  return toSheet(records);
}

/**
 * Reads an uploaded CSV or XLSX into text cells, checking content, size and row count. Blocking
 * work: the server calls it in a worker (sheetReader.ts), never on the request's thread.
 */
export async function parseSpreadsheet(bytes: Buffer): Promise<ParsedSheet> {
  if (bytes.length === 0) throw new ValidationError([{ path: "file", message: "The file is empty." }]);
  return sniffSpreadsheet(bytes) === "xlsx" ? parseXlsx(bytes) : parseCsv(bytes);
}
