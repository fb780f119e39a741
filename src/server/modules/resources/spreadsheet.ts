import ExcelJS from "exceljs";
import type { SpreadsheetKind } from "./uploadParser";

export type Cell = string | number | boolean | null;

export const CONTENT_TYPES: Record<SpreadsheetKind, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading
 * apostrophe: an exported cell must never become a formula on someone's computer (CSV injection).
 */
export function inert(cell: Cell): Cell {
  return typeof cell === "string" && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function csvCell(cell: Cell): string {
  if (cell === null) return "";
  const text = String(inert(cell));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a UTF-8 byte-order mark, so Excel reads names with accents correctly. */
export function toCsv(rows: readonly (readonly Cell[])[]): Buffer {
  const text = rows.map((row) => row.map(csvCell).join(",")).join("\r\n");
  return Buffer.from(`\uFEFF${text}\r\n`, "utf8");
}

export async function toXlsx(sheetName: string, rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Matric";
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1");
  for (const row of rows) sheet.addRow(row.map(inert));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function spreadsheetFile(
  kind: SpreadsheetKind,
  sheetName: string,
  rows: readonly (readonly Cell[])[],
): Promise<Buffer> {
  return kind === "csv" ? toCsv(rows) : toXlsx(sheetName, rows);
}
