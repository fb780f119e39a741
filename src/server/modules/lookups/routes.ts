import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { lookupOptionsSchema } from "../../../contract/lookups";
import { ok } from "../../envelope";
import { NotFoundError } from "../../errors";
import { parseLookupFilters } from "./lookupFilters";
import { listLookup } from "./lookupService";

const optionsSchema = envelopeSchema(lookupOptionsSchema);

/**
 * `GET /Lookups/<name>` for every lookup source among the resource files, each with its own
 * access, narrowed by the filters its file declares (`/Lookups/lgas?stateId=25`); any other name
 * answers a 404 that says so.
 */
export async function lookupRoutes(app: FastifyInstance) {
  for (const source of app.resources.lookups.values()) {
    const filterNames = [...source.filters.keys()];
    app.get<{ Querystring: Record<string, unknown> }>(
      `/Lookups/${source.name}`,
      {
        config: { access: source.access },
        schema: {
          tags: ["Lookups"],
          summary: `Options of ${source.resource.file.title} (active rows)${
            filterNames.length ? `, optionally only those with the given ${filterNames.join(", ")}` : ""
          }`,
          // Documents the declared filters; parseLookupFilters checks them with messages naming each.
          querystring: {
            type: "object",
            properties: Object.fromEntries(
              [...source.filters].map(([name, field]) => [name, { type: "string", title: field.title }]),
            ),
          },
          response: { 200: optionsSchema },
        },
      },
      async (request) =>
        ok(await listLookup(app.database.db, source, parseLookupFilters(source, request.query))),
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
