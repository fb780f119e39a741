import type { FastifyInstance, FastifyReply } from "fastify";
import {
  APPLICATION_TYPE_EDITOR_ROLES,
  checkResultSchema,
  draftSavedSchema,
  type PreviewParams,
  type PublishBody,
  previewParamsSchema,
  publishBodySchema,
  publishedTypeSchema,
  publishResultSchema,
  type TypeDefinition,
  type TypeFilesBody,
  type TypeParams,
  type TypeVersionParams,
  typeDefinitionSchema,
  typeFilesSchema,
  typeFilesViewSchema,
  typeParamsSchema,
  typeSummarySchema,
  typeVersionParamsSchema,
} from "../../../contract/applicationTypes";
import { envelopeSchema } from "../../../contract/envelope";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { readApplicationFolders } from "../../../schema/publishedTypes/readApplicationFolders";
import { diffFormSchemas } from "../../../schema/publishedTypes/schemaDiff";
import type { Db } from "../../db/database";
import { ok } from "../../envelope";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { recordAudit } from "../audit/auditService";
import { auditActorOf } from "../audit/requestActor";
import { ApplicationTypeRegistry, type TypeVersion } from "./typeRegistry";

declare module "fastify" {
  interface FastifyInstance {
    /** Application types as published versions (modules/applicationTypes). */
    applicationTypeRegistry: ApplicationTypeRegistry;
  }
}

const editors = { roles: APPLICATION_TYPE_EDITOR_ROLES };
/** How often a server process looks for application types published by another process. */
export const PUBLISHED_ELSEWHERE_POLL_MS = 10_000;
const tags = ["Application types"];
const NO_TYPE = "There is no such application type.";
const NO_VERSION = "There is no such version of this application type.";

export const validatorsUrl = (typeKey: string, version: number) =>
  `/api/ApplicationTypes/${typeKey}/versions/${version}/validators.js`;

function definition(found: TypeVersion): TypeDefinition {
  const { meta, schema, uiSchema, sections } = found.type;
  return {
    typeKey: found.typeKey,
    version: found.version,
    meta: meta as unknown as Record<string, unknown>,
    schema: schema as Record<string, unknown>,
    uiSchema: uiSchema as Record<string, unknown>,
    sections: sections as unknown as Record<string, unknown>[],
    validatorsUrl: validatorsUrl(found.typeKey, found.version),
  };
}

/** A generated module: JavaScript from our own origin (the CSP's `script-src 'self'`). */
function sendModule(reply: FastifyReply, code: string, immutable: boolean) {
  return reply
    .type("text/javascript; charset=utf-8")
    .header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-store")
    .header("x-content-type-options", "nosniff")
    .send(code);
}

/** The registry of type versions (typeRegistry.ts), at the app's root so the drafts module reads it too. */
export async function registerApplicationTypeRegistry(app: FastifyInstance, schemasDir?: URL): Promise<void> {
  const { folders, library, fragments } = await readApplicationFolders(schemasDir);
  const registry = new ApplicationTypeRegistry(
    () => app.database.db,
    folders,
    library,
    // The app's list of types, refreshed in place on publish (modules read it by reference).
    app.applicationTypes as ApplicationType[],
    fragments,
  );
  app.decorate("applicationTypeRegistry", registry);
  // After the migrations (main.ts runs them first): the repository's folders become version 1.
  let stopWatching = () => {};
  app.addHook("onReady", async () => {
    await registry.start();
    // Another process's publish reaches this one's sign-in and invoice lists within the interval.
    stopWatching = registry.watch(PUBLISHED_ELSEWHERE_POLL_MS, (error) =>
      app.log.warn({ err: error }, "could not check for application types published elsewhere"),
    );
  });
  app.addHook("onClose", async () => {
    stopWatching();
    registry.close();
  });
}

/**
 * /api/ApplicationTypes — published application types (public: what applicants' pages render),
 * their validators for the browser, and the registry's editor: check with live preview, save a
 * draft, publish a version (audited).
 */
export async function applicationTypeRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const registry = app.applicationTypeRegistry;

  const latestOf = async (typeKey: string): Promise<TypeVersion> => {
    const found = await registry.latest(typeKey);
    if (!found) throw new NotFoundError(NO_TYPE);
    return found;
  };

  app.get(
    "/ApplicationTypes",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The newest published version of every application type (their meta.json)",
        response: { 200: envelopeSchema({ type: "array", items: publishedTypeSchema }) },
      },
    },
    async () => {
      const types = await Promise.all(
        app.applicationTypes.map(async (type) => ({
          typeKey: type.meta.id,
          version: (await registry.latestVersion(type.meta.id)) ?? 1,
          meta: type.meta as unknown as Record<string, unknown>,
        })),
      );
      return ok(types);
    },
  );

  app.get<{ Params: TypeParams }>(
    "/ApplicationTypes/:type/latest",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The newest published version of a type, ready to render",
        params: typeParamsSchema,
        response: { 200: envelopeSchema(typeDefinitionSchema) },
      },
    },
    async (request) => ok(definition(await latestOf(request.params.type))),
  );

  app.get<{ Params: TypeVersionParams }>(
    "/ApplicationTypes/:type/versions/:version",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A published version of a type (an application keeps the version it was filled with)",
        params: typeVersionParamsSchema,
        response: { 200: envelopeSchema(typeDefinitionSchema) },
      },
    },
    async (request) => {
      const found = await registry.version(request.params.type, request.params.version);
      if (!found) throw new NotFoundError(NO_VERSION);
      return ok(definition(found));
    },
  );

  app.get<{ Params: TypeVersionParams }>(
    "/ApplicationTypes/:type/versions/:version/validators.js",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The browser's precompiled validators of a published version (an ES module)",
        params: typeVersionParamsSchema,
      },
    },
    async (request, reply) => {
      const code = await registry.validatorModule(request.params.type, request.params.version);
      if (code === undefined) throw new NotFoundError(NO_VERSION);
      return sendModule(reply, code, true);
    },
  );

  app.get<{ Params: PreviewParams }>(
    "/ApplicationTypes/preview/:hash/validators.js",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The validators of a checked, unpublished draft (the editor's live preview)",
        params: previewParamsSchema,
      },
    },
    async (request, reply) => {
      const code = registry.previewModule(request.params.hash);
      if (code === undefined) throw new NotFoundError("This preview has expired; check the form again.");
      return sendModule(reply, code, false);
    },
  );

  // --- The registry's editor -------------------------------------------------------------------

  app.get(
    "/ApplicationTypes/admin/types",
    {
      config: { access: editors },
      schema: {
        tags,
        summary: "Every application type with its versions and draft",
        response: { 200: envelopeSchema({ type: "array", items: typeSummarySchema }) },
      },
    },
    async () => {
      const rows = await registry.list();
      const byType = new Map<string, typeof rows>();
      for (const row of rows) byType.set(row.typeKey, [...(byType.get(row.typeKey) ?? []), row]);
      return ok(
        [...byType].map(([typeKey, versions]) => {
          const published = versions.filter((row) => row.status === "published");
          const newest = published[0] ?? versions[0];
          return {
            typeKey,
            name: String(newest?.meta.name ?? typeKey),
            latestVersion: published[0]?.version ?? null,
            versions: versions.map((row) => ({
              version: row.version,
              status: row.status,
              publishedAt: row.publishedAt?.toISOString() ?? null,
              publishedBy: row.publishedByName,
              updatedAt: row.updatedAt.toISOString(),
            })),
          };
        }),
      );
    },
  );

  app.get<{ Params: TypeVersionParams }>(
    "/ApplicationTypes/admin/:type/versions/:version",
    {
      config: { access: editors },
      schema: {
        tags,
        summary: "A version's files as stored (a draft too), for the editor",
        params: typeVersionParamsSchema,
        response: { 200: envelopeSchema(typeFilesViewSchema) },
      },
    },
    async (request) => {
      const row = await registry.row(request.params.type, request.params.version);
      if (!row) throw new NotFoundError(NO_VERSION);
      const { typeKey, version, status, meta, schema, uiSchema } = row;
      return ok({ typeKey, version, status, meta, schema, uiSchema });
    },
  );

  app.post<{ Params: TypeParams; Body: TypeFilesBody }>(
    "/ApplicationTypes/admin/:type/check",
    {
      config: { access: editors },
      schema: {
        tags,
        summary: "Check files against the engine's meta-schema; when they pass, the live preview",
        params: typeParamsSchema,
        body: typeFilesSchema,
        response: { 200: envelopeSchema(checkResultSchema) },
      },
    },
    async (request) => {
      const { type } = request.params;
      const result = await registry.preview(type, request.body);
      const latest = await registry.latest(type);
      const changes = result.type && latest ? diffFormSchemas(latest.type.schema, result.type.schema) : [];
      return ok({
        problems: result.problems,
        changes,
        ...(latest ? { changesFrom: latest.version } : {}),
        preview:
          result.type && result.hash
            ? {
                meta: result.type.meta as unknown as Record<string, unknown>,
                schema: result.type.schema as Record<string, unknown>,
                uiSchema: result.type.uiSchema as Record<string, unknown>,
                sections: result.type.sections as unknown as Record<string, unknown>[],
                validatorsUrl: `/api/ApplicationTypes/preview/${result.hash}/validators.js`,
              }
            : null,
      });
    },
  );

  app.put<{ Params: TypeParams; Body: TypeFilesBody }>(
    "/ApplicationTypes/admin/:type/draft",
    {
      config: { access: editors },
      schema: {
        tags,
        summary: "Save the editor's unpublished work as the type's draft",
        params: typeParamsSchema,
        body: typeFilesSchema,
        response: { 200: envelopeSchema(draftSavedSchema) },
      },
    },
    async (request) => {
      const { type } = request.params;
      const version = await registry.saveDraft(type, request.body);
      await recordAudit(db(), {
        ...auditActorOf(request),
        action: "save_draft",
        entity: "application_type_versions",
        entityId: `${type}@${version}`,
      });
      return ok({ typeKey: type, version }, "Draft saved");
    },
  );

  app.post<{ Params: TypeParams; Body: PublishBody }>(
    "/ApplicationTypes/admin/:type/publish",
    {
      config: { access: editors },
      schema: {
        tags,
        summary: "Publish the files as the type's next version (a new type's first); audited",
        params: typeParamsSchema,
        body: publishBodySchema,
        response: { 201: envelopeSchema(publishResultSchema) },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      const { isNew, ...files } = request.body;
      const latest = await registry.latest(type);
      if (isNew && latest)
        throw new ConflictError(
          `An application type "${type}" already exists: edit it to publish a new version.`,
        );
      if (!isNew && !latest) throw new NotFoundError(NO_TYPE);
      const checked = await registry.check(type, files);
      if (!checked.type) throw new ValidationError(checked.problems);
      const changes = latest ? diffFormSchemas(latest.type.schema, checked.type.schema) : [];
      const actor = auditActorOf(request);
      const published = await db().transaction(async (tx) => {
        // Stored whole: `extends` and UI fragments of pasted files resolved, as the folders are.
        const result = await registry.publish(tx as unknown as Db, type, checked.files ?? files, {
          id: actor.actorId,
          name: request.user?.userName ?? null,
        });
        await recordAudit(tx as unknown as Db, {
          ...actor,
          action: "publish",
          entity: "application_type_versions",
          entityId: `${type}@${result.version}`,
          before: result.previous === undefined ? null : { version: result.previous },
          after: { typeKey: type, version: result.version, name: checked.type?.meta.name, changes },
        });
        return result;
      });
      await registry.reload();
      return reply
        .status(201)
        .send(
          ok(
            { typeKey: type, version: published.version, changes },
            `Published version ${published.version}`,
          ),
        );
    },
  );
}
