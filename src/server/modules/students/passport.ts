import {
  checkedDataUrlFile,
  notAFileMessage,
  repaintedDataUrlFile,
  tooLargeMessage,
} from "../../files/dataUrlFile";

/**
 * A passport photograph as uploaded (a data URL from the form's file widget), checked by what
 * its bytes are rather than what it claims, with the one checker of every uploaded file
 * (files/dataUrlFile.ts): a text file renamed photo.jpg with `data:image/jpeg` is refused, and a
 * real picture is stored re-encoded (no EXIF, nothing after its end; a JPEG painted again from its pixels).
 */
export const PASSPORT_MAX_BYTES = 200 * 1024;

const PASSPORT = {
  field: "passport",
  label: "the passport photograph",
  accept: ["image/jpeg", "image/png"],
  maxBytes: PASSPORT_MAX_BYTES,
} as const;

export const NOT_A_PHOTO = notAFileMessage(PASSPORT);
export const PHOTO_TOO_LARGE = tooLargeMessage(PASSPORT, PASSPORT_MAX_BYTES);

/** The stored form of an uploaded passport, or a 400 on `passport` for what is not a JPEG or PNG or is too large. */
export async function checkedPassport(dataUrl: string): Promise<string> {
  return repaintedDataUrlFile(checkedDataUrlFile(dataUrl, PASSPORT), PASSPORT);
}
