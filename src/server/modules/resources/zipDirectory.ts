import { inflateRawSync } from "node:zlib";

/** One file of a zip as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** What the archive *claims*; a hostile file can lie, so inflating is bounded separately. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

export class ZipFormatError extends Error {
  override name = "ZipFormatError";
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

/**
 * The entries of a zip, read from its central directory only (no data is inflated): what an .xlsx
 * holds and how big each part says it unpacks to. Zip64 is refused: no spreadsheet we accept needs
 * it, and its sizes are where bombs hide.
 */
export function readZipDirectory(bytes: Buffer): ZipEntry[] {
  // The end record is the last 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipFormatError("no zip directory");
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || size === ZIP64_MARK || offset === ZIP64_MARK) throw new ZipFormatError("zip64");
  if (offset + size > end) throw new ZipFormatError("directory outside the file");
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new ZipFormatError("bad directory entry");
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString("utf8", at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === ZIP64_MARK || entry.uncompressedSize === ZIP64_MARK)
      throw new ZipFormatError("zip64");
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * An entry's real content, inflating at most `maxBytes` (Node stops and throws past it): what a
 * lying directory claims does not matter here.
 */
export function inflateEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER)
    throw new ZipFormatError("bad local header");
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > maxBytes) throw new RangeError("entry larger than allowed");
    return data;
  }
  if (entry.method !== 8) throw new ZipFormatError(`compression method ${entry.method}`);
  return inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
}
