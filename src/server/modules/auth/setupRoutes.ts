import type { FastifyInstance } from "fastify";
import { ok } from "../../envelope";
import { auditActorOf } from "../audit/requestActor";
import { createMailer } from "../mail/createMailer";
import { completeSetup, SETUP_MESSAGES, sendSetupPasswordEmail } from "./setupService";
import { VERIFY_REQUESTED, verifyUser } from "./verifyUserService";

const setupEmailBody = {
  type: "object",
  additionalProperties: false,
  required: ["userId", "email", "setupToken"],
  properties: {
    userId: { type: "integer", minimum: 1 },
    email: { type: "string", format: "email", maxLength: 254 },
    setupToken: { type: "string", minLength: 1, maxLength: 200 },
  },
} as const;

const setupPasswordBody = {
  type: "object",
  additionalProperties: false,
  required: ["token", "password", "confirmPassword"],
  properties: {
    token: { type: "string", minLength: 1, maxLength: 200 },
    // The shared keyword: the browser's rule and message.
    password: { type: "string", strongPassword: true },
    confirmPassword: { type: "string", maxLength: 200 },
  },
} as const;

const verifyUserBody = {
  type: "object",
  additionalProperties: false,
  required: ["userName", "contact"],
  properties: {
    userName: { type: "string", minLength: 1, maxLength: 100 },
    contact: { type: "string", minLength: 1, maxLength: 254 },
  },
} as const;

/** First-time setup: the setup link by email (after sign-in or verify-user), and the first password. */
export async function setupRoutes(app: FastifyInstance): Promise<void> {
  const { publicUrl, collegeName } = app.appConfig;
  const mailer = createMailer(app.appConfig, app.database.db);
  app.addHook("onClose", () => mailer.close());

  app.post<{ Body: { userId: number; email: string; setupToken: string } }>(
    "/Authentication/send-setup-password-email",
    {
      // The setup token of the login response is the credential: there is no session yet.
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "First-time setup: record the email address and mail a link to set the password",
        body: setupEmailBody,
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

  app.post<{ Body: { token: string; password: string; confirmPassword: string } }>(
    "/Authentication/setup-password",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "First-time setup: choose the first password with the mailed link",
        body: setupPasswordBody,
      },
    },
    async (request) => {
      await completeSetup(app.database.db, { ...request.body, actor: auditActorOf(request) });
      return ok(null, SETUP_MESSAGES.done);
    },
  );

  app.post<{ Body: { userName: string; contact: string } }>(
    "/Authentication/verify-user",
    {
      config: { access: "public" },
      schema: {
        tags: ["Authentication"],
        summary: "New students: mail a setup link when the registration number and contact match",
        body: verifyUserBody,
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
