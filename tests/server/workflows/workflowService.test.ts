import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkWorkflowFile, type Workflow } from "../../../src/schema/workflows";
import { buildApp } from "../../../src/server/app";
import { loadConfig } from "../../../src/server/config";
import { queryRows } from "../../../src/server/db/database";
import { SYSTEM_ACTOR } from "../../../src/server/modules/audit/auditService";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { registerWorkflowEffects } from "../../../src/server/modules/workflows/workflowEffect";
import { checkWorkflowTables } from "../../../src/server/modules/workflows/workflowRegistry";
import {
  takeTransition,
  type WorkflowCaller,
  workflowRows,
} from "../../../src/server/modules/workflows/workflowService";
import { caller } from "../../support/resourceRequests";
import { sessionToken } from "../../support/sessionToken";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../support/testDatabase";
import {
  coveredLeaveWorkflow,
  createLeaveRequestsTable,
  leaveRequestsFile,
  leaveRequestsWorkflow,
} from "./fixtureWorkflow";

/**
 * A made-up workflow from a fixture file (tests/fixtures/workflows/leave-requests.json) over a
 * test table, driven through the workflow service and its generic routes: the rows and steps
 * each person is offered, a step allowed, a refused actor, a stale state (409), a required
 * reason, the stamps, the audit entry and the notification — and a bulk step, all or none.
 */
const lecturer = (id: number): AuthUser => ({
  id,
  userName: `l${id}`,
  userType: "lecturer",
  roles: ["lecturer"],
  claims: [],
});
const owner = lecturer(950_001);
const reviewer = lecturer(950_002);
const hod = lecturer(950_003);
const outsider = lecturer(950_005);
const registrar: AuthUser = {
  id: 950_004,
  userName: "reg",
  userType: "official",
  roles: ["registrar"],
  claims: [],
};
const student: AuthUser = {
  id: 950_006,
  userName: "st",
  userType: "student",
  roles: ["student"],
  claims: [],
};
const DEPARTMENT = 1;
const OTHER_DEPARTMENT = 2;

describe.each(databaseKinds)("a workflow from a file on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let workflow: Workflow;
  let call: ReturnType<typeof caller>;
  const db = () => database.database.db;
  const exec = (query: SQL) => db().execute(query);
  const as = (user: AuthUser): WorkflowCaller => ({
    user,
    audit: { ...SYSTEM_ACTOR, actorId: user.id, actorName: user.userName },
  });

  async function request(title: string, status = "open", department = DEPARTMENT): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO test_leave_requests (title, days, status, department_id, reviewer_id, owner_id)
          VALUES (${title}, 3, ${status}, ${department}, ${reviewer.id}, ${owner.id}) RETURNING id`,
    );
    return (row as { id: number }).id;
  }
  const rowOf = async (id: number) =>
    (
      await queryRows<Record<string, unknown>>(db(), sql`SELECT * FROM test_leave_requests WHERE id = ${id}`)
    )[0] as Record<string, unknown>;
  const messagesTo = async (userId: number) =>
    (
      await queryRows<{ message: string }>(
        db(),
        sql`SELECT message FROM notifications WHERE user_id = ${userId} AND notification_category = 'leave' ORDER BY id`,
      )
    ).map((row) => row.message);
  const auditOf = (id: number) =>
    queryRows<{
      action: string;
      actorId: number;
      after: { state: string; as: string; reason: string | null };
    }>(
      db(),
      sql`SELECT action, actor_id AS "actorId", after FROM audit_log WHERE entity = 'leave-requests' AND entity_id = ${String(id)} ORDER BY id`,
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await createLeaveRequestsTable(database.database.db);
    workflow = leaveRequestsWorkflow();
    const config = loadConfig({ NODE_ENV: "test", CLIENT_DIR: "/nonexistent-client-dir" });
    app = await buildApp({ config, database: database.database, workflows: [workflow] });
    await app.ready();
    call = caller(app, config.jwtSecret);
    for (const user of [owner, reviewer, hod, outsider, registrar, student]) await sessionToken(app, user);
    await exec(sql`INSERT INTO departments (id, name, code, faculty_id) VALUES (${OTHER_DEPARTMENT}, 'Test Other', 'TOT', 1)
      ON CONFLICT (id) DO NOTHING`);
    await exec(sql`INSERT INTO hod_assignments (department_id, user_id) VALUES (${DEPARTMENT}, ${hod.id})`);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("lists to each person the rows they may see, with only the steps they may take", async () => {
    const open = await request("Conference");
    const reviewed = await request("Family", "reviewed");
    const elsewhere = await request("Elsewhere", "reviewed", OTHER_DEPARTMENT);
    const actionsOf = async (user: AuthUser) => {
      const answer = await call(user, "GET", "/api/workflows/leave-requests/rows?pageSize=100");
      expect(answer.statusCode).toBe(200);
      const items = answer.json().data.items as { id: number; actions: string[]; title: string }[];
      return Object.fromEntries(
        items
          .filter((row) => [open, reviewed, elsewhere].includes(row.id))
          .map((row) => [row.title, row.actions]),
      );
    };
    expect(await actionsOf(reviewer)).toEqual({ Conference: ["review"], Family: [], Elsewhere: [] });
    expect(await actionsOf(hod)).toEqual({ Conference: ["refuse"], Family: ["approve", "refuse"] });
    expect(await actionsOf(registrar)).toEqual({
      Conference: ["refuse"],
      Family: ["refuse"],
      Elsewhere: ["refuse"],
    });
    expect(await actionsOf(outsider)).toEqual({});
    expect((await call(student, "GET", "/api/workflows/leave-requests/rows")).statusCode).toBe(403);
    expect((await call(hod, "GET", "/api/workflows/nothing-here/rows")).statusCode).toBe(404);
    const view = (await call(hod, "GET", "/api/workflows/leave-requests")).json().data;
    expect(view.transitions).toContainEqual({
      name: "refuse",
      label: "Refuse",
      intent: "danger",
      reason: "required",
      inputs: [],
    });
    expect(view.transitions).toContainEqual(
      expect.objectContaining({ name: "approve", confirm: "The requester is told at once." }),
    );
    expect(view.columns.map((column: { field: string }) => column.field)).toEqual([
      "title",
      "days",
      "status",
    ]);
  });

  it("describes filters with their lookups and resolved defaults, and row links by who acts how", async () => {
    const [current] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM academic_sessions WHERE is_current`,
    );
    const view = (await call(hod, "GET", "/api/workflows/leave-requests")).json().data;
    expect(view.filters).toEqual([
      { field: "days", label: "Days", required: false },
      { field: "departmentId", label: "Department", lookup: "departments", required: false },
      current
        ? {
            field: "sessionNow",
            label: "Session",
            lookup: "sessions",
            default: String(current.id),
            required: true,
          }
        : { field: "sessionNow", label: "Session", lookup: "sessions", required: false },
    ]);
    // The HOD acts through a post: both links; the registry acts on every row by role: not the owner's.
    expect(view.links.map((link: { label: string }) => link.label)).toEqual(["Open", "Owner"]);
    const registry = (await call(registrar, "GET", "/api/workflows/leave-requests")).json().data;
    expect(registry.links).toEqual([{ label: "Open", href: "/leave/view?id={id}" }]);
  });

  it("lists only the rows the file's condition lets in, and on request only those waiting for the caller", async () => {
    const open = await request("Seminar");
    const reviewed = await request("Funeral", "reviewed");
    const elsewhere = await request("Abroad", "reviewed", OTHER_DEPARTMENT);
    const [none] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO test_leave_requests (title, days, status, department_id, reviewer_id, owner_id)
          VALUES ('Zero days', 0, 'open', ${DEPARTMENT}, ${reviewer.id}, ${owner.id}) RETURNING id`,
    );
    const ours = [open, reviewed, elsewhere, none?.id];
    const listed = async (user: AuthUser, query = "") => {
      const answer = await call(user, "GET", `/api/workflows/leave-requests/rows?pageSize=100${query}`);
      expect(answer.statusCode).toBe(200);
      return (answer.json().data.items as { id: number; title: string }[])
        .filter((row) => ours.includes(row.id))
        .map((row) => row.title);
    };
    expect(await listed(registrar)).toEqual(["Seminar", "Funeral", "Abroad"]);
    // The reviewer sees the department's rows but reviews only the open one; the HOD decides both.
    expect(await listed(reviewer, "&waiting=true")).toEqual(["Seminar"]);
    expect(await listed(reviewer, "&waiting=false")).toEqual(["Seminar", "Funeral", "Abroad"]);
    expect(await listed(hod, "&waiting=true")).toEqual(["Seminar", "Funeral"]);
    expect(await listed(registrar, "&waiting=true&state=reviewed")).toEqual(["Funeral", "Abroad"]);
    expect(await listed(registrar, `&departmentId=${OTHER_DEPARTMENT}`)).toEqual(["Abroad"]);
  });

  it("takes a step: state, stamps, audit and notification in one go", async () => {
    const id = await request("Workshop");
    await takeTransition(db(), workflow, [id], "review", as(reviewer), null);
    expect(await rowOf(id)).toMatchObject({ status: "reviewed" });
    expect((await rowOf(id)).reviewed_at).not.toBeNull();
    expect(await auditOf(id)).toEqual([
      {
        action: "review",
        actorId: reviewer.id,
        after: { state: "reviewed", as: "assignedReviewer", reason: null },
      },
    ]);
    expect(await messagesTo(owner.id)).toContain('Your leave request "Workshop" was reviewed.');

    await takeTransition(db(), workflow, [id], "approve", as(hod), "  Enjoy it  ");
    expect(await rowOf(id)).toMatchObject({
      status: "approved",
      decided_by: hod.id,
      decided_as: "hod",
      note: "Enjoy it",
    });
    expect(await messagesTo(owner.id)).toContain('Your leave request "Workshop" was approved: Enjoy it');
  });

  it("refuses a person who may not take the step, and a step on a row that has moved on (409)", async () => {
    const id = await request("Holiday");
    // Not theirs to see: as if the row did not exist.
    await expect(takeTransition(db(), workflow, [id], "review", as(outsider), null)).rejects.toMatchObject({
      statusCode: 404,
      message: "Leave request not found",
    });
    // The HOD sees the row, but reviewing is the assigned reviewer's.
    await expect(takeTransition(db(), workflow, [id], "review", as(hod), null)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Only the assigned reviewer may take "Mark reviewed" on this leave request',
    });
    await takeTransition(db(), workflow, [id], "review", as(reviewer), null);
    await expect(takeTransition(db(), workflow, [id], "review", as(reviewer), null)).rejects.toMatchObject({
      statusCode: 409,
      message: "This leave request is already reviewed; refresh to see where it stands",
    });
    const stale = await call(reviewer, "POST", "/api/workflows/leave-requests/transitions", {
      transition: "review",
      ids: [id],
    });
    expect(stale.statusCode).toBe(409);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("requires a reason where the file says so, and stamps it with the post of the actor", async () => {
    const id = await request("Sabbatical");
    const without = await call(registrar, "POST", "/api/workflows/leave-requests/transitions", {
      transition: "refuse",
      ids: [id],
      reason: "   ",
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual([{ path: "reason", message: "Please give a reason to refuse" }]);
    expect((await rowOf(id)).status).toBe("open");
    const refused = await call(registrar, "POST", "/api/workflows/leave-requests/transitions", {
      transition: "refuse",
      ids: [id],
      reason: "Exams week",
    });
    expect(refused.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: "refused", decided_as: "registry", note: "Exams week" });
    expect(await messagesTo(owner.id)).toContain('Your leave request "Sabbatical" was refused: Exams week');
  });

  it("takes a bulk step on every row or on none, naming the row that stops it", async () => {
    const first = await request("Bulk one", "reviewed");
    const openOne = await request("Bulk open");
    const second = await request("Bulk two", "reviewed");
    const before = (await messagesTo(owner.id)).length;
    const mixed = await call(hod, "POST", "/api/workflows/leave-requests/transitions", {
      transition: "approve",
      ids: [first, openOne, second],
    });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toBe(`Leave request ${openOne} is already open; nothing was changed`);
    expect((await rowOf(first)).status).toBe("reviewed");
    expect(await auditOf(first)).toEqual([]);
    expect(await messagesTo(owner.id)).toHaveLength(before);
    const done = await call(hod, "POST", "/api/workflows/leave-requests/transitions", {
      transition: "approve",
      ids: [second, first],
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ data: { count: 2 }, message: "2 leave request(s) approved" });
    expect([(await rowOf(first)).status, (await rowOf(second)).status]).toEqual(["approved", "approved"]);
  });

  it("lets a post over another field of the row take the step its rule gives, and only that one", async () => {
    const covered = coveredLeaveWorkflow();
    // Another department's request whose absence this HOD's department covers, and the reverse.
    const [cover] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO test_leave_requests (title, days, status, department_id, cover_department_id, reviewer_id, owner_id)
          VALUES ('Covered', 2, 'reviewed', ${OTHER_DEPARTMENT}, ${DEPARTMENT}, ${reviewer.id}, ${owner.id}),
                 ('Own', 2, 'reviewed', ${DEPARTMENT}, ${OTHER_DEPARTMENT}, ${reviewer.id}, ${owner.id})
          RETURNING id`,
    );
    const coveredId = (cover as { id: number }).id;
    const page = await workflowRows(db(), covered, hod, { pageSize: 500, waiting: "true" });
    const steps = Object.fromEntries(
      page.items
        .filter((row) => ["Covered", "Own"].includes(String(row.title)))
        .map((row) => [row.title, row.actions]),
    );
    // Approving is the covering HOD's; refusing stays the requester's own HOD's.
    expect(steps).toEqual({ Covered: ["approve"], Own: ["refuse"] });
    await expect(takeTransition(db(), covered, [coveredId], "refuse", as(hod), "No")).rejects.toMatchObject({
      statusCode: 403,
    });
    await takeTransition(db(), covered, [coveredId], "approve", as(hod), null);
    expect(await rowOf(coveredId)).toMatchObject({
      status: "approved",
      decided_as: "hod",
      decided_by: hod.id,
    });
  });

  it("reads a state kept elsewhere by SQL: the step's effect moves it, and one that does not undoes the step", async () => {
    // The same table, its state read by SQL (as another service would keep it): only effects move it.
    const { stateColumn: _column, ...file } = JSON.parse(JSON.stringify(leaveRequestsFile()));
    const derived = checkWorkflowFile("leave-requests.json", {
      ...file,
      stateSql: "row.status",
      search: ["title"],
      ranges: ["days"],
      sort: "-days",
      transitions: [
        {
          name: "close",
          from: ["open"],
          to: "refused",
          label: "Close",
          by: [{ role: "registrar" }],
          effects: ["testRefuseElsewhere"],
        },
        {
          name: "forget",
          from: ["open"],
          to: "refused",
          label: "Forget",
          by: [{ role: "registrar" }],
          effects: ["testDoNothing"],
        },
      ],
    });
    registerWorkflowEffects({
      testRefuseElsewhere: async (tx, step) => {
        await tx.execute(sql`UPDATE test_leave_requests SET status = 'refused' WHERE id = ${step.id}`);
        return { elsewhere: true };
      },
      testDoNothing: async () => undefined,
    });
    const [moved, kept] = [await request("Derived one"), await request("Derived two")];
    await exec(sql`UPDATE test_leave_requests SET days = 9 WHERE id = ${kept}`);
    await takeTransition(db(), derived, [moved], "close", as(registrar), null);
    expect(await rowOf(moved)).toMatchObject({ status: "refused" });
    expect((await auditOf(moved)).at(-1)).toMatchObject({ action: "close", after: { state: "refused" } });
    await expect(takeTransition(db(), derived, [kept], "forget", as(registrar), null)).rejects.toThrow(
      /"forget" left row \d+ in "open", not "refused"/,
    );
    expect(await rowOf(kept)).toMatchObject({ status: "open" });
    expect(await auditOf(kept)).toEqual([]);
    // Search (every word, case aside), a range and the file's order.
    const listed = await workflowRows(db(), derived, registrar, {
      search: "DERIVED",
      daysFrom: "1",
      pageSize: 100,
    });
    expect(listed.items.map((row) => row.id)).toEqual([kept, moved]);
    const ranged = await workflowRows(db(), derived, registrar, { search: "derived two", daysTo: "5" });
    expect(ranged.items).toEqual([]);
  });

  it("reads the rows from the file's source (a view joined once) and locks and stamps its table", async () => {
    // The view holds what the list shows (the department's name by join) but not the stamped columns.
    await exec(sql`CREATE VIEW test_leave_request_rows AS
      SELECT r.id, r.title, r.days, r.status, r.department_id, r.reviewer_id, r.owner_id,
        d.name AS department_name
      FROM test_leave_requests r LEFT JOIN departments d ON d.id = r.department_id`);
    const file = JSON.parse(JSON.stringify(leaveRequestsFile()));
    const withSource = (fields: Record<string, unknown> = {}, source = "test_leave_request_rows") =>
      checkWorkflowFile("leave-requests.json", {
        ...file,
        source,
        fields: {
          ...file.fields,
          departmentName: { label: "Department", sql: "row.department_name" },
          ...fields,
        },
        search: ["title", "departmentName"],
      });
    const viewed = withSource();
    await checkWorkflowTables(db(), [viewed]);
    // A source no migration made, or a field reading a column only the table has, stops the start.
    await expect(checkWorkflowTables(db(), [withSource({}, "test_no_such_rows")])).rejects.toThrow(
      /leave-requests.json: source "test_no_such_rows" is not a table or view of the database/,
    );
    await expect(
      checkWorkflowTables(db(), [withSource({ reviewed: { label: "Reviewed", sql: "row.reviewed_at" } })]),
    ).rejects.toThrow(/does not match source test_leave_request_rows: .*reviewed_at/);

    const [department] = await queryRows<{ name: string }>(
      db(),
      sql`SELECT name FROM departments WHERE id = ${DEPARTMENT}`,
    );
    const id = await request("Quillwort by view");
    const page = await workflowRows(db(), viewed, reviewer, { search: "quillwort", pageSize: 10 });
    expect(page.items).toEqual([
      expect.objectContaining({
        id,
        title: "Quillwort by view",
        departmentName: department?.name,
        actions: ["review"],
      }),
    ]);
    // Searching the joined column finds it too.
    const byDepartment = await workflowRows(db(), viewed, reviewer, {
      search: `quillwort ${department?.name.split(" ")[0]}`,
    });
    expect(byDepartment.items.map((row) => row.id)).toEqual([id]);
    await takeTransition(db(), viewed, [id], "review", as(reviewer), null);
    expect(await rowOf(id)).toMatchObject({ status: "reviewed" });
    expect((await rowOf(id)).reviewed_at).not.toBeNull();
    expect((await auditOf(id)).at(-1)).toMatchObject({ action: "review", after: { state: "reviewed" } });
    // The state is read again after the lock: the same step a second time is stale.
    await expect(takeTransition(db(), viewed, [id], "review", as(reviewer), null)).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});
