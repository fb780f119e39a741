import type { FastifyInstance } from "fastify";
import type { ResourceFile } from "../../../src/schema/resourceFile";
import type { Json, Schema } from "./schemaValues";

/** A route of the real app as the fuzzer sees it: its schemas, from the OpenAPI document. */
export interface FuzzRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Fastify's pattern, e.g. /api/resources/departments/:id */
  url: string;
  params: Record<string, { schema: Schema; required: boolean }>;
  query: Record<string, { schema: Schema; required: boolean }>;
  /** The body's schema and a value it likely accepts; undefined for routes without a body. */
  body?: { schema: Schema; base?: Json };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, "{$1}");
}

/**
 * Every registered /api route (the access table holds them all, hidden ones too) with the schemas
 * the OpenAPI document gives it. Generic resource writes validate against their resource file, so
 * for those the file's schema and first valid example stand in for the route's.
 */
export function routeCatalogue(app: FastifyInstance, resourceFiles: readonly ResourceFile[]): FuzzRoute[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const files = new Map(resourceFiles.map((file) => [file.name, file]));
  return app.accessTable.map(({ method, url }) => {
    const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()] ?? {};
    const route: FuzzRoute = { method: method as FuzzRoute["method"], url, params: {}, query: {} };
    for (const parameter of operation.parameters ?? []) {
      const part =
        parameter.in === "path" ? route.params : parameter.in === "query" ? route.query : undefined;
      if (part)
        part[parameter.name] = { schema: parameter.schema ?? {}, required: parameter.required === true };
    }
    for (const name of url.match(/:([A-Za-z]+)/g) ?? []) {
      route.params[name.slice(1)] ??= { schema: { type: "string" }, required: true };
    }
    const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
    const resource = /^\/api\/resources\/([a-z-]+)(\/:id)?$/.exec(url);
    const file = resource ? files.get(resource[1] as string) : undefined;
    if (file && (method === "POST" || method === "PUT")) {
      route.body = {
        schema: { ...(file.schema as Schema), additionalProperties: false },
        base: file.examples?.valid?.[0] as Json | undefined,
      };
    } else if (WITH_BODY.has(method)) {
      route.body = { schema: bodySchema ?? { type: "object" } };
    }
    return route;
  });
}
