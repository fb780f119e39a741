import type { FastifyInstance, FastifyReply } from "fastify";
import {
  IMPERSONATE_CLAIM,
  MINUTES_MAX,
  MINUTES_MIN,
  REASON_MAX,
  REASON_MIN,
} from "../../../contract/impersonation";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import { findCandidates } from "./impersonationCandidates";
import {
  endImpersonation,
  refreshImpersonation,
  requestImpersonation,
  startImpersonation,
} from "./impersonationService";

/** The same path as the refresh cookie: only the session calls ever see it. */
const COOKIE_PATH = "/api/Authentication";
const mayImpersonate = { access: { claims: [IMPERSONATE_CLAIM] } } as const;
const userId = { type: "integer", minimum: 1 } as const;

const impersonateBody = {
  type: "object",
  additionalProperties: false,
  required: ["userIdToImpersonate", "reason", "minutes"],
  properties: {
    userIdToImpersonate: userId,
    // Ranges are checked by the service, which names the field in a plain message; the bounds
    // here only keep absurd input out.
    reason: { type: "string", maxLength: 2000, description: `${REASON_MIN} to ${REASON_MAX} characters` },
    minutes: { type: "integer", description: `${MINUTES_MIN} to ${MINUTES_MAX}` },
  },
} as const;

const loginBody = {
  type: "object",
  additionalProperties: false,
  required: ["userIdToImpersonate", "impersonatorId", "token"],
  properties: {
    userIdToImpersonate: userId,
    impersonatorId: userId,
    token: { type: "string", minLength: 1, maxLength: 200 },
  },
} as const;

const candidatesQuery = {
  type: "object",
  additionalProperties: false,
  properties: { search: { type: "string", maxLength: 100 } },
} as const;

/**
 * Impersonation (spec: Authentication impersonation, impersonate, impersonation-login):
 * 1. `POST impersonate` by a super-admin (or holder of the impersonate claim) answers a
 *    single-use start token, valid two minutes, and the /impersonation_login link;
 * 2. `POST impersonation-login` from that page, in the same browser (the impersonator's own
 *    refresh cookie must come with it), answers the user's login response and sets the
 *    impersonation cookie; the impersonator's own session is left as it was;
 * 3. `POST impersonation/refresh-token` renews the access token, never past the session's end;
 * 4. `POST end-impersonation` ends it; the impersonator's refresh cookie then signs them back in.
 */
export async function impersonationRoutes(app: FastifyInstance): Promise<void> {
  const { cookiePrefix, publicUrl, env, jwtSecret } = app.appConfig;
  const sessionCookie = `${cookiePrefix}_impersonation`;
  // Not a secret: tells the page to restore the impersonated session, not the impersonator's.
  const hintCookie = `${cookiePrefix}_impersonating`;
  const refreshCookie = `${cookiePrefix}_refresh`;
  const secure = env === "production" || publicUrl.startsWith("https://");
  const db = () => app.database.db;

  const setSessionCookies = (reply: FastifyReply, token: string, expires: Date) =>
    reply
      .setCookie(sessionCookie, token, {
        httpOnly: true,
        secure,
        sameSite: "strict",
        path: COOKIE_PATH,
        expires,
      })
      .setCookie(hintCookie, "1", { httpOnly: false, secure, sameSite: "strict", path: "/", expires });
  const clearSessionCookies = (reply: FastifyReply) =>
    reply.clearCookie(sessionCookie, { path: COOKIE_PATH }).clearCookie(hintCookie, { path: "/" });

  app.get<{ Querystring: { search?: string } }>(
    "/Authentication/impersonation",
    {
      config: mayImpersonate,
      schema: {
        tags: ["Authentication"],
        summary: "Users who may be impersonated, by user name or full name (at most 10)",
        querystring: candidatesQuery,
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new UnauthorizedError();
      return ok(await findCandidates(db(), user.id, request.query.search ?? ""));
    },
  );

  app.post<{ Body: { userIdToImpersonate: number; reason: string; minutes: number } }>(
    "/Authentication/impersonate",
    {
      config: mayImpersonate,
      schema: {
        tags: ["Authentication"],
        summary: "Ask to act as a user: answers a single-use, two-minute start token",
        body: impersonateBody,
      },
    },
    async (request) => {
      const impersonator = request.user;
      if (!impersonator) throw new UnauthorizedError();
      const ticket = await requestImpersonation(db(), {
        impersonator,
        ...request.body,
        actor: auditActorOf(request),
      });
      return ok(ticket, "Impersonation link ready");
    },
  );

  app.post<{ Body: { userIdToImpersonate: number; impersonatorId: number; token: string } }>(
    "/Authentication/impersonation-login",
    {
      // Public like the login page: the start token and the impersonator's own cookie are the proof.
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "Trade a start token for the impersonated user's session (login response)",
        body: loginBody,
      },
    },
    async (request, reply) => {
      const started = await startImpersonation(db(), jwtSecret, {
        ...request.body,
        impersonatorRefreshToken: request.cookies[refreshCookie],
        actor: auditActorOf(request),
      });
      setSessionCookies(reply, started.sessionToken, started.expiresAt);
      return ok(started.response);
    },
  );

  app.post(
    "/Authentication/impersonation/refresh-token",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "A new access token for the impersonation session (cookie), never past its end",
      },
    },
    async (request, reply) => {
      try {
        return ok(
          await refreshImpersonation(db(), jwtSecret, request.cookies[sessionCookie], auditActorOf(request)),
        );
      } catch (error) {
        clearSessionCookies(reply);
        throw error;
      }
    },
  );

  app.post(
    "/Authentication/end-impersonation",
    {
      // Public so that a session whose access token ran out can still be ended; the cookie (or an
      // impersonated access token) says which.
      config: { access: "public" },
      schema: { tags: ["Authentication"], summary: "End the impersonation session" },
    },
    async (request, reply) => {
      const outcome = await endImpersonation(db(), {
        sessionToken: request.cookies[sessionCookie],
        user: request.user,
        actor: auditActorOf(request),
      });
      clearSessionCookies(reply);
      return ok(outcome, outcome.ended ? "Impersonation ended" : "No impersonation to end");
    },
  );
}
