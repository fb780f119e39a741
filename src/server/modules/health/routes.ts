import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/health",
    {
      config: { access: "public" },
      // Monitors call this every few seconds; only problems are worth a log line.
      logLevel: app.appConfig.logLevel === "silent" ? "silent" : "warn",
      schema: {
        tags: ["Health"],
        summary: "Liveness and database reachability, for load balancers and monitors",
        response: {
          200: { type: "object", properties: { status: { type: "string" }, db: { type: "string" } } },
          503: { type: "object", properties: { status: { type: "string" }, db: { type: "string" } } },
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: "ok", db: "ok" };
      } catch (error) {
        request.log.warn({ err: error }, "health check: database did not answer");
        return reply.status(503).send({ status: "degraded", db: "down" });
      }
    },
  );
}
