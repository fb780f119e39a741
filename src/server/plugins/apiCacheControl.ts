import type { FastifyInstance } from "fastify";

/**
 * API answers hold personal data (results, fees, tokens): no browser or proxy cache may keep
 * them, or the next person at a shared computer could read them from the cache. A route that
 * chose its own caching (a file download, say) keeps it.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/api") && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
    return payload;
  });
}
