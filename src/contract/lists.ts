import type { FromSchema } from "json-schema-to-ts";

export const listMetaSchema = {
  type: "object",
  additionalProperties: false,
  required: ["pageSize", "currentPage", "totalCount"],
  properties: {
    pageSize: { type: "integer" },
    currentPage: { type: "integer" },
    totalCount: { type: "integer", minimum: 0 },
    /** Sums over every matching row of the list's `grid.totals` properties (kobo for money). */
    totals: { type: "object", additionalProperties: { type: "integer" } },
  },
} as const;
export type ListMeta = FromSchema<typeof listMetaSchema>;

/**
 * `{ items, meta }` of every server-paginated list, around the schema of one row. The query
 * (`page`, `pageSize`, `sort`, `search`, filters) is checked against the list's own resource file
 * (src/server/modules/resources/listQuery.ts), so its schema differs per list.
 */
export function listResultSchema<const Row extends object>(row: Row) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["items", "meta"],
    properties: { items: { type: "array", items: row }, meta: listMetaSchema },
  } as const;
}

export interface ListResult<Row> {
  items: Row[];
  meta: ListMeta;
}
