import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { putmeSlipSchema } from "../../../contract/putmeSlip";
import { ok } from "../../envelope";
import { requireApplicant } from "../applicants/applicantGuard";
import { putmeSlip } from "./putmeSlip";

/**
 * The post-UTME exam slip of the signed-in applicant (`/api/Applicant/putme-slip`, applicant session cookie). The
 * JAMB, direct-entry and PUTME lists themselves are resource files (schemas/resources), the
 * admissions reports report files (schemas/reports, modules/reports).
 */
export async function admissionRecordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  // Read on every request, not once here: the registry replaces `app.applicationTypes` in place when
  // a type is published from the portal, and a new type must be named and offered at once.
  const typeNames = () => new Map(app.applicationTypes.map((type) => [type.meta.id, type.meta.name]));

  api.get(
    "/Applicant/putme-slip",
    {
      config: { access: "public" },
      onRequest: requireApplicant(app),
      schema: {
        tags: ["Applicants"],
        summary: "The signed-in post-UTME applicant's exam slip (401 without an applicant session)",
        response: { 200: envelopeSchema(putmeSlipSchema) },
      },
    },
    async (request) => ok(await putmeSlip(db(), request.applicant!, typeNames())),
  );
}
