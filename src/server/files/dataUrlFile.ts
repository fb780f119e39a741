import { ValidationError } from "../errors";
import { type FileKind, reencodedFile, sniffFile } from "./fileContent";
import { repaintedJpeg } from "./jpegRepaint";

/**
 * A file sent inside JSON as a data URL (the forms' file widget: `data:<type>;name=<name>;base64,…`),
 * checked by what its bytes are: the declared type and the name are the sender's word, so the
 * bytes must be a whole file of a kind `accept`s. Answers the data URL to store: the re-encoded
 * bytes under their real type (files/fileContent.ts). Anything else is a 400 on `field` whose
 * message names the file by `label`.
 */
const DATA_URL = /^data:([a-z]+\/[a-z0-9+.-]+)?;(?:name=([^;]*);)?base64,([A-Za-z0-9+/]*={0,2})$/;

export interface FileRule {
  /** Where the file is in the request (the error's path), e.g. "passport" or "documents.lgaIdentification". */
  field: string;
  /** What a person calls it, e.g. "the passport photograph". */
  label: string;
  accept: readonly FileKind[];
  maxBytes?: number;
  /** Keep the file's name in the stored data URL (forms show it); dropped otherwise. */
  keepName?: boolean;
}

const NAMES: Record<FileKind, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "application/pdf": "PDF",
};

/** "the passport photograph must be a JPEG or PNG picture", "LGA identification must be a PDF, JPEG or PNG file". */
export function notAFileMessage(rule: Pick<FileRule, "label" | "accept">): string {
  const names = rule.accept.map((kind) => NAMES[kind]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
  const noun = rule.accept.every((kind) => kind.startsWith("image/")) ? "picture" : "file";
  return `${rule.label} must be a ${list} ${noun}`;
}

export function tooLargeMessage(rule: Pick<FileRule, "label">, maxBytes: number): string {
  return `${rule.label} must be at most ${Math.floor(maxBytes / 1024)} KB`;
}

export function checkedDataUrlFile(dataUrl: string, rule: FileRule): string {
  const refuse = (message: string) => new ValidationError([{ path: rule.field, message }]);
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw refuse(notAFileMessage(rule));
  const bytes = Buffer.from(match[3] ?? "", "base64");
  if (rule.maxBytes !== undefined && bytes.length > rule.maxBytes)
    throw refuse(tooLargeMessage(rule, rule.maxBytes));
  const kind = sniffFile(bytes);
  const stored = kind && rule.accept.includes(kind) ? reencodedFile(bytes, kind) : undefined;
  if (!kind || !stored) throw refuse(notAFileMessage(rule));
  const name = rule.keepName && match[2] !== undefined ? `name=${match[2]};` : "";
  return `data:${kind};${name}base64,${stored.toString("base64")}`;
}

/**
 * A data URL `checkedDataUrlFile` answered, with a JPEG painted again from its pixels (PNGs are
 * already: their pixel data is inflated and compressed again). Done once, where a file is kept for
 * good (a submitted application, a passport), not on every draft save: each repaint would lose a
 * little quality. A JPEG whose picture does not decode is refused like any other non-picture.
 */
export async function repaintedDataUrlFile(dataUrl: string, rule: FileRule): Promise<string> {
  const match = DATA_URL.exec(dataUrl);
  if (match?.[1] !== "image/jpeg") return dataUrl;
  const painted = await repaintedJpeg(Buffer.from(match[3] ?? "", "base64"));
  if (!painted) throw new ValidationError([{ path: rule.field, message: notAFileMessage(rule) }]);
  const name = match[2] !== undefined ? `name=${match[2]};` : "";
  return `data:image/jpeg;${name}base64,${painted.toString("base64")}`;
}
