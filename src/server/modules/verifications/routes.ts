import { readFile } from "node:fs/promises";
import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import {
  applicationVerificationParamsSchema,
  applicationVerificationSchema,
  VERIFICATION_KINDS,
  type VerificationKind,
  verificationItemParamsSchema,
} from "../../../contract/applicationReview";
import { envelopeSchema } from "../../../contract/envelope";
import { readFormFile } from "../../../schema/formFiles";
import { ok } from "../../envelope";
import { auditActorOf } from "../audit/requestActor";
import { applicationVerification, type OutcomeInput, saveVerification } from "./verificationService";

/**
 * The roles with the Utilities menu (src/server/db/seed/identity.ts; the super-admin has every
 * one): the same as the lists' readers (schemas/resources/olevel-verifications.json).
 */
export const VERIFIER_ROLES = ["registrar", "admissions", "ictadmin"] as const;
const VERIFIERS = { roles: [...VERIFIER_ROLES] } as const;

const FORM_FILES: Record<VerificationKind, string> = {
  olevel: "schemas/forms/olevel-verification.json",
  certificate: "schemas/forms/certificate-verification.json",
};

const SAVED: Record<VerificationKind, string> = {
  olevel: "O-level verification saved",
  certificate: "Certificate verification saved",
};

/**
 * Utilities (issue 24; spec 2 /utilities/olevel_verification, /verify_result,
 * /utilities/certificate_verification): an application's entered O-level sittings and certificates
 * with their recorded outcomes, and recording one. The lists are resource files.
 */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  const tags = ["Utilities"];
  const answer = { 200: envelopeSchema(applicationVerificationSchema) };

  api.get(
    "/Utilities/verifications/:applicantId",
    {
      config: { access: VERIFIERS },
      schema: {
        tags,
        summary:
          "A submitted application's O-level sittings and certificates as entered, each with the outcome staff recorded (404 for a draft or no application)",
        params: applicationVerificationParamsSchema,
        response: answer,
      },
    },
    async (request) =>
      ok(await applicationVerification(db(), app.applicationTypes, request.params.applicantId)),
  );

  for (const kind of VERIFICATION_KINDS) {
    const file = FORM_FILES[kind];
    const form = readFormFile(
      file,
      JSON.parse(await readFile(new URL(`../../../../${file}`, import.meta.url), "utf8")),
    );
    app.post<{ Params: { applicantId: number; item: number }; Body: OutcomeInput }>(
      `/Utilities/verifications/${kind}/:applicantId/:item`,
      {
        config: { access: VERIFIERS },
        schema: {
          tags,
          summary: `Records what was found checking one ${kind === "olevel" ? "O-level sitting" : "certificate"} of the application (${file}); audited`,
          params: verificationItemParamsSchema,
          body: { ...form.schema },
          response: answer,
        },
      },
      async (request) =>
        ok(
          await saveVerification(
            db(),
            app.applicationTypes,
            kind,
            request.params.applicantId,
            request.params.item,
            request.body,
            auditActorOf(request),
          ),
          SAVED[kind],
        ),
    );
  }
}
