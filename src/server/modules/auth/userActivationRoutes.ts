import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { userActivationQuerySchema, userActivationSchema } from "../../../contract/auth";
import { envelopeSchema } from "../../../contract/envelope";
import { ok } from "../../envelope";
import { auditActorOf } from "../audit/requestActor";
import { toggleUserActivation } from "./userActivationService";

/** Who manages accounts (as the Users list's `access.write`): only the super-admin, because whoever can edit an account or its roles can take it over. */
export const USER_ADMIN_ROLES = ["superadmin"];

export async function userActivationRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    "/Authentication/toggle-user-activation-status",
    {
      config: { access: { roles: USER_ADMIN_ROLES } },
      schema: {
        tags: ["Authentication"],
        summary: "Switch a user on or off; switching off ends their sessions",
        querystring: userActivationQuerySchema,
        response: { 200: envelopeSchema(userActivationSchema) },
      },
    },
    async (request) => {
      const result = await toggleUserActivation(app.database.db, request.query.userId, auditActorOf(request));
      return ok(result, result.active ? "User activated" : "User deactivated");
    },
  );
}
