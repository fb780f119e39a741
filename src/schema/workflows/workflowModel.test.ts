import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  allowedTransitions,
  checkWorkflowFile,
  noticeOf,
  noticesOf,
  transitionOf,
  type Workflow,
  type WorkflowActor,
  WorkflowFileError,
} from "./index";

const DIR = new URL("../../../schemas/workflows/", import.meta.url);
const fileNames = readdirSync(DIR).filter((name) => name.endsWith(".json"));
const read = (fileName: string): unknown => JSON.parse(readFileSync(new URL(fileName, DIR), "utf8"));

function actor(roles: string[], posts: string[] = []): WorkflowActor {
  return {
    userType: roles.includes("registrar") ? "official" : "lecturer",
    roles,
    claims: [],
    posts: new Set(posts),
  };
}

describe("every workflow file", () => {
  it.each(fileNames)("%s loads and checks", (fileName) => {
    const workflow = checkWorkflowFile(fileName, read(fileName));
    expect(`${workflow.name}.json`).toBe(fileName);
  });
});

describe("the course registration workflow", () => {
  const workflow: Workflow = checkWorkflowFile("course-registration.json", read("course-registration.json"));
  const names = (state: string, who: WorkflowActor) =>
    allowedTransitions(workflow, state, who).map((transition) => transition.name);

  it("lets the registry, the class's adviser and the HOD decide a pending slip, and nobody a decided one", () => {
    for (const who of [
      actor(["registrar"]),
      actor(["lecturer"], ["courseAdviser"]),
      actor(["lecturer"], ["hod"]),
      actor(["superadmin"]),
    ]) {
      expect(names("pending", who)).toEqual(["approve", "reject"]);
      expect(names("approved", who)).toEqual([]);
      expect(names("rejected", who)).toEqual([]);
    }
    expect(names("pending", actor(["lecturer"]))).toEqual([]);
    expect(names("pending", actor(["lecturer"], ["dean"]))).toEqual([]);
  });

  const fields = {
    studentUser: 7,
    session: "2026/2027",
    semester: "First Semester",
    sessionId: 3,
    semesterId: 1,
  };
  const step = (name: string) => transitionOf(workflow, name) ?? expect.unreachable();

  it("tells the student the slip was approved, linking the term", () => {
    expect(noticeOf(step("approve"), fields, null)).toEqual({
      userId: 7,
      category: "courseApproval",
      type: "Course registration approved",
      message: "Your course registration for 2026/2027, First Semester was approved.",
      link: { sessionId: 3, semesterId: 1 },
    });
  });

  it("says a slip was returned, with the approver's reason or without one", () => {
    expect(noticeOf(step("reject"), fields, " Add GSE 211. ")?.message).toBe(
      "Your course registration for 2026/2027, First Semester was returned: Add GSE 211.",
    );
    expect(noticeOf(step("reject"), fields, "  ")?.message).toBe(
      "Your course registration for 2026/2027, First Semester was returned. Please see your course adviser.",
    );
    expect(noticeOf(step("reject"), { ...fields, studentUser: null }, "x")).toBeUndefined();
  });
});

describe("the score sheet workflow", () => {
  const workflow: Workflow = checkWorkflowFile("score-sheets.json", read("score-sheets.json"));
  const names = (state: string, who: WorkflowActor) =>
    allowedTransitions(workflow, state, who).map((transition) => transition.name);

  it("gives each step of the chain to its post, and every approval step to the super-admin", () => {
    const hod = actor(["lecturer"], ["hod"]);
    const dean = actor(["lecturer"], ["dean"]);
    const registry = actor(["registrar"]);
    const superadmin = actor(["superadmin"]);
    expect(names("submitted", hod)).toEqual(["hodApprove", "hodReturn"]);
    expect(names("hod_approved", hod)).toEqual([]);
    expect(names("hod_approved", dean)).toEqual(["deanApprove", "deanReturn"]);
    expect(names("submitted", dean)).toEqual([]);
    expect(names("approved", registry)).toEqual(["publish"]);
    expect(names("submitted", registry)).toEqual([]);
    for (const state of ["draft", "published"]) expect(names(state, superadmin)).toEqual([]);
    expect(names("hod_approved", superadmin)).toEqual(["deanApprove", "deanReturn"]);
    expect(names("approved", actor(["lecturer"], ["hod", "dean"]))).toEqual([]);
  });

  it("tells every lecturer of the course, once each, that the sheet was returned and why", () => {
    const returned = transitionOf(workflow, "hodReturn") ?? expect.unreachable();
    const fields = {
      code: "CSC 211",
      session: "2026/2027",
      sessionId: 3,
      semesterId: 1,
      lecturerUsers: [4, 9, 4],
    };
    const notices = noticesOf(returned, fields, "Check the exam scores");
    expect(notices.map((notice) => notice.userId)).toEqual([4, 9]);
    expect(notices[0]).toMatchObject({
      category: "lecturerCourses",
      message: "The score sheet of CSC 211 (2026/2027) was returned: Check the exam scores",
      link: { sessionId: 3, semesterId: 1 },
    });
    expect(noticesOf(returned, { ...fields, lecturerUsers: null }, "x")).toEqual([]);
  });
});

describe("a workflow file's mistakes", () => {
  const base = {
    name: "leave",
    title: "Leave",
    singular: "leave request",
    table: "leave_requests",
    stateColumn: "status",
    states: { open: { label: "Open" }, done: { label: "Done" } },
    access: ["lecturer"],
    scope: { department: "departmentId" },
    fields: {
      owner: { label: "Owner", sql: "row.owner_id" },
      departmentId: { label: "Department", sql: "row.department_id" },
    },
    transitions: [
      {
        name: "close",
        from: ["open"],
        to: "done",
        label: "Close",
        by: [{ post: "hod" }],
        reason: "required",
        stamp: { closed_by: "actor", note: "reason" },
        notify: { to: "owner", category: "leave", type: "Closed", message: "Closed: {reason}" },
      },
    ],
  };
  const withStep = (change: Record<string, unknown>): unknown => ({
    ...base,
    transitions: [{ ...base.transitions[0], ...change }],
  });
  const notify: Record<string, unknown> = { ...base.transitions[0]?.notify };
  /** The base file with its state kept elsewhere (read by SQL), so only effects move it. */
  const withDerivedState = () => {
    const { stateColumn: _column, ...rest } = base;
    return {
      ...rest,
      stateSql: "CASE WHEN row.closed THEN 'done' ELSE 'open' END",
      transitions: [{ ...base.transitions[0], effects: ["closeElsewhere"] }],
    };
  };
  const problem = (content: unknown, fileName = "leave.json") => {
    try {
      checkWorkflowFile(fileName, content);
      return "";
    } catch (error) {
      expect(error).toBeInstanceOf(WorkflowFileError);
      return (error as Error).message;
    }
  };

  it("accepts the sound file", () => {
    expect(problem(base)).toBe("");
  });

  it("reads rows from the table unless the file names a source (a view) to read them from", () => {
    expect(checkWorkflowFile("leave.json", base).source).toBe("leave_requests");
    const viewed = checkWorkflowFile("leave.json", { ...base, source: "leave_request_rows" });
    expect([viewed.table, viewed.source]).toEqual(["leave_requests", "leave_request_rows"]);
  });

  it("reads a state kept elsewhere by SQL, and the list's search, ranges, order and narrowed inputs", () => {
    const workflow = checkWorkflowFile("leave.json", {
      ...withDerivedState(),
      search: ["owner"],
      ranges: ["departmentId"],
      sort: "-owner",
      transitions: [
        {
          ...base.transitions[0],
          from: ["open", "done"],
          effects: ["closeElsewhere"],
          input: {
            departmentId: { label: "Department", lookup: "departments" },
            optionId: {
              label: "Option",
              lookup: "departmentOptions",
              optional: true,
              narrowedBy: { departmentId: "departmentId" },
            },
          },
        },
      ],
    });
    expect(workflow.stateColumn).toBeUndefined();
    expect(workflow.stateSql).toBe("CASE WHEN row.closed THEN 'done' ELSE 'open' END");
    expect([workflow.search, workflow.ranges, workflow.sort]).toEqual([
      ["owner"],
      ["departmentId"],
      { field: "owner", descending: true },
    ]);
    expect(checkWorkflowFile("leave.json", base).stateSql).toBe("row.status");
  });

  it("offers a step with a condition only on rows where its field is true", () => {
    const workflow = checkWorkflowFile("leave.json", {
      ...base,
      fields: { ...base.fields, ready: { label: "Ready", facts: "standing" } },
      transitions: [{ ...base.transitions[0], when: { field: "ready", otherwise: "Not ready" } }],
    });
    const hod = actor(["lecturer"], ["hod"]);
    expect(allowedTransitions(workflow, "open", hod, { ready: true }).map((step) => step.name)).toEqual([
      "close",
    ]);
    expect(allowedTransitions(workflow, "open", hod, { ready: false })).toEqual([]);
    expect(allowedTransitions(workflow, "open", hod)).toEqual([]);
  });

  it("tells a post over the file's scope from the same post over a rule's own fields", () => {
    const workflow = checkWorkflowFile("leave.json", {
      ...base,
      fields: { ...base.fields, toDepartmentId: { label: "To", sql: "row.to_department_id" } },
      transitions: [
        { ...base.transitions[0], name: "release", to: "done", by: [{ post: "hod" }] },
        {
          ...base.transitions[0],
          name: "accept",
          to: "done",
          by: [{ post: "hod", over: { department: "toDepartmentId" } }],
        },
      ],
    });
    expect(workflow.posts).toEqual([
      { key: "hod", post: "hod", scope: { department: "departmentId" } },
      { key: "hod(department=toDepartmentId)", post: "hod", scope: { department: "toDepartmentId" } },
    ]);
    const steps = (posts: string[]) =>
      allowedTransitions(workflow, "open", actor(["lecturer"], posts)).map((step) => step.name);
    expect(steps(["hod"])).toEqual(["release"]);
    expect(steps(["hod(department=toDepartmentId)"])).toEqual(["accept"]);
    expect(steps([])).toEqual([]);
  });

  it.each([
    [
      "a post over a field that is not one",
      withStep({ by: [{ post: "hod", over: { department: "toDepartment" } }] }),
      "leave.json",
      /"over.department" names "toDepartment", which is not a field/,
    ],
    [
      "a post over a scope it is not decided on",
      withStep({ by: [{ post: "hod", over: { level: "departmentId" } }] }),
      "leave.json",
      /post "hod" is not decided on "level"/,
    ],
    ["a name that is not the file's", base, "other.json", /"name" must be the file's name/],
    ["a source that is no SQL name", { ...base, source: "leave rows" }, "leave.json", /\/source must match/],
    [
      "a source that is the table itself",
      { ...base, source: "leave_requests" },
      "leave.json",
      /"source" names the table itself/,
    ],
    ["a shape the format refuses", { ...base, states: {} }, "leave.json", /states/],
    ["an unknown state", withStep({ to: "gone" }), "leave.json", /state "gone" is not one of open, done/],
    ["an unknown post", withStep({ by: [{ post: "bursar" }] }), "leave.json", /"bursar" is not a post/],
    [
      "a row label naming no field",
      { ...base, rowLabel: "{code}" },
      "leave.json",
      /"rowLabel" uses "\{code\}"/,
    ],
    ["an effect that is no name", withStep({ effects: ["two words"] }), "leave.json", /effects/],
    [
      "a post without its scope",
      withStep({ by: [{ post: "courseAdviser" }] }),
      "leave.json",
      /needs "scope.level"/,
    ],
    [
      "a template naming no field",
      withStep({ notify: { ...notify, message: "{who}" } }),
      "leave.json",
      /uses "\{who\}"/,
    ],
    [
      "a reason stamped but never taken",
      withStep({ reason: "none" }),
      "leave.json",
      /stamps the reason but takes none/,
    ],
    [
      "the reason in a template of a step without one",
      withStep({ reason: "none", stamp: {} }),
      "leave.json",
      /nor a reason/,
    ],
    [
      "a link to an unknown property",
      withStep({ notify: { ...notify, link: { page: "owner" } } }),
      "leave.json",
      /not a notification property/,
    ],
    [
      "a notification to no field",
      withStep({ notify: { ...notify, to: "nobody" } }),
      "leave.json",
      /"notify.to" names "nobody"/,
    ],
    [
      "a column that is not a field",
      { ...base, columns: ["owner", "missing"] },
      "leave.json",
      /"missing" is listed in columns/,
    ],
    [
      "a filter on no field",
      { ...base, filters: [{ field: "missing", lookup: "sessions" }] },
      "leave.json",
      /"missing" is listed in columns or filters/,
    ],
    [
      "a filter declared twice",
      { ...base, filters: ["owner", { field: "owner" }] },
      "leave.json",
      /filter "owner" is declared twice/,
    ],
    [
      "a required filter with nowhere to start",
      { ...base, filters: [{ field: "owner", lookup: "sessions", required: true }] },
      "leave.json",
      /needs a "default"/,
    ],
    [
      "a default without a lookup to show it",
      { ...base, filters: [{ field: "owner", default: "currentSession" }] },
      "leave.json",
      /has a default but no "lookup"/,
    ],
    [
      "a default the server cannot resolve",
      { ...base, filters: [{ field: "owner", lookup: "sessions", default: "nextYear" }] },
      "leave.json",
      /\/filters\/0\/default must be equal to one of the allowed values/,
    ],
    [
      "a row link naming no field",
      { ...base, links: [{ label: "Record", href: "/record?student={student}" }] },
      "leave.json",
      /link "Record" uses "\{student\}"/,
    ],
    [
      "a row link that is not a route",
      { ...base, links: [{ label: "Record", href: "https://example.org/{id}" }] },
      "leave.json",
      /href/,
    ],
    [
      "a row link for an unknown audience",
      { ...base, links: [{ label: "Record", href: "/r/{id}", for: "deans" }] },
      "leave.json",
      /for/,
    ],
    [
      "a field with neither SQL nor facts",
      { ...base, fields: { ...base.fields, cgpa: { label: "CGPA" } } },
      "leave.json",
      /must match exactly one schema|must have required property/,
    ],
    [
      "a filter on a field the server works out",
      { ...base, fields: { ...base.fields, cgpa: { label: "CGPA", facts: "standing" } }, filters: ["cgpa"] },
      "leave.json",
      /a filter uses "cgpa", which is worked out by the server/,
    ],
    [
      "a notice naming a field the server works out",
      {
        ...base,
        fields: { ...base.fields, cgpa: { label: "CGPA", facts: "standing" } },
        transitions: [{ ...base.transitions[0], notify: { ...notify, message: "CGPA {cgpa}: {reason}" } }],
      },
      "leave.json",
      /"notify" uses "cgpa"/,
    ],
    [
      "a step's condition on no field",
      withStep({ when: { field: "ready", otherwise: "Not yet" } }),
      "leave.json",
      /"when.field" names "ready"/,
    ],
    [
      "a step's refusal naming no field",
      withStep({ when: { field: "owner", otherwise: "{who} is not ready" } }),
      "leave.json",
      /"when.otherwise" uses "\{who\}"/,
    ],
    [
      "a step input without its lookup",
      withStep({ input: { sessionId: { label: "Session" } } }),
      "leave.json",
      /lookup/,
    ],
    [
      "a reserved field",
      { ...base, fields: { ...base.fields, state: { label: "S", sql: "1" } } },
      "leave.json",
      /"fields.state" is reserved/,
    ],
    [
      "both a state column and a state read by SQL",
      { ...base, stateSql: "row.status" },
      "leave.json",
      /must match exactly one schema/,
    ],
    [
      "a state read by SQL that no effect moves",
      { ...withDerivedState(), transitions: [{ ...base.transitions[0] }] },
      "leave.json",
      /names no "effects": the state is read by "stateSql"/,
    ],
    [
      "a step staying in its state with nothing to change it",
      withStep({ from: ["open", "done"] }),
      "leave.json",
      /goes from "done" to itself and names no "effects"/,
    ],
    [
      "an input narrowed by no other input",
      withStep({
        input: {
          optionId: { label: "Option", lookup: "departmentOptions", narrowedBy: { departmentId: "deptId" } },
        },
      }),
      "leave.json",
      /input "optionId" is narrowed by "departmentId": "deptId", which is not another input/,
    ],
    ["a search on no field", { ...base, search: ["title"] }, "leave.json", /"search" names "title"/],
    [
      "a range on a field the server works out",
      { ...base, fields: { ...base.fields, cgpa: { label: "CGPA", facts: "standing" } }, ranges: ["cgpa"] },
      "leave.json",
      /"ranges" uses "cgpa", which is worked out by the server/,
    ],
    ["an order on no field", { ...base, sort: "-title" }, "leave.json", /"sort" names "title"/],
    [
      "a filter with both values and a lookup",
      { ...base, filters: [{ field: "owner", lookup: "sessions", options: ["A"] }] },
      "leave.json",
      /both "options" and a "lookup"/,
    ],
  ])("refuses %s", (_, content, fileName, message) => {
    expect(problem(content, fileName)).toMatch(message);
  });
});
