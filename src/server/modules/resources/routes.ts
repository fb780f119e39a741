import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { type IdParams as IdParamsOf, idParamsSchema } from "../../../contract/ids";
import { listResultSchema } from "../../../contract/lists";
import { type ActiveBody, activeBodySchema } from "../../../contract/resources";
import { ok } from "../../envelope";
import { NotFoundError, UnauthorizedError } from "../../errors";
import { readUploadedFile, registerUploads } from "../../plugins/uploads";
import { auditActorOf } from "../audit/requestActor";
import { defineListActions } from "./listActionDefinition";
import { listActionRoutes } from "./listActionRoutes";
import { parseFixedValues, parseListQuery } from "./listQuery";
import type { ResourceDefinition } from "./resourceDefinition";
import type { ResourceRegistry } from "./resourceRegistry";
import { createRow, deleteRow, getRow, listRows, setRowActive, updateRow } from "./resourceService";
import { applyRowAction } from "./rowActionService";
import { takeRowActionStep, workflowOfRowAction } from "./rowActionWorkflow";
import { type RowGuards, rowGuards } from "./rowGuards";
import { readUploadedSheet } from "./sheetReader";
import { CONTENT_TYPES } from "./spreadsheet";
import type { ScopedAccess } from "./staffScope";
import { exportFile, type FileAnswer, fileKindOf, templateFile } from "./transferFiles";
import { uploadRows } from "./uploadService";

type IdParams = IdParamsOf;
type Query = Record<string, unknown>;

const idParams = idParamsSchema;

/** The row's JSON shape for the OpenAPI document and the serializer. */
function rowSchema(resource: ResourceDefinition) {
  const properties: Record<string, object> = { id: { type: "integer" } };
  for (const field of resource.fields) {
    if (!field.writeOnly) properties[field.property] = { type: [field.type, "null"], title: field.title };
  }
  return { type: "object", required: ["id"], properties };
}

function sendFile(reply: FastifyReply, file: FileAnswer) {
  return reply
    .header("content-type", CONTENT_TYPES[file.kind])
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.body);
}

const readUpload = (request: FastifyRequest) =>
  readUploadedFile(request, "Choose a CSV or Excel file to upload.");

/** The routes of one resource, each declaring read or write access from the file. */
async function oneResource(
  app: FastifyInstance,
  resource: ResourceDefinition,
  registry: ResourceRegistry,
  guards: RowGuards,
) {
  const db = () => app.database.db;
  const guardOf = (request: FastifyRequest, access: ScopedAccess) =>
    guards.of(resource, request.user, access);
  const read = { access: resource.readAccess };
  const write = { access: resource.writeAccess };
  const tags = [`Resource: ${resource.file.title}`];
  const row = rowSchema(resource);
  const saved = { 200: envelopeSchema(row), 201: envelopeSchema(row) };
  const base = `/resources/${resource.name}`;

  app.get<{ Querystring: Query }>(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: `List ${resource.file.title.toLowerCase()}: page, pageSize (5/10/15/20/30), sort, search, filters (${[...resource.filters.keys()].join(", ") || "none"})`,
        response: {
          200: envelopeSchema(listResultSchema(row)),
        },
      },
    },
    async (request) => {
      const params = parseListQuery(resource, request.query);
      return ok(await listRows(db(), resource, { ...params, scope: guardOf(request, "read")?.scope }));
    },
  );

  if (resource.file.grid.export) {
    app.get<{ Querystring: Query }>(
      `${base}/export`,
      { config: read, schema: { tags, summary: "Export the list query as CSV or XLSX (format=csv|xlsx)" } },
      async (request, reply) => {
        const kind = fileKindOf(request.query.format);
        const params = parseListQuery(resource, request.query, ["format"]);
        const scoped = { ...params, scope: guardOf(request, "read")?.scope };
        return sendFile(reply, await exportFile(db(), registry, resource, scoped, kind));
      },
    );
  }

  if (resource.file.grid.upload) {
    app.get<{ Querystring: Query }>(
      `${base}/template`,
      { config: write, schema: { tags, summary: "Upload template (format=csv|xlsx): the header row" } },
      async (request, reply) =>
        sendFile(reply, await templateFile(resource, fileKindOf(request.query.format))),
    );

    app.post(
      `${base}/upload`,
      {
        config: write,
        schema: {
          tags,
          summary:
            "Create rows from a CSV or XLSX file, all or nothing; filters in the query (a preset's screen) fill every row's empty cells",
          consumes: ["multipart/form-data"],
        },
      },
      async (request, reply) => {
        // Checked before the file is read: a bad value answers at once.
        const fixed = parseFixedValues(resource, request.query as Readonly<Record<string, unknown>>);
        const { bytes, fileName } = await readUpload(request);
        const sheet = await readUploadedSheet(bytes, String(request.user?.id));
        const outcome = await uploadRows(
          db(),
          registry,
          resource,
          sheet,
          auditActorOf(request),
          fileName,
          guardOf(request, "write"),
          fixed,
        );
        if (outcome.errors.length > 0) {
          // The error envelope plus `data.created: 0`, so the screen can say plainly that nothing was saved.
          return reply.status(400).send({
            success: false,
            title: "Upload failed",
            message: `Nothing was saved: ${outcome.errors.length === 1 ? "1 problem was" : `${outcome.errors.length} problems were`} found in the file.`,
            errors: outcome.errors,
            data: { created: 0 },
          });
        }
        const noun =
          outcome.created === 1 ? resource.singular.toLowerCase() : resource.file.title.toLowerCase();
        return ok({ created: outcome.created }, `${outcome.created} ${noun} uploaded`);
      },
    );
  }

  app.get<{ Params: IdParams }>(
    `${base}/:id`,
    { config: read, schema: { tags, params: idParams, response: { 200: envelopeSchema(row) } } },
    async (request) => ok(await getRow(db(), resource, request.params.id, guardOf(request, "read"))),
  );

  app.post(`${base}`, { config: write, schema: { tags, response: saved } }, async (request, reply) => {
    const result = await createRow(
      db(),
      resource,
      request.body,
      auditActorOf(request),
      guardOf(request, "write"),
    );
    return reply.status(201).send(ok(result.row, result.message));
  });

  app.put<{ Params: IdParams }>(
    `${base}/:id`,
    { config: write, schema: { tags, params: idParams, response: saved } },
    async (request) => {
      const { id } = request.params;
      const guard = guardOf(request, "write");
      const result = await updateRow(db(), resource, id, request.body, auditActorOf(request), guard);
      return ok(result.row, result.message);
    },
  );

  if (resource.activeField) {
    app.patch<{ Params: IdParams; Body: ActiveBody }>(
      `${base}/:id/active`,
      { config: write, schema: { tags, params: idParams, body: activeBodySchema, response: saved } },
      async (request) => {
        const { id } = request.params;
        const { active } = request.body;
        const guard = guardOf(request, "write");
        const result = await setRowActive(db(), resource, id, active, auditActorOf(request), guard);
        return ok(result.row, result.message);
      },
    );
  }

  app.delete<{ Params: IdParams }>(
    `${base}/:id`,
    { config: write, schema: { tags, params: idParams } },
    async (request) => {
      const guard = guardOf(request, "write");
      return ok(null, await deleteRow(db(), resource, request.params.id, auditActorOf(request), guard));
    },
  );

  // One route per row action, so each is declared (and listed in the OpenAPI document) on its own.
  for (const definition of resource.rowActions) {
    const { action } = definition;
    // A workflow's step: the workflow checks who and from where, stamps, audits and notifies.
    const workflow = action.workflow ? workflowOfRowAction(app.workflows, resource, definition) : undefined;
    const what = workflow
      ? `takes step "${action.name}" of workflow ${workflow.name}`
      : `sets ${Object.keys(action.set ?? {}).join(", ")} on a row${action.when ? ` whose ${Object.keys(action.when).join(", ")} match` : ""}`;
    app.post<{ Params: IdParams }>(
      `${base}/:id/actions/${action.name}`,
      {
        config: write,
        schema: {
          tags,
          summary: `${action.label}: ${what} (409 otherwise)`,
          params: idParams,
          response: { 200: envelopeSchema(row) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (workflow) {
          if (!request.user) throw new UnauthorizedError();
          const caller = { user: request.user, audit: auditActorOf(request) };
          const result = await takeRowActionStep(db(), resource, workflow, definition, id, caller);
          return ok(result.row, result.message);
        }
        const guard = guardOf(request, "write");
        const result = await applyRowAction(db(), resource, definition, id, auditActorOf(request), guard);
        return ok(result.row, result.message);
      },
    );
  }
  if (resource.rowActions.length > 0) {
    // A misspelt action gets a 404 naming the actions there are (the static routes above win).
    const known = resource.rowActions.map(({ action }) => action.name).join(", ");
    app.post<{ Params: { id: string; action: string } }>(
      `${base}/:id/actions/:action`,
      { config: write, schema: { hide: true } },
      async (request) => {
        throw new NotFoundError(
          `${resource.file.title} have no action "${request.params.action}"; the actions are: ${known}.`,
        );
      },
    );
  }
}

/**
 * The generic resource module: every resource file of `app.resources` (read and checked once, at
 * start-up) becomes `/resources/<name>` (list, read, create, update, activate, delete, upload,
 * template, export). Its lookups are served by `modules/lookups`.
 */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  const registry = app.resources;
  // Only this module takes files; the limits here are the upload limits.
  await registerUploads(app);
  // Object-level checks, resolved (and the files' staff scopes checked) once, at start-up.
  const guards = rowGuards(registry);
  const listActions = defineListActions(registry);
  for (const resource of registry.resources.values()) {
    await oneResource(app, resource, registry, guards);
    listActionRoutes(app, resource, listActions.get(resource.name) ?? []);
  }

  // An unknown resource name gets a 404 that says so (the static routes above win over these).
  const unknown = async (request: { params: { name: string } }) => {
    throw new NotFoundError(`There is no list named "${request.params.name}".`);
  };
  const everyMethod = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
  for (const url of ["/resources/:name", "/resources/:name/*"]) {
    app.route<{ Params: { name: string } }>({
      method: [...everyMethod],
      url,
      config: { access: "public" },
      schema: { hide: true },
      handler: async (request) => {
        if (!registry.resources.has(request.params.name)) return unknown(request);
        throw new NotFoundError(`No route ${request.method} ${request.url.split("?")[0]}`);
      },
    });
  }
}
