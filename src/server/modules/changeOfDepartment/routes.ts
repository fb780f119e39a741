import { readFile } from "node:fs/promises";
import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { AnySchemaObject } from "ajv";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  appliedSchema,
  type ChangeOfDepartmentInput,
  changeOfDepartmentStandingSchema,
} from "../../../contract/changeOfDepartment";
import { envelopeSchema } from "../../../contract/envelope";
import { readFormFile } from "../../../schema/formFiles";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import type { AuthUser } from "../auth/accessToken";
import { dependentLookupRules } from "../lookups/dependentLookups";
import { applyForChangeOfDepartment, changeOfDepartmentStanding } from "./applicationService";
import { setMatricPatternForMoves } from "./moveStudentEffect";

function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

const STUDENT = { roles: ["student"] } as const;

/**
 * The student's change of department (spec 2 /change_of_department_application and _details; 7
 * Student apply-for-change-of-department). The approvers' list and steps are the generic workflow
 * routes over schemas/workflows/change-of-department.json.
 */
export async function changeOfDepartmentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  const tags = ["Student"];
  setMatricPatternForMoves(app.appConfig.matricNumber);
  const formUrl = new URL("../../../../schemas/forms/change-of-department.json", import.meta.url);
  const form = readFormFile(
    "schemas/forms/change-of-department.json",
    JSON.parse(await readFile(formUrl, "utf8")),
  );
  const rules = dependentLookupRules(form.schema as AnySchemaObject);

  api.get(
    "/Student/change-of-department",
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary:
          "The signed-in student's record and change of department applications (newest first, each step)",
        response: { 200: envelopeSchema(changeOfDepartmentStandingSchema) },
      },
    },
    async (request) => ok(await changeOfDepartmentStanding(db(), userOf(request).id)),
  );

  app.post<{ Body: ChangeOfDepartmentInput }>(
    "/Student/apply-for-change-of-department",
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary:
          "Applies to change department (schemas/forms/change-of-department.json) and opens the fee's invoice; paying submits it",
        body: { ...form.schema },
        response: { 200: envelopeSchema(appliedSchema) },
      },
    },
    async (request) => {
      const application = await applyForChangeOfDepartment(
        db(),
        app.resources.lookups,
        rules,
        userOf(request).id,
        request.body,
        auditActorOf(request),
      );
      return ok(
        { application },
        application.isPaid
          ? "Your application is submitted"
          : "Your application is saved: pay the fee to submit it",
      );
    },
  );
}
