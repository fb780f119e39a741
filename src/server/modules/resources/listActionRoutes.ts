import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { type CopyRequest, copyBodySchema, copyResultSchema } from "../../../contract/resources";
import { ok } from "../../envelope";
import { auditActorOf } from "../audit/requestActor";
import { copyRows } from "./copyRowsService";
import type { ListActionDef } from "./listActionDefinition";
import type { ResourceDefinition } from "./resourceDefinition";

/** `POST /resources/<name>/actions/<action>` for each list action of a file, with its write access. */
export function listActionRoutes(
  app: FastifyInstance,
  resource: ResourceDefinition,
  definitions: readonly ListActionDef[],
): void {
  for (const definition of definitions) {
    const { action, field } = definition;
    app.post<{ Body: CopyRequest }>(
      `/resources/${resource.name}/actions/${action.name}`,
      {
        config: { access: resource.writeAccess },
        schema: {
          tags: [`Resource: ${resource.file.title}`],
          summary: `${action.label}: copies every row whose ${field.property} is "from" into "to", all or nothing; rows already there are skipped`,
          body: copyBodySchema,
          response: { 200: envelopeSchema(copyResultSchema) },
        },
      },
      async (request) => {
        const db = app.database.db;
        const result = await copyRows(db, resource, definition, request.body, auditActorOf(request));
        return ok(result.outcome, result.message);
      },
    );
  }
}
