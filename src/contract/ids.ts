import type { FromSchema } from "json-schema-to-ts";

import { INT4_MAX } from "../schema/integerBounds";

/** The largest PostgreSQL `integer` (int4): a bigger id could never match a row, so it is a 400, not a 500. */
export { INT4_MAX };

/** A row id in a path, query or body: a whole number the `integer` columns can hold. */
export const idSchema = { type: "integer", minimum: 1, maximum: INT4_MAX } as const;

/** `/:id` path parameters. */
export const idParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id"],
  properties: { id: idSchema },
} as const;
export type IdParams = FromSchema<typeof idParamsSchema>;

/** `{ id, name }`, the shape of a named row in answers (sessions, semesters, student types…). */
export const namedRefSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name"],
  properties: { id: { type: "integer" }, name: { type: "string" } },
} as const;
export type NamedRef = FromSchema<typeof namedRefSchema>;
