import type { FastifyInstance } from "fastify";
import type { CopyRequest } from "../../../schema/resourceListAction";
import { envelopeSchema, ok } from "../../envelope";
import { auditActorOf } from "../audit/requestActor";
import { copyRows } from "./copyRowsService";
import type { ListActionDef } from "./listActionDefinition";
import type { ResourceDefinition } from "./resourceDefinition";

const copyBody = {
  type: "object",
  additionalProperties: false,
  required: ["from", "to"],
  properties: { from: { type: "integer", minimum: 1 }, to: { type: "integer", minimum: 1 } },
} as const;

const copyAnswer = envelopeSchema({
  type: "object",
  required: ["copied", "skipped", "children"],
  properties: { copied: { type: "integer" }, skipped: { type: "integer" }, children: { type: "integer" } },
});

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
          body: copyBody,
          response: { 200: copyAnswer },
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
