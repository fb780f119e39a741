import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { lookupOptionsSchema } from "../../../contract/lookups";
import { ok } from "../../envelope";
import { NotFoundError } from "../../errors";
import type { ResourceRegistry } from "../resources/resourceRegistry";
import { declareLookup } from "./lookupDeclaration";
import { parseLookupFilters } from "./lookupFilters";
import { listLookup } from "./lookupService";

const optionsSchema = envelopeSchema(lookupOptionsSchema);

/**
 * `GET /Lookups/<name>` for every lookup source among the resource files, each with its own
 * access, narrowed by the filters its file declares (`/Lookups/lgas?stateId=25`); any other name
 * answers a 404 that says so.
 */
export async function lookupRoutes(app: FastifyInstance, { registry }: { registry: ResourceRegistry }) {
  for (const source of registry.lookups.values()) {
    const declaration = declareLookup(source);
    const filterNames = [...declaration.filters.keys()];
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
              [...declaration.filters].map(([name, field]) => [name, { type: "string", title: field.title }]),
            ),
          },
          response: { 200: optionsSchema },
        },
      },
      async (request) =>
        ok(await listLookup(app.database.db, declaration, parseLookupFilters(declaration, request.query))),
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
