import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { loginEnvelopeSchema } from "../../../contract/auth";
import { envelopeSchema } from "../../../contract/envelope";
import {
  candidateSchema,
  candidatesQuerySchema,
  endImpersonationSchema,
  IMPERSONATE_CLAIM,
  impersonateBodySchema,
  impersonationLoginBodySchema,
  ticketSchema,
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
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();

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

  api.get(
    "/Authentication/impersonation",
    {
      config: mayImpersonate,
      schema: {
        tags: ["Authentication"],
        summary: "Users who may be impersonated, by user name or full name (at most 10)",
        querystring: candidatesQuerySchema,
        response: { 200: envelopeSchema({ type: "array", items: candidateSchema }) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new UnauthorizedError();
      return ok(await findCandidates(db(), user.id, request.query.search ?? ""));
    },
  );

  api.post(
    "/Authentication/impersonate",
    {
      config: mayImpersonate,
      schema: {
        tags: ["Authentication"],
        summary: "Ask to act as a user: answers a single-use, two-minute start token",
        body: impersonateBodySchema,
        response: { 200: envelopeSchema(ticketSchema) },
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

  api.post(
    "/Authentication/impersonation-login",
    {
      // Public like the login page: the start token and the impersonator's own cookie are the proof.
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "Trade a start token for the impersonated user's session (login response)",
        body: impersonationLoginBodySchema,
        response: { 200: loginEnvelopeSchema },
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

  api.post(
    "/Authentication/impersonation/refresh-token",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "A new access token for the impersonation session (cookie), never past its end",
        response: { 200: loginEnvelopeSchema },
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

  api.post(
    "/Authentication/end-impersonation",
    {
      // Public so that a session whose access token ran out can still be ended; the cookie (or an
      // impersonated access token) says which.
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "End the impersonation session",
        response: { 200: envelopeSchema(endImpersonationSchema) },
      },
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
