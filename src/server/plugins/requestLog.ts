import type { FastifyInstance } from "fastify";

/** One log line per request, when it is answered: `GET /api/health 200 (3 ms)`. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      `${request.method} ${request.url} ${reply.statusCode} (${Math.round(reply.elapsedTime)} ms)`,
    );
  });
}
