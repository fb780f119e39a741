import { readFileSync } from "node:fs";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { type ListResult, listResultSchema } from "../../../contract/lists";
import type { Access } from "../../../schema/access";
import { loadListFile } from "../../../schema/listFile";
import { resourceModelOf } from "../../../schema/resourceModel";
import type { Db } from "../../db/database";
import { ok } from "../../envelope";
import { type ListParams, parseListQuery } from "../resources/listQuery";
import type { ResourceDefinition } from "../resources/resourceDefinition";
import { defineResource, type ResourceRegistry } from "../resources/resourceRegistry";
import { listRows } from "../resources/resourceService";
import type { ResourceRow } from "../resources/rowMapping";
import { CONTENT_TYPES } from "../resources/spreadsheet";
import { exportFile, fileKindOf } from "../resources/transferFiles";

/**
 * A list endpoint in one declaration: a list file (a resource file's `schema` and `grid` block,
 * `schemas/lists/<name>.json`, the same file the browser builds its Grid from) over a named SQL
 * query. It answers the list contract (`src/contract/lists.ts`) with the resource module's own
 * query parsing, SQL and export, so a bespoke list pages, sorts, filters, totals and exports
 * exactly as an admin list does.
 */
export interface ListEndpoint {
  /**
   * The list file: its name (`schemas/lists/<name>.json`, read at start-up: Node imports no JSON
   * without an attribute the browser build does not want) or, in tests, its content.
   */
  file: string | object;
  /** `GET path` answers a page; `GET path/export?format=csv|xlsx` the whole query, when `grid.export`. */
  path: string;
  /**
   * The named query: a SELECT answering an `id` (unique per row, the last sort key) and a
   * snake_case column per property of the file's schema. Filters, search and sort apply to its columns.
   */
  query: SQL;
  /**
   * Narrows every page and export to the caller's rows (a condition over the query's columns). It
   * may be asynchronous and may throw (a public list proves who is asking from `scopeParams`
   * first: a 404 or 429 then, never another payer's rows).
   */
  scope?: (request: FastifyRequest) => SQL | undefined | Promise<SQL | undefined>;
  /**
   * Query parameters the scope reads (a public lookup's proof, e.g. `phone`, `reference`): allowed
   * beside the list's own, and never taken for filters.
   */
  scopeParams?: readonly string[];
  /** Who may read it; the file's `access.read` roles when absent. */
  access?: Access;
  tags?: string[];
}

/** A checked list file made ready to serve: the resource model the list SQL is built from. */
export interface ListDefinition {
  resource: ResourceDefinition;
  /** `(query) AS list_rows`: what the list SQL selects from instead of a table. */
  from: SQL;
}

/** Checks the file (as a resource file) and names the query; throws naming the list on a bad file. */
export function defineList(file: string | object, query: SQL): ListDefinition {
  const content = typeof file === "string" ? readListFile(file) : file;
  return {
    resource: defineResource(resourceModelOf(loadListFile(content))),
    from: sql`(${query}) AS ${sql.identifier("list_rows")}`,
  };
}

/** The repository's `schemas/lists/` folder, found from this file. */
const LISTS_DIR = new URL("../../../../schemas/lists/", import.meta.url);

function readListFile(name: string): unknown {
  const where = `schemas/lists/${name}.json`;
  const text = readFileSync(new URL(`${name}.json`, LISTS_DIR), "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${where}: not valid JSON (${(error as Error).message})`);
  }
}

/** The request's query string as list parameters; a 400 naming each unknown sort, filter or bad value. */
export function listParamsOf(
  list: ListDefinition,
  query: Readonly<Record<string, unknown>>,
  scope: SQL | undefined,
  extraKeys: readonly string[] = [],
): ListParams {
  return { ...parseListQuery(list.resource, query, extraKeys), scope, from: list.from };
}

/** One page of the list and the total (and `grid.totals` sums) over every matching row. */
export function listPage(db: Db, list: ListDefinition, params: ListParams): Promise<ListResult<ResourceRow>> {
  return listRows(db, list.resource, params);
}

function rowSchema(resource: ResourceDefinition) {
  const properties: Record<string, object> = { id: { type: "integer" } };
  for (const field of resource.fields) properties[field.property] = { type: [field.type, "null"] };
  return { type: "object", required: ["id"], properties };
}

function send(reply: FastifyReply, file: Awaited<ReturnType<typeof exportFile>>) {
  return reply
    .header("content-type", CONTENT_TYPES[file.kind])
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

/** Registers the list's page route and, when its grid exports, the export route. */
export function listEndpoint(app: FastifyInstance, endpoint: ListEndpoint): ListDefinition {
  const list = defineList(endpoint.file, endpoint.query);
  const { resource } = list;
  const config = { access: endpoint.access ?? resource.readAccess };
  const tags = endpoint.tags ?? [`List: ${resource.file.title}`];
  const db = () => app.database.db;
  const scopeParams = endpoint.scopeParams ?? [];
  const registry = (): ResourceRegistry => app.resources;
  type Query = { Querystring: Record<string, unknown> };

  app.get<Query>(
    endpoint.path,
    {
      config,
      schema: {
        tags,
        summary: `${resource.file.title}: page, pageSize, sort, search, filters (${[...resource.filters.keys(), ...resource.ranges.keys()].join(", ") || "none"})`,
        response: { 200: envelopeSchema(listResultSchema(rowSchema(resource))) },
      },
    },
    async (request) => {
      // The query is checked before the scope runs: a bad sort costs a public caller no look-up.
      const params = listParamsOf(list, request.query, undefined, scopeParams);
      return ok(await listPage(db(), list, { ...params, scope: await endpoint.scope?.(request) }));
    },
  );

  if (resource.file.grid.export) {
    app.get<Query>(
      `${endpoint.path}/export`,
      { config, schema: { tags, summary: `${resource.file.title} as CSV or XLSX (format=csv|xlsx)` } },
      async (request, reply) => {
        const kind = fileKindOf(request.query.format);
        const params = listParamsOf(list, request.query, undefined, [...scopeParams, "format"]);
        const scope = await endpoint.scope?.(request);
        return send(reply, await exportFile(db(), registry(), resource, { ...params, scope }, kind));
      },
    );
  }
  return list;
}
