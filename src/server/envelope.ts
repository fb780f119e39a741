import type { FieldError } from "./errors";

/** The one response shape of the API (DESIGN.md, "The API contract"). */
export interface SuccessEnvelope<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ErrorEnvelope {
  success: false;
  title?: string;
  message: string;
  errors: FieldError[];
}

export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}

/** JSON Schema of a success envelope around `data`, for route response schemas. */
export function envelopeSchema<const D extends object>(data: D) {
  return {
    type: "object",
    required: ["success", "data"],
    properties: { success: { type: "boolean", const: true }, message: { type: "string" }, data },
  } as const;
}
