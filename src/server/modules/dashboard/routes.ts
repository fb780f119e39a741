import type { FastifyInstance } from "fastify";
import {
  adminDashboardSchema,
  lecturerDashboardSchema,
  studentDashboardSchema,
} from "../../../contract/dashboard";
import { envelopeSchema, ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { adminDashboard } from "./adminDashboardService";
import { lecturerDashboard } from "./lecturerDashboardService";
import { studentDashboard } from "./studentDashboardService";

const INT4_MAX = 2_147_483_647;

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
  app.get<{ Querystring: { sessionId?: number } }>(
    "/Dashboard/admin-dashboard",
    {
      config: { access: DASHBOARD_ACCESS.admin },
      schema: {
        tags: ["Dashboard"],
        summary: "Officials' figures for a session (the current one when sessionId is left out)",
        querystring: {
          type: "object",
          properties: { sessionId: { type: "integer", minimum: 1, maximum: INT4_MAX } },
        },
        response: { 200: envelopeSchema(adminDashboardSchema) },
      },
    },
    async (request) => ok(await adminDashboard(app.database.db, request.query.sessionId, new Date())),
  );

  app.get(
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

  app.get(
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
