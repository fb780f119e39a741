import type { FastifyInstance } from "fastify";
import { ok } from "../../envelope";
import { ForbiddenError, UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import { createMailer } from "../mail/createMailer";
import { changePassword } from "./passwordChangeService";
import { RESET_REQUESTED, requestPasswordReset, resetPassword } from "./passwordResetService";

const emailBody = {
  type: "object",
  additionalProperties: false,
  required: ["email"],
  properties: { email: { type: "string", format: "email", maxLength: 254 } },
} as const;

/** New passwords carry the shared `strongPassword` keyword: the browser's rule and message. */
const newPassword = { type: "string", strongPassword: true } as const;

const resetBody = {
  type: "object",
  additionalProperties: false,
  required: ["token", "password", "confirmPassword"],
  properties: {
    token: { type: "string", minLength: 1, maxLength: 200 },
    password: newPassword,
    confirmPassword: { type: "string", maxLength: 200 },
  },
} as const;

const changeBody = {
  type: "object",
  additionalProperties: false,
  required: ["currentPassword", "newPassword", "confirmPassword"],
  properties: {
    currentPassword: { type: "string", minLength: 1, maxLength: 200 },
    newPassword,
    confirmPassword: { type: "string", maxLength: 200 },
  },
} as const;

/** Forgot password, reset with an emailed link, and change password while signed in. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { publicUrl, collegeName, cookiePrefix } = app.appConfig;
  const mailer = createMailer(app.appConfig, app.database.db);
  app.addHook("onClose", () => mailer.close());

  app.post<{ Body: { email: string } }>(
    "/Authentication/send-reset-password-mail",
    {
      config: { access: "public" },
      schema: { tags: ["Authentication"], summary: "Mail a password reset link", body: emailBody },
    },
    async (request) => {
      await requestPasswordReset(app.database.db, mailer, {
        email: request.body.email,
        ip: request.ip,
        publicUrl,
        collegeName,
      });
      return ok(null, RESET_REQUESTED);
    },
  );

  app.post<{ Body: { token: string; password: string; confirmPassword: string } }>(
    "/Authentication/reset-password",
    {
      config: { access: "public" },
      schema: { tags: ["Authentication"], summary: "Set a new password with a reset link", body: resetBody },
    },
    async (request) => {
      await resetPassword(app.database.db, { ...request.body, actor: auditActorOf(request) });
      return ok(null, "Your password has been reset. Please sign in with your new password.");
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string; confirmPassword: string } }>(
    "/Authentication/change-password",
    {
      config: { access: "authenticated" },
      schema: { tags: ["Authentication"], summary: "Change your own password", body: changeBody },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new UnauthorizedError();
      // Acting as someone else is for seeing what they see, not for taking over their account.
      if (user.impersonatorId !== undefined)
        throw new ForbiddenError("A password cannot be changed while impersonating");
      await changePassword(app.database.db, {
        userId: user.id,
        ...request.body,
        keepRefreshToken: request.cookies[`${cookiePrefix}_refresh`],
        actor: auditActorOf(request),
      });
      return ok(null, "Your password has been changed. Other sessions have been signed out.");
    },
  );
}
