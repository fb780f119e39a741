import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceFile } from "../../../src/schema/resourceFile";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import type {
  ResourceDefinition,
  RowActionDef,
} from "../../../src/server/modules/resources/resourceDefinition";
import {
  buildRegistry,
  ResourceFileError,
  readResourceFiles,
} from "../../../src/server/modules/resources/resourceRegistry";
import { workflowOfRowAction } from "../../../src/server/modules/resources/rowActionWorkflow";
import { readWorkflowFiles } from "../../../src/server/modules/workflows/readWorkflowFiles";
import { createExampleFixtures } from "../../support/exampleFixtures";
import { caller, registrar } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * Row actions and screen groups beyond what the generic suite checks for every file: the exact
 * 409 wording, who may act (a head of department and a dean may approve a borrowed course; the
 * ICT admin, who may edit the course lists, may not), the audit entry's content, an unknown
 * action, and the start-up checks that refuse a badly written action or group.
 */
const files = await readResourceFiles();
const registry = buildRegistry(files);

const person = (id: number, userName: string, userType: string, roles: string[]): AuthUser => ({
  id,
  userName,
  userType,
  roles,
  claims: [],
});
// Fixture lecturers 1 and 2 (users.json), given the posts over course 1 in `beforeAll`: a post
// holder decides only their own department's or School's requests (staff scope).
const hod = person(1, "hod", "lecturer", ["lecturer", "hod"]);
const dean = person(2, "dean", "lecturer", ["lecturer", "dean"]);
const ictadmin = person(6, "ictadmin", "official", ["ictadmin"]);

const REQUESTS = "/api/resources/borrowed-course-requests";

describe.each(databaseKinds)("row actions on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await createExampleFixtures(call, registry);
    await t.database.session(async (session) => {
      await session.query(
        "INSERT INTO hod_assignments (department_id, user_id) SELECT department_id, $1 FROM courses WHERE id = 1",
        [hod.id],
      );
      await session.query(
        "INSERT INTO dean_assignments (faculty_id, user_id) SELECT d.faculty_id, $1 FROM courses c JOIN departments d ON d.id = c.department_id WHERE c.id = 1",
        [dean.id],
      );
    });
  });
  afterAll(async () => t?.close());

  /** A pending request of a new student (course 1, session 1: the fixtures). */
  async function pendingRequest(): Promise<number> {
    serial += 1;
    const fixture = registry.resources.get("students")?.file.examples?.fixtures?.[0];
    const student = await call(registrar, "POST", "/api/resources/students", {
      ...fixture,
      regNumber: `NCE/2026/CSC/${String(serial).padStart(4, "0")}`,
    });
    expect(student.statusCode, student.body).toBe(201);
    const res = await call(registrar, "POST", REQUESTS, {
      studentId: student.json().data.id,
      courseId: 1,
      sessionId: 1,
      semesterId: 1,
      reason: "Carry-over from 100 level",
      status: "approved",
    });
    expect(res.statusCode, res.body).toBe(201);
    // A status typed into the create call is ignored: only the actions move it.
    expect(res.json().data.status).toBe("pending");
    return res.json().data.id;
  }

  it("lets a head of department approve and a dean reject, and says why a decided request cannot be decided again", async () => {
    const first = await pendingRequest();
    const approved = await call(hod, "POST", `${REQUESTS}/${first}/actions/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      success: true,
      message: "Borrowed course approved",
      data: { id: first, status: "approved" },
    });

    const again = await call(dean, "POST", `${REQUESTS}/${first}/actions/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      title: "Conflict",
      // The step is the workflow's (schemas/workflows/borrowed-course-requests.json), so its words.
      message: "This borrowed course request is already approved; refresh to see where it stands",
    });

    const second = await pendingRequest();
    const rejected = await call(dean, "POST", `${REQUESTS}/${second}/actions/reject`);
    expect(rejected.json()).toMatchObject({
      message: "Borrowed course rejected",
      data: { status: "rejected" },
    });
  });

  it("hides a request from a head of another department, as a missing one", async () => {
    const id = await pendingRequest();
    const otherHod = person(3, "otherhod", "lecturer", ["lecturer", "hod"]);
    const refused = await call(otherHod, "POST", `${REQUESTS}/${id}/actions/approve`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Borrowed course request not found");
  });

  it("keeps out writers of the other course lists who may not decide requests", async () => {
    const id = await pendingRequest();
    const refused = await call(ictadmin, "POST", `${REQUESTS}/${id}/actions/approve`);
    expect(refused.statusCode).toBe(403);
    const row = await call(registrar, "GET", `${REQUESTS}/${id}`);
    expect(row.json().data.status).toBe("pending");
  });

  it("records who decided, with the status before and after", async () => {
    const id = await pendingRequest();
    await call(hod, "POST", `${REQUESTS}/${id}/actions/approve`);
    const entries = await t.database.session((session) =>
      session.query<{ action: string; actor_name: string; before: unknown; after: unknown }>(
        "SELECT action, actor_name, before, after FROM audit_log WHERE entity = 'borrowed-course-requests' AND entity_id = $1 ORDER BY id",
        [String(id)],
      ),
    );
    expect(entries.at(-1)).toMatchObject({
      action: "approve",
      actor_name: "hod",
      before: { state: "pending" },
      after: { state: "approved", as: "hod" },
    });
  });

  it("answers 404 naming the actions there are for an unknown one", async () => {
    const id = await pendingRequest();
    const res = await call(registrar, "POST", `${REQUESTS}/${id}/actions/archive`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(
      'Borrowed course requests have no action "archive"; the actions are: approve, reject.',
    );
  });

  it("closes and reopens a registration window", async () => {
    const base = "/api/resources/course-registration-windows";
    const made = await call(registrar, "POST", base, {
      sessionId: 1,
      semesterId: 2,
      levelId: 4,
      programmeId: 1,
      opensAt: "2027-03-01T08:00:00Z",
      closesAt: "2027-03-26T17:00:00Z",
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    const reopen = await call(registrar, "POST", `${base}/${id}/actions/open`);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(
      "Open applies only to course registration windows whose open is false; this one's open is true.",
    );
    const closed = await call(registrar, "POST", `${base}/${id}/actions/close`);
    expect(closed.json()).toMatchObject({ message: "Course registration closed", data: { isOpen: false } });
    const opened = await call(registrar, "POST", `${base}/${id}/actions/open`);
    expect(opened.json()).toMatchObject({ message: "Course registration opened", data: { isOpen: true } });
  });

  it("answers a unique rule over several columns in the file's words (409 on the field)", async () => {
    const base = "/api/resources/course-assignments";
    const row = { courseId: 1, lecturerId: 1, sessionId: 1 };
    expect((await call(registrar, "POST", base, row)).statusCode).toBe(201);
    const twice = await call(registrar, "POST", base, row);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual([
      { path: "lecturerId", message: "this lecturer is already assigned to this course in that session" },
    ]);
  });
});

describe("start-up checks of row actions, groups and scopes", () => {
  const base = files.find((file) => file.name === "borrowed-course-requests") as ResourceFile;
  const withActions = (rowActions: unknown): ResourceFile =>
    ({ ...base, grid: { ...base.grid, rowActions } }) as ResourceFile;
  const refusal = (file: ResourceFile) => {
    try {
      buildRegistry([...files.filter((other) => other.name !== file.name), file]);
    } catch (error) {
      expect(error).toBeInstanceOf(ResourceFileError);
      return (error as Error).message;
    }
    return "accepted";
  };

  it("refuses an action that sets an unknown property, a value its schema refuses, or a duplicate name", () => {
    const approve = { name: "approve", label: "Approve", set: { status: "approved" } };
    expect(refusal(withActions([{ ...approve, set: { state: "approved" } }]))).toContain(
      'grid.rowActions[0].set: "state" is not a property of the schema',
    );
    expect(refusal(withActions([{ ...approve, set: { status: "done" } }]))).toContain(
      "grid.rowActions[0].set does not pass the schema: /status must be equal to one of the allowed values",
    );
    expect(refusal(withActions([approve, approve]))).toContain('two row actions are named "approve"');
    expect(refusal(withActions([{ ...approve, name: "Approve!" }]))).toContain(
      "grid.rowActions[0].name must be lower-case letters, digits and hyphens",
    );
    expect(refusal(withActions([{ ...approve, when: { state: "pending" } }]))).toContain(
      'grid.rowActions[0].when: "state" is not a property of the schema',
    );
  });

  it("refuses a workflow step that also sets values, names no step, or shows its button elsewhere", async () => {
    const step = {
      name: "approve",
      label: "Approve",
      workflow: "borrowed-course-requests",
      when: { status: "pending" },
    };
    expect(refusal(withActions([{ ...step, set: { status: "approved" } }]))).toContain(
      'grid.rowActions[0] takes a workflow\'s step: its "set" and "success" are the workflow\'s',
    );
    const workflows = new Map((await readWorkflowFiles()).map((workflow) => [workflow.name, workflow]));
    const checked = (action: Record<string, unknown>) => {
      const resource = buildRegistry([
        ...files.filter((other) => other.name !== base.name),
        withActions([action]),
      ]).resources.get(base.name) as ResourceDefinition;
      try {
        return workflowOfRowAction(workflows, resource, resource.rowActions[0] as RowActionDef).name;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(checked(step)).toBe("borrowed-course-requests");
    expect(checked({ ...step, name: "archive" })).toContain(
      'is not a step of workflow "borrowed-course-requests"',
    );
    expect(checked({ ...step, workflow: "leave" })).toContain('names no workflow "leave"');
    expect(checked({ ...step, when: { status: ["pending", "approved"] } })).toContain(
      'must show where its step starts: "when": { "status": ["pending"] }',
    );
  });

  it("refuses a group without a proper name or with a non-numeric order", () => {
    expect(refusal({ ...base, group: { name: "Course Management" } })).toContain(
      '"group.name" must be lower-case letters, digits and underscores',
    );
    expect(
      refusal({ ...base, group: { name: "course_management", order: "first" } } as unknown as ResourceFile),
    ).toContain('"group.order" must be a number');
  });

  it("refuses a scope whose route does not fix one filterable integer lookup property", () => {
    const listOf = files.find((file) => file.name === "programme-departments") as ResourceFile;
    const scoped = (route: string, title = "Departments offering {name}"): ResourceFile => ({
      ...listOf,
      scopes: [{ route, title }],
    });
    expect(refusal(scoped("/school_setup/programme_departments/:programmeId"))).toBe("accepted");
    expect(refusal(scoped("/school_setup/programme_departments"))).toContain(
      'scope /school_setup/programme_departments: "route" must hold exactly one ":property" segment',
    );
    expect(refusal(scoped("/school_setup/programme_departments/:programmeId", ""))).toContain(
      '"title" must be a non-empty string',
    );
    expect(refusal(scoped("/school_setup/programme_departments/:facultyId"))).toContain(
      '"facultyId" must be one of "grid.filters"',
    );
    expect(refusal(scoped("/school_setup/programme_departments/:active"))).toContain(
      '"active" must be an integer lookup property',
    );
    expect(refusal({ ...listOf, scopes: "programmes" } as unknown as ResourceFile)).toContain(
      '"scopes" must be a list of { "route", "title" }',
    );
  });
});
