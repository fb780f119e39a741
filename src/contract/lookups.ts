import type { FromSchema } from "json-schema-to-ts";

/** Drop-down lists (`GET /api/Lookups/:name`, narrowed by the filters the list's resource file declares). */

export const lookupOptionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "name"],
  properties: { id: { type: ["integer", "string"] }, name: { type: "string" } },
} as const;
export type LookupOption = FromSchema<typeof lookupOptionSchema>;

export const lookupOptionsSchema = { type: "array", items: lookupOptionSchema } as const;
