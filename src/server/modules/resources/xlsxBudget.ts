import { ValidationError } from "../../errors";
import { MAX_UNPACKED_BYTES, MAX_UPLOAD_ROWS, MAX_ZIP_ENTRIES } from "./uploadLimits";
import { inflateEntry, readZipDirectory, type ZipEntry, ZipFormatError } from "./zipDirectory";

export const NOT_A_WORKBOOK =
  "The file must be a CSV file (UTF-8 text) or an Excel workbook (.xlsx). Download the template and fill it in.";
const TOO_BIG = `The workbook unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB; split it into smaller files.`;
export const TOO_MANY_ROWS = `The file has more than ${MAX_UPLOAD_ROWS} rows; split it into smaller files.`;

function refuse(message: string): never {
  throw new ValidationError([{ path: "file", message }]);
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const ROW_TAG = /<(?:\w+:)?row[\s>]/g;

/**
 * The cheap check, from the zip's directory alone (microseconds, on the request's thread): refuses
 * what is not a zip, has too many parts, or says it unpacks to more than MAX_UNPACKED_BYTES.
 */
export function checkDeclaredSizes(bytes: Buffer): ZipEntry[] {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes);
  } catch (error) {
    if (error instanceof ZipFormatError || error instanceof RangeError) refuse(NOT_A_WORKBOOK);
    throw error;
  }
  if (entries.length > MAX_ZIP_ENTRIES) refuse(TOO_BIG);
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > MAX_UNPACKED_BYTES) refuse(TOO_BIG);
  return entries;
}

/**
 * The real check, before exceljs sees the file: inflates every part within what is left of
 * MAX_UNPACKED_BYTES (so a directory that lies about sizes gains nothing) and counts the rows of
 * each sheet, refusing more than MAX_UPLOAD_ROWS (+ the header).
 */
export function checkXlsxBudget(bytes: Buffer): void {
  let left = MAX_UNPACKED_BYTES;
  for (const entry of checkDeclaredSizes(bytes)) {
    let content: Buffer;
    try {
      content = inflateEntry(bytes, entry, left);
    } catch (error) {
      if (error instanceof RangeError) refuse(TOO_BIG);
      refuse(NOT_A_WORKBOOK);
    }
    left -= content.length;
    if (left < 0) refuse(TOO_BIG);
    if (WORKSHEET.test(entry.name)) {
      const rows = content.toString("latin1").match(ROW_TAG)?.length ?? 0;
      if (rows > MAX_UPLOAD_ROWS + 1) refuse(TOO_MANY_ROWS);
    }
  }
}
