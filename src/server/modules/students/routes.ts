import { readFile } from "node:fs/promises";
import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { idParamsSchema } from "../../../contract/ids";
import {
  addDropLookupSchema,
  addDropRegistrationSchema,
  addDropStudentSchema,
  type PassportUpload,
  type StudentProfileUpdate,
  staffAddDropBodySchema,
  studentActivationSchema,
  studentIdBodySchema,
  studentProfileSchema,
} from "../../../contract/students";
import { readFormFile } from "../../../schema/formFiles";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import type { AuthUser } from "../auth/accessToken";
import { COURSE_REGISTRATION_WORKFLOW } from "../courseRegistration/approvalService";
import { COURSE_REGISTRATION_ACCESS } from "../courseRegistration/routes";
import { listEndpoint } from "../lists/listEndpoint";
import { getRow } from "../resources/resourceService";
import { rowGuards } from "../resources/rowGuards";
import { workflowNamed } from "../workflows/workflowRegistry";
import {
  ADD_DROP_CHANGE_LIST,
  ADD_DROP_REGISTRATION_LIST,
  addDropListScope,
  addDropRegistration,
  addDropStudent,
  staffAddOrDrop,
} from "./addDropService";
import {
  ownProfile,
  setOwnPassport,
  setPassport,
  setStudentActive,
  studentProfile,
  updateOwnProfile,
} from "./profileService";

/** The form files both sides validate with (schemas/forms). */
async function formSchema(name: string): Promise<Record<string, unknown>> {
  const url = new URL(`../../../../schemas/forms/${name}.json`, import.meta.url);
  const file = readFormFile(`schemas/forms/${name}.json`, JSON.parse(await readFile(url, "utf8")));
  return { ...file.schema };
}

function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

const STUDENT = { roles: ["student"] } as const;

/**
 * Student management (spec 2 "/student_management/…", 7 "Student"): the student's own profile
 * and passport; staff read a student's profile, upload their passport and switch their account
 * on or off with the students list's access and staff scope (schemas/resources/students.json: a
 * head of department or dean reaches only their departments' students, anyone else 404); staff
 * add/drop (/course_management/add_drop) for whoever may decide the registration.
 */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  // Who may add and drop on a slip is who may decide it (schemas/workflows/course-registration.json).
  const decisions = workflowNamed(app, COURSE_REGISTRATION_WORKFLOW);
  const profileUpdateSchema = await formSchema("student-profile");
  const passportSchema = await formSchema("student-passport");
  const tags = ["Student"];
  const profileAnswer = { 200: envelopeSchema(studentProfileSchema) };

  api.get(
    "/Student/student-profile",
    {
      config: { access: STUDENT },
      schema: { tags, summary: "The signed-in student's own profile", response: profileAnswer },
    },
    async (request) => ok(await ownProfile(db(), userOf(request).id)),
  );

  app.put<{ Body: StudentProfileUpdate }>(
    "/Student/update-student-profile",
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary:
          "The signed-in student's contacts and next of kin (schemas/forms/student-profile.json; any other field is refused)",
        body: profileUpdateSchema,
        response: profileAnswer,
      },
    },
    async (request) =>
      ok(
        await updateOwnProfile(db(), userOf(request).id, request.body, auditActorOf(request)),
        "Profile updated",
      ),
  );

  app.post<{ Body: PassportUpload }>(
    "/UserDocument/upload-passport",
    {
      config: { access: STUDENT },
      schema: {
        tags,
        summary: "The signed-in student's passport photograph (a real JPEG or PNG of at most 200 KB)",
        body: passportSchema,
        response: profileAnswer,
      },
    },
    async (request) =>
      ok(
        await setOwnPassport(db(), userOf(request).id, request.body, auditActorOf(request)),
        "Passport photograph saved",
      ),
  );

  // Staff: the students list's own access and staff scope.
  const students = app.resources.resources.get("students");
  if (students) {
    const guards = rowGuards(app.resources);
    const inScope = async (request: FastifyRequest, id: number, access: "read" | "write") => {
      await getRow(db(), students, id, guards.of(students, request.user, access));
    };

    api.get(
      "/Student/student-profile/:id",
      {
        config: { access: students.readAccess },
        schema: {
          tags,
          summary: "A student's profile (staff; outside the caller's departments answers 404)",
          params: idParamsSchema,
          response: profileAnswer,
        },
      },
      async (request) => {
        await inScope(request, request.params.id, "read");
        return ok(await studentProfile(db(), request.params.id));
      },
    );

    app.post<{ Params: { id: number }; Body: PassportUpload }>(
      "/Student/:id/upload-passport",
      {
        config: { access: students.writeAccess },
        schema: {
          tags,
          summary: "A student's passport photograph, uploaded by the registry (audited)",
          params: idParamsSchema,
          body: passportSchema,
          response: profileAnswer,
        },
      },
      async (request) => {
        await inScope(request, request.params.id, "write");
        return ok(
          await setPassport(db(), request.params.id, request.body, auditActorOf(request)),
          "Passport photograph saved",
        );
      },
    );

    for (const active of [true, false]) {
      api.post(
        active ? "/Student/activate-student" : "/Student/deactivate-student",
        {
          config: { access: students.writeAccess },
          schema: {
            tags,
            summary: active
              ? "Switch a student's sign-in account back on (audited)"
              : "Switch a student's sign-in account off: they cannot sign in and their sessions end (audited)",
            body: studentIdBodySchema,
            response: { 200: envelopeSchema(studentActivationSchema) },
          },
        },
        async (request) => {
          await inScope(request, request.body.studentId, "write");
          const result = await setStudentActive(db(), request.body.studentId, active, auditActorOf(request));
          return ok(result, active ? "Student activated" : "Student deactivated");
        },
      );
    }
  }

  const adder = { access: COURSE_REGISTRATION_ACCESS.approver };
  const addDropTags = ["CourseManagement"];
  api.get(
    "/CourseManagement/add-drop/student",
    {
      config: adder,
      schema: {
        tags: addDropTags,
        summary:
          "A student by matric number, for those who may add and drop their courses (404 outside the caller's classes)",
        querystring: addDropLookupSchema,
        response: { 200: envelopeSchema(addDropStudentSchema) },
      },
    },
    async (request) => ok(await addDropStudent(db(), decisions, userOf(request), request.query.regNumber)),
  );

  // The found student's registrations and add/drop history: Grids scoped by `regNumber` to a
  // student the caller may add and drop for (404 otherwise, as the look-up).
  const addDropScope = (request: FastifyRequest) =>
    addDropListScope(db(), decisions, userOf(request), request.query as Record<string, unknown>);
  listEndpoint(app, {
    file: "add-drop-registrations",
    path: "/CourseManagement/add-drop/registrations",
    query: ADD_DROP_REGISTRATION_LIST,
    access: adder.access,
    tags: addDropTags,
    scopeParams: ["regNumber"],
    scope: addDropScope,
  });
  listEndpoint(app, {
    file: "add-drop-changes",
    path: "/CourseManagement/add-drop/changes",
    query: ADD_DROP_CHANGE_LIST,
    access: adder.access,
    tags: addDropTags,
    scopeParams: ["regNumber", "registration"],
    scope: addDropScope,
  });

  api.get(
    "/CourseManagement/add-drop/registration/:id",
    {
      config: adder,
      schema: {
        tags: addDropTags,
        summary:
          "One registration the caller may decide, its window and limits, and the courses that may be added",
        params: idParamsSchema,
        response: { 200: envelopeSchema(addDropRegistrationSchema) },
      },
    },
    async (request) => ok(await addDropRegistration(db(), decisions, userOf(request), request.params.id)),
  );

  api.post(
    "/CourseManagement/add-or-drop-courses",
    {
      config: adder,
      schema: {
        tags: addDropTags,
        summary:
          "Add and drop courses on a student's registration while its window runs (staff; audited, the student is notified)",
        body: staffAddDropBodySchema,
        response: { 200: envelopeSchema(addDropRegistrationSchema) },
      },
    },
    async (request) =>
      ok(
        await staffAddOrDrop(db(), decisions, userOf(request), request.body, auditActorOf(request)),
        "Courses updated",
      ),
  );
}
