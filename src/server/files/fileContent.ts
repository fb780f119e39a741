import { crc32, deflateSync, inflateSync } from "node:zlib";

/**
 * What an uploaded file is, read from its bytes (never from its name or declared type), and its
 * stored form. Pictures are written out again from their parsed structure: only what draws the
 * picture is kept (no EXIF — with its GPS position —, no comments, no text chunks), the pixel data
 * is checked (a PNG's is inflated and compressed again), and nothing after the picture's end is
 * kept, so a file that is also a script or an archive does not survive. A PDF is checked by its
 * header and end marker (it cannot be rewritten without a PDF library).
 */
export type FileKind = "image/jpeg" | "image/png" | "application/pdf";

/** The bytes as stored, or undefined when they are not a whole file of `kind`. */
export function reencodedFile(bytes: Buffer, kind: FileKind): Buffer | undefined {
  try {
    if (kind === "image/jpeg") return reencodedJpeg(bytes);
    if (kind === "image/png") return reencodedPng(bytes);
    return checkedPdf(bytes);
  } catch {
    return undefined;
  }
}

/** What the bytes begin as (a guess from the signature; reencodedFile decides). */
export function sniffFile(bytes: Buffer): FileKind | undefined {
  if (bytes.subarray(0, 3).equals(JPEG_SOI_FF)) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png";
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return undefined;
}

// ——— JPEG ———

const JPEG_SOI_FF = Buffer.from([0xff, 0xd8, 0xff]);
const SOS = 0xda;
const EOI = 0xd9;
/** Segments that draw the picture: frames, tables, restart interval, scan; JFIF, ICC colour and Adobe colour transform. */
function keepsJpegSegment(marker: number): boolean {
  if (marker >= 0xc0 && marker <= 0xcf) return true; // SOFn, DHT (C4), DAC (CC)
  return [0xdb, 0xdd, 0xdc, SOS, 0xe0, 0xe2, 0xee].includes(marker);
}
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function reencodedJpeg(bytes: Buffer): Buffer | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const kept: Buffer[] = [Buffer.from([0xff, 0xd8])];
  let pos = 2;
  let frames = 0;
  let scans = 0;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) return undefined;
    while (bytes[pos] === 0xff) pos += 1; // fill bytes
    const marker = bytes[pos];
    pos += 1;
    if (marker === undefined) return undefined;
    if (marker === EOI) {
      if (frames === 0 || scans === 0) return undefined;
      kept.push(Buffer.from([0xff, EOI]));
      return Buffer.concat(kept); // anything after the end is dropped
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // RSTn, TEM: no length
    if (pos + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(pos);
    const end = pos + length;
    if (length < 2 || end > bytes.length) return undefined;
    if (isFrame(marker)) frames += 1;
    if (keepsJpegSegment(marker)) kept.push(Buffer.from([0xff, marker]), bytes.subarray(pos, end));
    pos = end;
    if (marker === SOS) {
      scans += 1;
      // Entropy-coded data runs to the next marker: 0xFF not followed by 0x00 (a stuffed byte) or RSTn.
      const start = pos;
      while (pos < bytes.length) {
        if (bytes[pos] === 0xff) {
          const next = bytes[pos + 1];
          if (next === undefined) return undefined;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
          pos += next === 0xff ? 1 : 2;
        } else pos += 1;
      }
      kept.push(bytes.subarray(start, pos));
    }
  }
  return undefined; // no end of image
}

// ——— PNG ———

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Ancillary chunks that change how the picture looks; every other ancillary chunk (text, EXIF, time) is dropped. */
const PNG_LOOKS = new Set(["tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "pHYs", "bKGD"]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
/** A passport scan is far below this; a header claiming more is a decompression bomb. */
const MAX_PNG_PIXELS = 40_000_000;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Bytes of the filtered scanlines a PNG of this header inflates to. */
function inflatedSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) =>
    w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8));
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce(
    (sum, [x0, y0, dx, dy]) => sum + rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)),
    0,
  );
}

function reencodedPng(bytes: Buffer): Buffer | undefined {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let pos = 8;
  let header: Buffer | undefined;
  const before: Buffer[] = [];
  const after: Buffer[] = [];
  const data: Buffer[] = [];
  let ended = false;
  while (!ended) {
    if (pos + 12 > bytes.length) return undefined;
    const length = bytes.readUInt32BE(pos);
    const type = bytes.subarray(pos + 4, pos + 8).toString("latin1");
    const end = pos + 12 + length;
    if (end > bytes.length) return undefined;
    const body = bytes.subarray(pos + 8, pos + 8 + length);
    if (crc32(bytes.subarray(pos + 4, pos + 8 + length)) !== bytes.readUInt32BE(pos + 8 + length))
      return undefined;
    if (header === undefined && type !== "IHDR") return undefined;
    if (type === "IHDR") header = body;
    else if (type === "IDAT") data.push(body);
    else if (type === "IEND") ended = true;
    else if (type === "PLTE" || PNG_LOOKS.has(type))
      (data.length > 0 ? after : before).push(chunk(type, body));
    pos = end;
  }
  if (header?.length !== 13 || data.length === 0) return undefined;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const channels = CHANNELS[header[9] ?? -1];
  const interlace = header[12];
  if (!channels || width === 0 || height === 0 || width * height > MAX_PNG_PIXELS) return undefined;
  if (interlace !== 0 && interlace !== 1) return undefined;
  const expected = inflatedSize(width, height, channels * (header[8] ?? 0), interlace === 1);
  const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
  if (pixels.length !== expected) return undefined;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    ...before,
    chunk("IDAT", deflateSync(pixels)),
    ...after,
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// ——— PDF ———

function checkedPdf(bytes: Buffer): Buffer | undefined {
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") return undefined;
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString("latin1");
  const end = tail.lastIndexOf("%%EOF");
  if (end < 0) return undefined;
  // Up to the end marker and its line end: nothing appended after the document survives.
  const cut = bytes.length - tail.length + end + 5;
  const lineEnd = /^\r?\n/.exec(bytes.subarray(cut, cut + 2).toString("latin1"))?.[0].length ?? 0;
  return bytes.subarray(0, cut + lineEnd);
}
