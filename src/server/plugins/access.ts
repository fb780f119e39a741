import type { FastifyInstance } from "fastify";

/**
 * Who may call a route. Every route under /api must declare one; the server refuses to start
 * otherwise, so a forgotten declaration can never ship as an open route.
 */
export type Access = "public" | { roles: readonly string[] } | { claims: readonly string[] };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export class MissingAccessError extends Error {
  override name = "MissingAccessError";
}

export function requireAccessDeclarations(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith("/api")) return;
    if (!route.config?.access) {
      const methods = Array.isArray(route.method) ? route.method.join(",") : route.method;
      throw new MissingAccessError(`Route ${methods} ${url} declares no access (config.access)`);
    }
  });
}
