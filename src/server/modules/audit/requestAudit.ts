import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "./auditService";
import { auditActorOf } from "./requestActor";

/** Routes that record their own outcome (a failed sign-in is on record already, by name typed). */
const SELF_AUDITED = new Set(["/api/Authentication/login", "/api/Authentication/two-factor-authentication"]);

/** Whether the request came with something meant to prove who it is: a bearer token or a session cookie. */
function presentedCredentials(request: FastifyRequest, sessionCookies: readonly string[]): boolean {
  if (request.headers.authorization) return true;
  return sessionCookies.some((name) => request.cookies?.[name] !== undefined);
}

/**
 * The request trail, written before the response leaves (so it is there when the caller sees
 * the answer):
 * - every refused request: each 403, and each 401 that presented a token or session cookie (a
 *   stolen, forged or replayed one is worth knowing about; a visitor who never signed in is not);
 * - every request made while impersonating, whatever its answer, with both people on record.
 * Only the method, route, path (never the query string), status, address and browser are kept:
 * never a body, a header value or a token. A failure to write is logged, not turned into an error
 * for the caller, who has already been answered by the route.
 */
export function registerRequestAudit(app: FastifyInstance): void {
  const prefix = app.appConfig.cookiePrefix;
  const sessionCookies = [`${prefix}_refresh`, `${prefix}_impersonation`];
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.url.split("?")[0] ?? "";
    if (!path.startsWith("/api/")) return payload;
    const status = reply.statusCode;
    const route = request.routeOptions.url ?? path;
    const who = request.user ?? request.refusedUser;
    const denied =
      status === 403 ||
      (status === 401 && !SELF_AUDITED.has(route) && presentedCredentials(request, sessionCookies));
    const impersonating = who?.impersonatorId !== undefined;
    if (!denied && !impersonating) return payload;

    const actor = auditActorOf(request);
    try {
      await recordAudit(app.database.db, {
        ...actor,
        actorId: who?.id ?? null,
        actorName: who?.userName ?? null,
        impersonatorId: who?.impersonatorId ?? null,
        action: denied ? (status === 403 ? "access denied" : "unauthorised") : "impersonated request",
        entity: denied ? "authorisation" : "impersonation",
        entityId: denied ? `${request.method} ${route}`.slice(0, 300) : String(who?.impersonationId ?? ""),
        after: { method: request.method, route, path: path.slice(0, 300), status },
      });
    } catch (error) {
      request.log.error({ err: error }, "could not write the request audit entry");
    }
    return payload;
  });
}
