import { deflateRawSync } from "node:zlib";

export interface ZipPart {
  name: string;
  content: Buffer;
  /** The unpacked size the directory claims; the real one unless a test wants it to lie. */
  claimedSize?: number;
}

/** A little-endian record of `length` bytes with these [offset, value, width] fields, the rest 0. */
function record(length: number, fields: readonly (readonly [number, number, 2 | 4])[]): Buffer {
  const bytes = Buffer.alloc(length);
  for (const [at, value, width] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, at);
    else bytes.writeUInt32LE(value, at);
  }
  return bytes;
}

/**
 * A zip of deflated parts, written by hand so a test can build what no library would: a part that
 * unpacks to far more than its file size, or a directory that lies about it. CRCs are left 0 (the
 * server must refuse these before anything checks them).
 */
export function zipFile(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, "utf8");
    const data = deflateRawSync(part.content, { level: 9 });
    const size = part.claimedSize ?? part.content.length;
    // Local header: version 2.0, deflate, sizes, name length.
    const local = record(30, [
      [0, 0x04034b50, 4],
      [4, 20, 2],
      [8, 8, 2],
      [18, data.length, 4],
      [22, size, 4],
      [26, name.length, 2],
    ]);
    // Directory entry: the same facts plus where the local header is.
    const entry = record(46, [
      [0, 0x02014b50, 4],
      [4, 20, 2],
      [6, 20, 2],
      [10, 8, 2],
      [20, data.length, 4],
      [24, size, 4],
      [28, name.length, 2],
      [42, offset, 4],
    ]);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = record(22, [
    [0, 0x06054b50, 4],
    [8, parts.length, 2],
    [10, parts.length, 2],
    [12, directoryBytes.length, 4],
    [16, offset, 4],
  ]);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** An .xlsx-shaped zip whose one sheet is `megabytes` of rows of XML (a few hundred KB packed). */
export function spreadsheetBomb(megabytes: number, { lie = false } = {}): Buffer {
  const row = Buffer.from('<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c></row>');
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  );
  const tail = Buffer.from("</sheetData></worksheet>");
  const body = Buffer.alloc(megabytes * 1024 * 1024 - head.length - tail.length);
  for (let at = 0; at < body.length; at += row.length) row.copy(body, at);
  const sheet = Buffer.concat([head, body, tail]);
  return zipFile([
    { name: "[Content_Types].xml", content: Buffer.from("<Types/>") },
    { name: "xl/workbook.xml", content: Buffer.from("<workbook/>") },
    { name: "xl/worksheets/sheet1.xml", content: sheet, ...(lie ? { claimedSize: 1000 } : {}) },
  ]);
}
