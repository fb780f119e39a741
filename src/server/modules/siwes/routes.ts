import { readFile } from "node:fs/promises";
import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { verificationCodeParamsSchema } from "../../../contract/receipts";
import {
  clearanceFormVerificationSchema,
  type SiwesPlacementInput,
  siwesVerificationSchema,
  studentClearanceFormSchema,
  studentSiwesSchema,
} from "../../../contract/siwes";
import { readFormFile } from "../../../schema/formFiles";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import type { AuthUser } from "../auth/accessToken";
import { listEndpoint } from "../lists/listEndpoint";
import { deanedFaculties, headedDepartments } from "../workflows/postPredicates";
import {
  ownClearanceForm,
  ownSiwes,
  SIWES_PLACEMENT_LIST,
  saveOwnSiwes,
  verifyClearanceFormCode,
  verifySiwesCode,
} from "./siwesService";
import { readUnitsClearanceFile } from "./unitsClearanceFile";

function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

const STUDENT = { roles: ["student"] } as const;
/** Who reads every placement; heads of department and deans read their own units' (scope below). */
const REGISTRY_ROLES = ["registrar", "superadmin"];

/**
 * SIWES (spec 2 /siwes, /siwes/preview; 7 Student student-siwes, add-or-update-student-siwes-details),
 * the staff list of placements, and the student's clearance form (/components_clerance_form signed
 * in), with the public verification of both printed documents.
 */
export async function siwesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  const signingKey = () => app.appConfig.receiptSigningKey;
  const tags = ["Student"];
  const formUrl = new URL("../../../../schemas/forms/siwes-placement.json", import.meta.url);
  const placementSchema = {
    ...readFormFile("schemas/forms/siwes-placement.json", JSON.parse(await readFile(formUrl, "utf8"))).schema,
  };
  const unitsClearance = readUnitsClearanceFile();
  const siwesAnswer = { 200: envelopeSchema(studentSiwesSchema) };

  api.get(
    "/Student/student-siwes",
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: "The signed-in student's SIWES placement of the current session (placement null when none)",
        response: siwesAnswer,
      },
    },
    async (request) => ok(await ownSiwes(db(), userOf(request).id, signingKey())),
  );

  app.post<{ Body: SiwesPlacementInput }>(
    "/Student/add-or-update-student-siwes-details",
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary:
          "Saves the signed-in student's SIWES placement of the current session (schemas/forms/siwes-placement.json)",
        body: placementSchema,
        response: siwesAnswer,
      },
    },
    async (request) =>
      ok(
        await saveOwnSiwes(db(), userOf(request).id, request.body, auditActorOf(request), signingKey()),
        "SIWES placement saved",
      ),
  );

  api.get(
    "/Student/verify-siwes/:code",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Public: is a SIWES placement form's code genuine, altered or unknown (the student's name masked)",
        params: verificationCodeParamsSchema,
        response: { 200: envelopeSchema(siwesVerificationSchema) },
      },
    },
    async (request) => ok(await verifySiwesCode(db(), signingKey(), request.params.code)),
  );

  api.get(
    "/Student/clearance-form",
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: "The signed-in student's clearance form of the current session (units to sign, QR code)",
        response: { 200: envelopeSchema(studentClearanceFormSchema) },
      },
    },
    async (request) => ok(await ownClearanceForm(db(), userOf(request).id, unitsClearance, signingKey())),
  );

  api.get(
    "/Student/verify-clearance-form/:code",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Public: is a student clearance form's code genuine, altered or unknown (the name masked)",
        params: verificationCodeParamsSchema,
        response: { 200: envelopeSchema(clearanceFormVerificationSchema) },
      },
    },
    async (request) => ok(await verifyClearanceFormCode(db(), signingKey(), request.params.code)),
  );

  // Registry staff see every placement; a head of department their departments', a dean their Schools'.
  listEndpoint(app, {
    file: "siwes-placements",
    path: "/Student/siwes-placements",
    query: SIWES_PLACEMENT_LIST,
    tags,
    scope: (request) => {
      const user = userOf(request);
      if (user.roles.some((role) => REGISTRY_ROLES.includes(role))) return undefined;
      return sql`(department_id IN ${headedDepartments(user.id)} OR faculty_id IN ${deanedFaculties(user.id)})`;
    },
  });
}
