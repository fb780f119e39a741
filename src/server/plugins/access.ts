import type { FastifyInstance, FastifyRequest } from "fastify";
import { IMPERSONATION_MESSAGES } from "../../contract/impersonation";
import { type Access, isAllowed } from "../../schema/access";
import { ForbiddenError, UnauthorizedError } from "../errors";
import { registerRequestAudit } from "../modules/audit/requestAudit";
import { type AuthUser, verifyAccessToken } from "../modules/auth/accessToken";
import { SessionCache } from "../modules/auth/sessionCache";
import { isSessionLive, SESSION_ENDED } from "../modules/auth/sessionCheck";

// Every route under /api must declare its Access; the server refuses to start otherwise, so a
// forgotten declaration can never ship as an open route. The rule itself is in src/schema/access.ts.
export { type Access, isAllowed, SUPER_ADMIN_ROLE } from "../../schema/access";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the access-matrix test and the docs. */
    accessTable: DeclaredRoute[];
    /**
     * Whether a validly signed token is still honoured: an impersonated one only while its
     * impersonation session lives. The impersonation module decorates it
     * (registerImpersonationCheck), so access control needs no import of that module.
     */
    isTokenLive: (user: AuthUser) => Promise<boolean>;
    /** Sessions found live in the last few seconds (modules/auth/sessionCache.ts). */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** Set for every route that is not public (and for public ones when a valid token is sent). */
    user?: AuthUser;
    /**
     * A validly signed token that is no longer honoured (its session or impersonation has ended):
     * never trusted for access, kept only so the audit trail can say whose request was refused.
     */
    refusedUser?: AuthUser;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

export class MissingAccessError extends Error {
  override name = "MissingAccessError";
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
}

/** Methods that never change anything: every other request may end a session. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerAccessControl(app: FastifyInstance): void {
  const table: DeclaredRoute[] = [];
  app.decorate("accessTable", table);
  const sessions = new SessionCache(true);
  app.decorate("sessionCache", sessions);
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stopListening = app.database.listen(
      "session_ended",
      (payload) => sessions.forget(payload),
      (up) => sessions.setListening(up),
    );
  });
  app.addHook("onClose", async () => stopListening?.());
  // A request that may have ended a session (its own or another's) clears what this process
  // remembers before its answer leaves, so the very next request is checked against the database.
  app.addHook("onSend", async (request, _reply, payload) => {
    if (!READS.has(request.method)) sessions.forgetAll();
    return payload;
  });
  app.addHook("onRoute", (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith("/api")) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (!access)
      throw new MissingAccessError(`Route ${methods.join(",")} ${url} declares no access (config.access)`);
    for (const method of methods) if (method !== "HEAD") table.push({ method, url, access });
  });

  // onRequest, before the body is even parsed: a caller without access learns nothing about the
  // route (not even its validation rules), and no work is done for them.
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // pages and static files
    const token = bearerToken(request);
    let user = token ? verifyAccessToken(token, app.appConfig.jwtSecret) : undefined;
    // A token stops working the moment its session ends (sign-out, deactivation, the end of an
    // impersonation), not when it runs out.
    let refusal: string | undefined;
    if (user && !(await app.isTokenLive(user))) refusal = IMPERSONATION_MESSAGES.ended;
    else if (user && !(await isSessionLive(app.database.db, user, sessions))) refusal = SESSION_ENDED;
    if (refusal) {
      request.refusedUser = user;
      user = undefined;
    }
    if (user) request.user = user;
    if (access === "public") return;
    if (!user)
      throw new UnauthorizedError(
        refusal ?? (token ? "Your session has expired. Please sign in again." : undefined),
      );
    if (!isAllowed(user, access)) throw new ForbiddenError();
  });

  app.addHook("onReady", async () => {
    if (!app.hasDecorator("isTokenLive"))
      throw new Error("Access control needs app.isTokenLive: call registerImpersonationCheck(app)");
  });

  // Refusals and everything done while impersonating are on record (modules/audit/requestAudit).
  registerRequestAudit(app);
}
