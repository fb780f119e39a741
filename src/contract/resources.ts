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
