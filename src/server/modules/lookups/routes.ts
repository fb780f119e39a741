import type { FastifyInstance } from "fastify";
import { envelopeSchema, ok } from "../../envelope";
import { NotFoundError } from "../../errors";
import type { ResourceRegistry } from "../resources/resourceRegistry";
import { listLookup } from "./lookupService";

const optionsSchema = envelopeSchema({
  type: "array",
  items: {
    type: "object",
    required: ["id", "name"],
    properties: { id: { type: ["integer", "string"] }, name: { type: "string" } },
  },
});

/**
 * `GET /Lookups/<name>` for every lookup source among the resource files, each with its own
 * access; any other name answers a 404 that says so.
 */
export async function lookupRoutes(app: FastifyInstance, { registry }: { registry: ResourceRegistry }) {
  for (const source of registry.lookups.values()) {
    app.get(
      `/Lookups/${source.name}`,
      {
        config: { access: source.access },
        schema: {
          tags: ["Lookups"],
          summary: `Options of ${source.resource.file.title} (active rows, by name)`,
          response: { 200: optionsSchema },
        },
      },
      async () => ok(await listLookup(app.database.db, source)),
    );
  }
  app.get<{ Params: { name: string } }>(
    "/Lookups/:name",
    { config: { access: "public" }, schema: { hide: true } },
    async (request) => {
      throw new NotFoundError(`There is no lookup list named "${request.params.name}".`);
    },
  );
}
