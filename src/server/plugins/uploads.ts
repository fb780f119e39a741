import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ValidationError } from "../errors";
import { PayloadTooLargeError } from "../modules/resources/databaseErrors";
import { MAX_UPLOAD_BYTES } from "../modules/resources/uploadLimits";

export const NOT_MULTIPART = "Send the file as multipart/form-data in a field named file.";
export const UNREADABLE_UPLOAD =
  "The file could not be read: the upload was cut short or is not a proper form upload. Please choose the file and upload it again.";
export const UPLOAD_TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

/** One file per request, and a few small fields beside it: the limits of every file upload route. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
}

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

/**
 * The one file of a multipart upload (field `file`). Whatever goes wrong reading it — no
 * boundary, a body cut short, too many parts — is the sender's fault and answers 400 (413 when
 * too large) on `file`, never a 500. `missing` is what to say when no file was sent.
 */
export async function readUploadedFile(request: FastifyRequest, missing: string): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new ValidationError([{ path: "file", message: NOT_MULTIPART }]);
  try {
    const part = await request.file();
    if (!part) throw new ValidationError([{ path: "file", message: missing }]);
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new PayloadTooLargeError(UPLOAD_TOO_LARGE);
    throw new ValidationError([{ path: "file", message: UNREADABLE_UPLOAD }]);
  }
}
