import { describe, expect, it } from "vitest";
import type { ResourceFile } from "../../../schema/resourceFile";
import { staffScopeProblem } from "../../../schema/staffScope";
import { buildRegistry, readResourceFiles } from "./resourceRegistry";
import { defineStaffScopes, narrowingPosts } from "./staffScope";

/**
 * The course lists and every file their lookups lead to, transitively: enough for a registry,
 * without compiling every schema of the portal for each case.
 */
function courseFiles(all: readonly ResourceFile[]): ResourceFile[] {
  const byLookup = new Map(all.map((file) => [file.lookup?.name ?? file.name, file]));
  const wanted = new Set(["borrowed-course-requests", "course-assignments", "courses"]);
  for (const name of wanted) {
    const file = all.find((candidate) => candidate.name === name);
    for (const property of Object.values(file?.schema.properties ?? {}) as { lookup?: string }[]) {
      const source = property.lookup ? byLookup.get(property.lookup) : undefined;
      if (source) wanted.add(source.name);
    }
    // A lookup narrowed through a link list (programmes by department) needs that list too.
    for (const { through } of Object.values(file?.lookup?.linkFilters ?? {})) wanted.add(through);
  }
  return all.filter((file) => wanted.has(file.name));
}
const files = courseFiles(await readResourceFiles());
const access = { read: ["official", "hod", "dean"], write: ["registrar", "hod"] };

describe("the staffScope declaration's shape", () => {
  it("accepts posts the file's access names and a path of at most one lookup hop", () => {
    expect(
      staffScopeProblem({ posts: ["hod", "dean"], department: "courseId.departmentId" }, access),
    ).toBeUndefined();
    expect(staffScopeProblem({ posts: ["hod"], department: "departmentId" }, access)).toBeUndefined();
  });

  it("names what is wrong", () => {
    expect(staffScopeProblem([], access)).toBe(
      `"staffScope" must be { "posts": [...], "department": "<path>" }`,
    );
    expect(staffScopeProblem({ posts: [], department: "departmentId" }, access)).toContain(
      `"staffScope.posts" must be a non-empty list`,
    );
    expect(staffScopeProblem({ posts: ["bursar"], department: "departmentId" }, access)).toBe(
      `"staffScope.posts": "bursar" is not a staff post (hod, dean, courseadviser)`,
    );
    expect(
      staffScopeProblem(
        { posts: ["dean"], department: "departmentId" },
        { read: ["official"], write: ["registrar"] },
      ),
    ).toContain(`"dean" is in neither "access.read" nor "access.write"`);
    expect(staffScopeProblem({ posts: ["hod"], department: "a.b.departmentId" }, access)).toBe(
      `"staffScope.department" may follow at most 1 lookup`,
    );
    expect(staffScopeProblem({ posts: ["hod"], department: "course id" }, access)).toContain(
      `"staffScope.department" must be a property`,
    );
    expect(staffScopeProblem({ posts: ["hod"] }, access)).toContain(
      `"staffScope.department" must be a property`,
    );
    expect(staffScopeProblem({ posts: ["hod"], department: "departmentId", unit: "x" }, access)).toContain(
      `"staffScope.unit" is not a staff scope setting`,
    );
    const adviser = { read: ["courseadviser"], write: [] };
    expect(staffScopeProblem({ posts: ["courseadviser"], department: "departmentId" }, adviser)).toBe(
      `"staffScope.level" is needed by post "courseadviser"`,
    );
  });
});

describe("staff scopes at start-up", () => {
  const withScope = (name: string, staffScope: unknown, change: Partial<ResourceFile> = {}) =>
    files.map((file) => (file.name === name ? ({ ...file, ...change, staffScope } as ResourceFile) : file));
  const refusal = (list: ResourceFile[]) => {
    try {
      defineStaffScopes(buildRegistry(list));
    } catch (error) {
      return (error as Error).message;
    }
    return "accepted";
  };

  it("resolves the checked-in files' scopes through the lookups", () => {
    const scopes = defineStaffScopes(buildRegistry(files));
    expect([...scopes.keys()].sort()).toEqual([
      "borrowed-course-requests",
      "course-assignments",
      "courses",
      "students",
    ]);
    expect(scopes.get("borrowed-course-requests")?.field).toBe("courseId");
  });

  it("refuses a path that does not lead to the departments", () => {
    expect(refusal(withScope("course-assignments", { posts: ["hod"], department: "courseId.levelId" }))).toBe(
      `schemas/resources/course-assignments.json: "staffScope.department": "courseId.levelId" must end on an integer property with "lookup": "departments"`,
    );
    expect(
      refusal(withScope("course-assignments", { posts: ["hod"], department: "sessionId.facultyId" })),
    ).toContain(`"staffScope.department": "facultyId" is not a property of sessions`);
    expect(
      refusal(withScope("course-assignments", { posts: ["hod"], department: "isCoordinator.x" })),
    ).toContain(`"isCoordinator" must be an integer lookup property to follow`);
    expect(
      refusal(withScope("course-assignments", { posts: ["hod"], department: "lecturerId.departmentId" })),
    ).toBe("accepted");
    expect(
      refusal(
        withScope(
          "course-assignments",
          {
            posts: ["courseadviser"],
            department: "courseId.departmentId",
            level: "courseId.levelId",
            session: "sessionId",
          },
          { access: { read: ["official", "courseadviser"], write: ["registrar"] } },
        ),
      ),
    ).toBe("accepted");
  });

  it("narrows only callers let in by a post's role, never the college-wide roles", () => {
    const scope = defineStaffScopes(buildRegistry(files)).get("borrowed-course-requests");
    if (!scope) throw new Error("no scope");
    const user = (userType: string, roles: string[]) => ({
      id: 1,
      userName: "x",
      userType,
      roles,
      claims: [],
    });
    expect(narrowingPosts(scope, user("lecturer", ["lecturer", "hod"]), "read")?.map((p) => p.role)).toEqual([
      "hod",
    ]);
    expect(narrowingPosts(scope, user("lecturer", ["hod", "dean"]), "write")?.map((p) => p.role)).toEqual([
      "hod",
      "dean",
    ]);
    // An official reads every row (user type "official" is in access.read), but writes through the post only.
    expect(narrowingPosts(scope, user("official", ["hod"]), "read")).toBeUndefined();
    expect(narrowingPosts(scope, user("official", ["hod"]), "write")?.map((p) => p.role)).toEqual(["hod"]);
    expect(narrowingPosts(scope, user("official", ["registrar", "hod"]), "write")).toBeUndefined();
    expect(narrowingPosts(scope, user("official", ["superadmin"]), "write")).toBeUndefined();
  });
});
