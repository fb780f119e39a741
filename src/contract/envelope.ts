import type { FromSchema } from "json-schema-to-ts";

/**
 * The one response shape of the API (DESIGN.md, "The API contract"): `{ success, message?, data? }`
 * on success, `{ success: false, title?, message, errors }` on failure.
 */

/** One problem of a refused request: the field's dotted path ("" for the whole request) and the message. */
export const fieldErrorSchema = {
  type: "object",
  additionalProperties: false,
  required: ["path", "message"],
  properties: {
    path: {
      type: "string",
      description: 'Dotted path of the field, e.g. "personal.surname"; "" for the whole request',
    },
    message: { type: "string" },
  },
} as const;
export type FieldError = FromSchema<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["success", "message", "errors"],
  properties: {
    success: { type: "boolean", const: false },
    title: { type: "string" },
    message: { type: "string" },
    errors: { type: "array", items: fieldErrorSchema },
  },
} as const;
export type ErrorEnvelope = FromSchema<typeof errorEnvelopeSchema>;

/** JSON Schema of a success envelope around `data`, for route response schemas. */
export function envelopeSchema<const D extends object>(data: D) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["success", "data"],
    properties: { success: { type: "boolean", const: true }, message: { type: "string" }, data },
  } as const;
}

/** The success envelope of a call that answers only a message (`data: null`). */
export const messageEnvelopeSchema = envelopeSchema({ type: "null" });

export type SuccessEnvelope<T> = {
  success: true;
  message?: string;
  data: T;
};

/** Either answer, as a client reads it before looking at `success`. */
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
