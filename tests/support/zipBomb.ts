import { deflateRawSync } from "node:zlib";

export interface ZipPart {
  name: string;
  content: Buffer;
  /** The unpacked size the directory claims; the real one unless a test wants it to lie. */
  claimedSize?: number;
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
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
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
