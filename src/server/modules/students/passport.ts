import { ValidationError } from "../../errors";

/**
 * A passport photograph as uploaded (a data URL from the form's file widget), checked by what
 * its bytes are rather than what it claims: the data URL's type and the file name are the
 * sender's word, so a text file renamed photo.jpg with `data:image/jpeg` is refused here.
 */
export const PASSPORT_MAX_BYTES = 200 * 1024;

export const NOT_A_PHOTO = "the passport photograph must be a JPEG or PNG picture";
export const PHOTO_TOO_LARGE = `the passport photograph must be at most ${PASSPORT_MAX_BYTES / 1024} KB`;

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const DATA_URL = /^data:([a-z]+\/[a-z0-9+.-]+)?;(?:name=[^;]*;)?base64,([A-Za-z0-9+/]*={0,2})$/;

export type PictureKind = "image/jpeg" | "image/png";

/** What the bytes are: a whole JPEG (SOI … EOI) or PNG (signature … IEND), else undefined. */
export function sniffPicture(bytes: Buffer): PictureKind | undefined {
  if (bytes.length > JPEG.length && bytes.subarray(0, 3).equals(JPEG)) {
    // Cameras and editors may pad after the end marker; it must be there near the end.
    const tail = bytes.subarray(Math.max(0, bytes.length - 64));
    return tail.includes(JPEG_END) ? "image/jpeg" : undefined;
  }
  if (bytes.length > PNG.length + PNG_END.length && bytes.subarray(0, 8).equals(PNG))
    return bytes.subarray(bytes.length - 64).includes(PNG_END) ? "image/png" : undefined;
  return undefined;
}

/**
 * The stored form of an uploaded passport: `data:<sniffed type>;base64,<bytes>` (the declared
 * type and any file name dropped), or a 400 on `passport` for what is not a JPEG or PNG or is too large.
 */
export function checkedPassport(dataUrl: string): string {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new ValidationError([{ path: "passport", message: NOT_A_PHOTO }]);
  const bytes = Buffer.from(match[2] ?? "", "base64");
  if (bytes.length > PASSPORT_MAX_BYTES)
    throw new ValidationError([{ path: "passport", message: PHOTO_TOO_LARGE }]);
  const kind = sniffPicture(bytes);
  if (!kind) throw new ValidationError([{ path: "passport", message: NOT_A_PHOTO }]);
  return `data:${kind};base64,${bytes.toString("base64")}`;
}
