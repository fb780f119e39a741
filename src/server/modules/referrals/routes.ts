import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { referralCodeSchema } from "../../../contract/auth";
import { envelopeSchema } from "../../../contract/envelope";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { listEndpoint } from "../lists/listEndpoint";
import { ownReferralCode, referralListQuery } from "./referralService";

const STUDENT = { roles: ["student"] } as const;

/**
 * Referral (spec 2 /referral; 7 Authentication Referrals): a student's code, and the people who
 * applied with it — the student's own only (the list's scope is the signed-in account).
 */
export async function referralRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const tags = ["Authentication"];

  api.get(
    "/Authentication/referral-code",
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: "The signed-in student's referral code (the applicant invoice form accepts it)",
        response: { 200: envelopeSchema(referralCodeSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw new UnauthorizedError();
      return ok(await ownReferralCode(app.database.db, request.user.id));
    },
  );

  listEndpoint(app, {
    file: "referrals",
    path: "/Authentication/referrals",
    query: referralListQuery(app.applicationTypes),
    access: STUDENT,
    tags,
    scope: (request) => {
      if (!request.user) throw new UnauthorizedError();
      return sql`referrer_user_id = ${request.user.id}`;
    },
  });
}
