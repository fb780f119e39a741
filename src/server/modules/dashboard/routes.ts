import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import {
  adminDashboardQuerySchema,
  adminDashboardSchema,
  lecturerDashboardSchema,
  studentDashboardSchema,
} from "../../../contract/dashboard";
import { envelopeSchema } from "../../../contract/envelope";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { adminDashboard } from "./adminDashboardService";
import { lecturerDashboard } from "./lecturerDashboardService";
import { studentDashboard } from "./studentDashboardService";

/**
 * Who sees which dashboard (spec "Route set by role"): officials the admin dashboard; lecturers,
 * heads of department and deans (all user type and role lecturer) the lecturer dashboard;
 * students their own. The super-admin passes every check, as everywhere.
 */
export const DASHBOARD_ACCESS = {
  admin: { roles: ["official"] },
  lecturer: { roles: ["lecturer"] },
  student: { roles: ["student"] },
} as const;

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.get(
    "/Dashboard/admin-dashboard",
    {
      config: { access: DASHBOARD_ACCESS.admin },
      schema: {
        tags: ["Dashboard"],
        summary: "Officials' figures for a session (the current one when sessionId is left out)",
        querystring: adminDashboardQuerySchema,
        response: { 200: envelopeSchema(adminDashboardSchema) },
      },
    },
    async (request) => ok(await adminDashboard(app.database.db, request.query.sessionId, new Date())),
  );

  api.get(
    "/Dashboard/lecturer-dashboard",
    {
      config: { access: DASHBOARD_ACCESS.lecturer },
      schema: {
        tags: ["Dashboard"],
        summary:
          "The lecturer's record, their courses this session and, for a HOD or dean, pending approvals",
        response: { 200: envelopeSchema(lecturerDashboardSchema) },
      },
    },
    async (request) => {
      // Role access guarantees a user; the check keeps the type honest.
      if (!request.user) throw new UnauthorizedError();
      return ok(await lecturerDashboard(app.database.db, request.user.id));
    },
  );

  api.get(
    "/Dashboard/student-dashboard",
    {
      config: { access: DASHBOARD_ACCESS.student },
      schema: {
        tags: ["Dashboard"],
        summary: "The current session and semester, the student's type, registration status, unread count",
        response: { 200: envelopeSchema(studentDashboardSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw new UnauthorizedError();
      return ok(await studentDashboard(app.database.db, request.user.id, new Date()));
    },
  );
}
