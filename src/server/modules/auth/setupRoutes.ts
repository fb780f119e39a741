import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { passwordLinkBodySchema, setupEmailBodySchema, verifyUserBodySchema } from "../../../contract/auth";
import { messageEnvelopeSchema } from "../../../contract/envelope";
import { ok } from "../../envelope";
import { auditActorOf } from "../audit/requestActor";
import { createMailer } from "../mail/createMailer";
import { completeSetup, SETUP_MESSAGES, sendSetupPasswordEmail } from "./setupService";
import { VERIFY_REQUESTED, verifyUser } from "./verifyUserService";

const answersMessage = { 200: messageEnvelopeSchema };

/** First-time setup: the setup link by email (after sign-in or verify-user), and the first password. */
export async function setupRoutes(app: FastifyInstance): Promise<void> {
  const { publicUrl, collegeName } = app.appConfig;
  const mailer = createMailer(app.appConfig, app.database.db);
  app.addHook("onClose", () => mailer.close());
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();

  api.post(
    "/Authentication/send-setup-password-email",
    {
      // The setup token of the login response is the credential: there is no session yet.
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "First-time setup: record the email address and mail a link to set the password",
        body: setupEmailBodySchema,
        response: answersMessage,
      },
    },
    async (request) => {
      const { userId, email, setupToken } = request.body;
      await sendSetupPasswordEmail(app.database.db, mailer, {
        userId,
        email,
        setupToken,
        ip: request.ip,
        publicUrl,
        collegeName,
        actor: auditActorOf(request),
      });
      return ok(null, SETUP_MESSAGES.linkSent(email.trim()));
    },
  );

  api.post(
    "/Authentication/setup-password",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "First-time setup: choose the first password with the mailed link",
        body: passwordLinkBodySchema,
        response: answersMessage,
      },
    },
    async (request) => {
      await completeSetup(app.database.db, { ...request.body, actor: auditActorOf(request) });
      return ok(null, SETUP_MESSAGES.done);
    },
  );

  api.post(
    "/Authentication/verify-user",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "New students: mail a setup link when the registration number and contact match",
        body: verifyUserBodySchema,
        response: answersMessage,
      },
    },
    async (request) => {
      await verifyUser(app.database.db, mailer, {
        ...request.body,
        ip: request.ip,
        publicUrl,
        collegeName,
      });
      return ok(null, VERIFY_REQUESTED);
    },
  );
}
