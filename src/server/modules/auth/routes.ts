import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { loginBodySchema, loginEnvelopeSchema, twoFactorBodySchema } from "../../../contract/auth";
import { messageEnvelopeSchema } from "../../../contract/envelope";
import { ok } from "../../envelope";
import { AppError, UnauthorizedError, ValidationError } from "../../errors";
import { recordAudit } from "../audit/auditService";
import { auditActorOf } from "../audit/requestActor";
import { createMailer } from "../mail/createMailer";
import { settleSuccess } from "../rateLimit/failureThrottle";
import { signAccessToken } from "./accessToken";
import { login, loginResponse } from "./loginService";
import {
  issueRefreshToken,
  revokeAllForUser,
  revokeRefreshToken,
  revokeSession,
  rotateRefreshToken,
} from "./refreshTokens";
import { setupRoutes } from "./setupRoutes";
import { sendLoginCode, TWO_FACTOR_MESSAGES, verifyLoginCode } from "./twoFactorService";
import { claimCodeAttempt } from "./twoFactorThrottle";
import { userActivationRoutes } from "./userActivationRoutes";
import { findUserById, findUserByUserName, loadAccount, toAuthUser } from "./userDirectory";

const COOKIE_PATH = "/api/Authentication";

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { cookiePrefix, publicUrl, env, jwtSecret } = app.appConfig;
  const cookieName = `${cookiePrefix}_refresh`;
  // Not a secret: tells the page a session may exist, so signed-out visitors skip the refresh call.
  const hintName = `${cookiePrefix}_session`;
  const secure = env === "production" || publicUrl.startsWith("https://");

  const setRefreshCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply
      .setCookie(cookieName, token, {
        httpOnly: true,
        secure,
        sameSite: "strict",
        path: COOKIE_PATH,
        expires: expiresAt,
      })
      .setCookie(hintName, "1", {
        httpOnly: false,
        secure,
        sameSite: "strict",
        path: "/",
        expires: expiresAt,
      });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(cookieName, { path: COOKIE_PATH }).clearCookie(hintName, { path: "/" });
  const context = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });
  const mailer = createMailer(app.appConfig, app.database.db);
  app.addHook("onClose", () => mailer.close());
  await app.register(setupRoutes);
  await app.register(userActivationRoutes);
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const answersLogin = { 200: loginEnvelopeSchema };

  api.post(
    "/Authentication/login",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "Sign in with user name and password",
        body: loginBodySchema,
        response: answersLogin,
      },
    },
    async (request, reply) => {
      const { userName, password } = request.body;
      if (!userName.trim())
        throw new ValidationError([{ path: "userName", message: "please input your username" }]);
      const typed = userName.trim().slice(0, 100);
      const audit = (action: string, actorId: number | null, after?: unknown) =>
        recordAudit(app.database.db, {
          ...auditActorOf(request),
          actorId,
          actorName: typed,
          action,
          entity: "sessions",
          entityId: actorId === null ? null : String(actorId),
          after,
        });
      let outcome: Awaited<ReturnType<typeof login>>;
      try {
        outcome = await login(app.database.db, jwtSecret, { userName, password, ...context(request) });
      } catch (error) {
        // Failed sign-ins are on record (the name typed, never the password).
        if (error instanceof AppError) await audit("sign-in failed", null, { status: error.statusCode });
        throw error;
      }
      if (outcome.response.twoFactor && outcome.response.oldUser) {
        await sendLoginCode(app.database.db, mailer, jwtSecret, outcome.user);
      }
      await audit(outcome.refreshToken ? "sign-in" : "sign-in (step pending)", outcome.response.userId, {
        oldUser: outcome.response.oldUser,
        twoFactor: outcome.response.twoFactor,
      });
      if (outcome.refreshToken)
        setRefreshCookie(reply, outcome.refreshToken.token, outcome.refreshToken.expiresAt);
      return ok(outcome.response);
    },
  );

  api.post(
    "/Authentication/two-factor-authentication",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "Finish signing in with the 6-digit code sent by email",
        body: twoFactorBodySchema,
        response: answersLogin,
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const attempt = await claimCodeAttempt(db, request.body.userName, request.ip);
      const user = await findUserByUserName(db, request.body.userName);
      if (!user?.active || !user.twoFactor) {
        throw new ValidationError([{ path: "code", message: TWO_FACTOR_MESSAGES.expired }]);
      }
      try {
        await verifyLoginCode(db, jwtSecret, user.id, request.body.code);
      } catch (error) {
        // A wrong or stale code is a failed sign-in too; on record like a wrong password (never the code).
        await recordAudit(db, {
          ...auditActorOf(request),
          actorId: null,
          actorName: user.userName,
          action: "two-factor failed",
          entity: "sessions",
          entityId: String(user.id),
        });
        throw error;
      }
      await settleSuccess(db, attempt);
      const account = await loadAccount(db, user);
      const refresh = await issueRefreshToken(db, user.id, context(request));
      setRefreshCookie(reply, refresh.token, refresh.expiresAt);
      await recordAudit(db, {
        ...auditActorOf(request),
        actorId: user.id,
        actorName: user.userName,
        action: "sign-in",
        entity: "sessions",
        entityId: String(user.id),
        after: { twoFactor: true },
      });
      return ok(
        loginResponse(
          account,
          signAccessToken({ ...toAuthUser(account), sessionId: refresh.familyId }, jwtSecret),
        ),
      );
    },
  );

  api.post(
    "/Authentication/refresh-token",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "Trade the refresh cookie for a new access token (rotates it)",
        response: answersLogin,
      },
    },
    async (request, reply) => {
      const token = request.cookies[cookieName];
      if (!token) throw new UnauthorizedError("Please sign in to continue");
      const rotation = await rotateRefreshToken(app.database.db, token, context(request));
      if (!rotation.ok) {
        clearRefreshCookie(reply);
        throw new UnauthorizedError("Your session has ended. Please sign in again.");
      }
      const user = await findUserById(app.database.db, rotation.userId);
      if (!user?.active) {
        await revokeAllForUser(app.database.db, rotation.userId);
        clearRefreshCookie(reply);
        throw new UnauthorizedError("Your session has ended. Please sign in again.");
      }
      const account = await loadAccount(app.database.db, user);
      setRefreshCookie(reply, rotation.next.token, rotation.next.expiresAt);
      const sessionId = rotation.next.familyId;
      return ok(loginResponse(account, signAccessToken({ ...toAuthUser(account), sessionId }, jwtSecret)));
    },
  );

  api.post(
    "/Authentication/logout",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "Sign out: revoke the session",
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[cookieName];
      if (token) await revokeRefreshToken(app.database.db, token);
      // A caller holding only the access token (an API client, or a browser whose cookie is gone)
      // ends the session that token belongs to. An impersonated token has no session of its own:
      // the impersonation is ended by its own route.
      const user = request.user;
      if (user?.sessionId !== undefined && user.impersonatorId === undefined)
        await revokeSession(app.database.db, user.id, user.sessionId);
      clearRefreshCookie(reply);
      return ok(null, "Signed out");
    },
  );
}
