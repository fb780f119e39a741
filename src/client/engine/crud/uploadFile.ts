import { crudMessages } from "./messages";

/** The server's multipart limit; checked first so a user does not wait for an upload to fail. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const UPLOAD_ACCEPT = ".csv,.xlsx";

/** Why a chosen file cannot be uploaded, or undefined when it can. */
export function uploadFileProblem(file: Pick<File, "name" | "size">): string | undefined {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return crudMessages.fileWrongType;
  if (file.size > MAX_UPLOAD_BYTES) return crudMessages.fileTooLarge;
  return undefined;
}
