import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { type Cell, csvCell, inert } from "../resources/spreadsheet";

/**
 * Streamed exports: rows are written as they are read, so a long report starts downloading at once
 * and the server never holds the whole file. The same CSV rules as the list exports (a UTF-8 BOM,
 * RFC 4180 quoting, no cell that a spreadsheet would run as a formula).
 */

export function csvStream(rows: AsyncIterable<Cell[]>): Readable {
  async function* lines() {
    yield "\uFEFF";
    for await (const row of rows) yield `${row.map(csvCell).join(",")}\r\n`;
  }
  return Readable.from(lines());
}

/** ExcelJS's streaming writer (the repo's xlsx library), one committed row at a time. */
export function xlsxStream(sheetName: string, rows: AsyncIterable<Cell[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output });
  workbook.creator = "Matric";
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1");
  void (async () => {
    let first = true;
    for await (const row of rows) {
      const added = sheet.addRow(row.map(inert));
      if (first) added.font = { bold: true };
      first = false;
      added.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
