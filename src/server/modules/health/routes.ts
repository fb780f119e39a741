import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { healthSchema } from "../../../contract/health";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    "/health",
    {
      config: { access: "public" },
      // Monitors call this every few seconds; only problems are worth a log line.
      logLevel: app.appConfig.logLevel === "silent" ? "silent" : "warn",
      schema: {
        tags: ["Health"],
        summary: "Liveness and database reachability, for load balancers and monitors",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: "ok", db: "ok" } as const;
      } catch (error) {
        request.log.warn({ err: error }, "health check: database did not answer");
        return reply.status(503).send({ status: "degraded", db: "down" });
      }
    },
  );
}
