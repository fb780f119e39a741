import { type ErrorSchema, ErrorSchemaBuilder } from "@rjsf/utils";
import { AxiosError } from "axios";
import type { FieldError } from "../../../contract/envelope";
import { errorEnvelopeOf } from "../../api/http";

/** One entry of the error envelope's `errors` (DESIGN.md, "The API contract"). */
export type ServerFieldError = FieldError;

/** The field errors of a failed call, or [] when it failed some other way (network, 500...). */
export function serverErrorsOf(error: unknown): ServerFieldError[] {
  const errors = errorEnvelopeOf(error)?.errors;
  return Array.isArray(errors) ? errors : [];
}

export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/** "name", "address.city", "/address/city" (an ajv instance path) → ["address", "city"]. */
export function pathSegments(path: string): string[] {
  return path.split(/[./]/).filter((segment) => segment !== "");
}

/**
 * The server's field errors as an rjsf `extraErrors` schema, so each message shows under its
 * field; an error without a path (or about the whole row) goes to the form's top.
 */
export function extraErrorsOf(errors: readonly ServerFieldError[]): ErrorSchema {
  const builder = new ErrorSchemaBuilder();
  for (const { path, message } of errors) {
    const segments = pathSegments(path);
    if (segments.length === 0) builder.addErrors(message);
    else builder.addErrors(message, segments);
  }
  return builder.ErrorSchema;
}

/** One line of an upload's error report. */
export interface UploadRowError {
  /** The file's row number as the user sees it in a spreadsheet; undefined for file-level errors. */
  row?: number;
  field: string;
  message: string;
}

/** "row 3.name" → row 3, field "name"; a path without a row is about the whole file. */
export function uploadRowErrorsOf(errors: readonly ServerFieldError[]): UploadRowError[] {
  return errors.map(({ path, message }) => {
    const match = /^row\s*(\d+)(?:[./](.*))?$/i.exec(path.trim());
    if (!match) return { field: path, message };
    return { row: Number(match[1]), field: match[2] ?? "", message };
  });
}
