import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import {
  changePasswordBodySchema,
  passwordLinkBodySchema,
  resetMailBodySchema,
} from "../../../contract/auth";
import { messageEnvelopeSchema } from "../../../contract/envelope";
import { ok } from "../../envelope";
import { ForbiddenError, UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import { createMailer } from "../mail/createMailer";
import { changePassword } from "./passwordChangeService";
import { RESET_REQUESTED, requestPasswordReset, resetPassword } from "./passwordResetService";

const answersMessage = { 200: messageEnvelopeSchema };

/** Forgot password, reset with an emailed link, and change password while signed in. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { publicUrl, collegeName, cookiePrefix } = app.appConfig;
  const mailer = createMailer(app.appConfig, app.database.db);
  app.addHook("onClose", () => mailer.close());
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();

  api.post(
    "/Authentication/send-reset-password-mail",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "Mail a password reset link",
        body: resetMailBodySchema,
        response: answersMessage,
      },
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

  api.post(
    "/Authentication/reset-password",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "Set a new password with a reset link",
        body: passwordLinkBodySchema,
        response: answersMessage,
      },
    },
    async (request) => {
      await resetPassword(app.database.db, { ...request.body, actor: auditActorOf(request) });
      return ok(null, "Your password has been reset. Please sign in with your new password.");
    },
  );

  api.post(
    "/Authentication/change-password",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["Authentication"],
        summary: "Change your own password",
        body: changePasswordBodySchema,
        response: answersMessage,
      },
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
