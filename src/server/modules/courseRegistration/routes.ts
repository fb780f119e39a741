import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  addOrDropBodySchema,
  approvalQuerySchema,
  borrowableCoursesSchema,
  bulkApproveBodySchema,
  bulkApproveResultSchema,
  decisionBodySchema,
  registerBodySchema,
  registrableCoursesSchema,
  registrationListSchema,
  registrationSchema,
  termQuerySchema,
} from "../../../contract/courseRegistration";
import { envelopeSchema } from "../../../contract/envelope";
import { idParamsSchema } from "../../../contract/ids";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import type { AuthUser } from "../auth/accessToken";
import { workflowNamed } from "../workflows/workflowRegistry";
import type { WorkflowCaller } from "../workflows/workflowService";
import {
  approvalList,
  bulkApprove,
  COURSE_REGISTRATION_WORKFLOW,
  decidableRegistration,
  decideRegistration,
} from "./approvalService";
import {
  addOrDropCourses,
  borrowableCoursesOf,
  ownRegistration,
  register,
  registrableCoursesOf,
  registrationHistory,
} from "./registrationService";

/**
 * Students register their own courses; lecturers (course advisers and heads of department, who
 * are lecturers) and the registry decide slips — which ones is decided per slip by the service.
 */
export const COURSE_REGISTRATION_ACCESS = {
  student: { roles: ["student"] },
  approver: { roles: ["lecturer", "registrar"] },
} as const;

const tags = ["CourseRegistration"];

function userOf(request: FastifyRequest): AuthUser {
  // Role access guarantees a user; the check keeps the type honest.
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

function callerOf(request: FastifyRequest): WorkflowCaller {
  return { user: userOf(request), audit: auditActorOf(request) };
}

export async function courseRegistrationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  const student = { access: COURSE_REGISTRATION_ACCESS.student };
  const approver = { access: COURSE_REGISTRATION_ACCESS.approver };
  const workflow = workflowNamed(app, COURSE_REGISTRATION_WORKFLOW);

  api.get(
    "/CourseRegistration/registrable-courses",
    {
      config: student,
      schema: {
        tags,
        summary:
          "The courses the student may register in a term, their unit limits, the window and their slip",
        querystring: termQuerySchema,
        response: { 200: envelopeSchema(registrableCoursesSchema) },
      },
    },
    async (request) => ok(await registrableCoursesOf(db(), userOf(request).id, request.query)),
  );

  api.post(
    "/CourseRegistration/register",
    {
      config: student,
      schema: {
        tags,
        summary: "Register a term's courses, all or nothing",
        body: registerBodySchema,
        response: { 200: envelopeSchema(registrationSchema) },
      },
    },
    async (request) => ok(await register(db(), userOf(request).id, request.body), "Courses registered"),
  );

  api.get(
    "/CourseRegistration/borrowable-courses",
    {
      config: student,
      schema: {
        tags,
        summary:
          "Courses outside the student's own catalogue for a term, with their borrowed-course request's status",
        querystring: termQuerySchema,
        response: { 200: envelopeSchema(borrowableCoursesSchema) },
      },
    },
    async (request) => ok(await borrowableCoursesOf(db(), userOf(request).id, request.query)),
  );

  api.get(
    "/CourseRegistration/history",
    {
      config: student,
      schema: {
        tags,
        summary: "The student's registrations, newest first",
        response: { 200: envelopeSchema(registrationListSchema) },
      },
    },
    async (request) => ok(await registrationHistory(db(), userOf(request).id)),
  );

  api.get(
    "/CourseRegistration/registration/:id",
    {
      config: student,
      schema: {
        tags,
        summary: "One of the student's own registrations (the slip); another's answers 404",
        params: idParamsSchema,
        response: { 200: envelopeSchema(registrationSchema) },
      },
    },
    async (request) => ok(await ownRegistration(db(), userOf(request).id, request.params.id)),
  );

  api.post(
    "/CourseRegistration/add-or-drop-courses",
    {
      config: student,
      schema: {
        tags,
        summary:
          "Add and drop courses on the student's slip while registration is open (the slip goes back to pending)",
        body: addOrDropBodySchema,
        response: { 200: envelopeSchema(registrationSchema) },
      },
    },
    async (request) => ok(await addOrDropCourses(db(), userOf(request).id, request.body), "Courses updated"),
  );

  api.get(
    "/CourseRegistration/course-registration-approval",
    {
      config: approver,
      schema: {
        tags,
        summary:
          "A term's registrations the caller may decide (their classes, their department, or all for the registry)",
        querystring: approvalQuerySchema,
        response: { 200: envelopeSchema(registrationListSchema) },
      },
    },
    async (request) => ok(await approvalList(db(), workflow, callerOf(request), request.query)),
  );

  api.get(
    "/CourseRegistration/course-registration-approval/:id",
    {
      config: approver,
      schema: {
        tags,
        summary: "One registration the caller may decide; any other answers 404",
        params: idParamsSchema,
        response: { 200: envelopeSchema(registrationSchema) },
      },
    },
    async (request) => ok(await decidableRegistration(db(), workflow, callerOf(request), request.params.id)),
  );

  api.post(
    "/CourseRegistration/approve-course-registration",
    {
      config: approver,
      schema: {
        tags,
        summary: "Approve or reject one pending registration; the student is notified (courseApproval)",
        body: decisionBodySchema,
        response: { 200: envelopeSchema(registrationSchema) },
      },
    },
    async (request) => {
      const saved = await decideRegistration(db(), workflow, callerOf(request), request.body);
      return ok(
        saved,
        request.body.approve ? "Course registration approved" : "Course registration rejected",
      );
    },
  );

  api.post(
    "/CourseRegistration/bulk-approve",
    {
      config: approver,
      schema: {
        tags,
        summary: "Approve many pending registrations at once, all or none",
        body: bulkApproveBodySchema,
        response: { 200: envelopeSchema(bulkApproveResultSchema) },
      },
    },
    async (request) => {
      const result = await bulkApprove(db(), workflow, callerOf(request), request.body.registrationIds);
      return ok(result, `${result.approved} course registration${result.approved === 1 ? "" : "s"} approved`);
    },
  );
}
