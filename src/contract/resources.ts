import type { FromSchema } from "json-schema-to-ts";

/**
 * The generic admin lists (`/api/resources/:name/…`). A row's own schema comes from its resource
 * file (schemas/resources/<name>.json), so only the pieces every list shares are here; list
 * answers are `listResultSchema(row)` (lists.ts) and row ids `idParamsSchema` (ids.ts).
 */

/** A row as the server answers it: camelCase properties and an integer `id`. */
export type ResourceRow = { id: number } & Record<string, unknown>;

export const activeBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["active"],
  properties: { active: { type: "boolean" } },
} as const;
export type ActiveBody = FromSchema<typeof activeBodySchema>;

/** An upload's answer: rows created (0 with the 400 that lists the problems; all or nothing). */
export const uploadResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["created"],
  properties: { created: { type: "integer", minimum: 0 } },
} as const;
export type UploadResult = FromSchema<typeof uploadResultSchema>;

export const FILE_FORMATS = ["csv", "xlsx"] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** A copy list action's request (`POST /api/resources/<name>/actions/<action>`): the two values of its field. */
export const copyBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["from", "to"],
  properties: { from: { type: "integer", minimum: 1 }, to: { type: "integer", minimum: 1 } },
} as const;
export type CopyRequest = FromSchema<typeof copyBodySchema>;

/** Its answer: rows copied, rows skipped because they already existed, child rows copied. */
export const copyResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["copied", "skipped", "children"],
  properties: {
    copied: { type: "integer", minimum: 0 },
    skipped: { type: "integer", minimum: 0 },
    children: { type: "integer", minimum: 0 },
  },
} as const;
export type CopyOutcome = FromSchema<typeof copyResultSchema>;
