/**
 * Staff scope (`ResourceFile.staffScope`): which rows a holder of a staff post (head of a
 * department, dean of a School, course adviser of a class) may list and change. A post's role
 * lets its holder into the list; the post itself (the staff assignment tables, migration 0046)
 * narrows it to the rows of their own department, School or class. Framework-free: the shape
 * check here, the SQL in the server's `modules/resources/staffScope.ts`.
 */

/** A staff post: the role that holds it, and how its rows are told apart. */
export interface StaffPost {
  /** The role whose holders are narrowed by this post (also the post's name in a file). */
  role: string;
  /** In running text: "head of department". */
  title: string;
  /** What the holder may touch, as a message ends: "of your department". */
  reach: string;
  /** Paths the post needs besides `department`: a course adviser's class is also a level and a session. */
  needs: readonly ("level" | "session")[];
}

export const STAFF_POSTS: Readonly<Record<string, StaffPost>> = {
  hod: { role: "hod", title: "head of department", reach: "of your department", needs: [] },
  dean: { role: "dean", title: "dean", reach: "of your School's departments", needs: [] },
  courseadviser: {
    role: "courseadviser",
    title: "course adviser",
    reach: "of the classes you advise",
    needs: ["level", "session"],
  },
};

/**
 * The declaration in a resource file. A path is a property of the row, or a lookup property
 * followed by a property of the row it points at ("courseId.departmentId": the department of
 * the row's course), ending on the `departments` (`levels`, `sessions`) lookup.
 */
export interface StaffScopeDeclaration {
  /** Posts (roles) whose holders are narrowed: keys of `STAFF_POSTS`. */
  posts: string[];
  /** Path to the row's department, e.g. "departmentId" or "courseId.departmentId". */
  department: string;
  /** Path to the row's level (needed by "courseadviser"). */
  level?: string;
  /** Path to the row's session (needed by "courseadviser"). */
  session?: string;
}

/** The lookup each path must end on. */
export const SCOPE_TARGETS = { department: "departments", level: "levels", session: "sessions" } as const;
export type ScopeTarget = keyof typeof SCOPE_TARGETS;

/** At most this many lookup hops in a path: enough for "courseId.departmentId", no query chains. */
export const MAX_PATH_HOPS = 2;
const PATH = /^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)*$/;

/** The properties a path walks ("courseId.departmentId" → ["courseId", "departmentId"]). */
export function pathSteps(path: string): string[] {
  return path.split(".");
}

/**
 * What is wrong with a file's `staffScope` (its shape and names; the server resolves the paths
 * through the lookups at start-up), or undefined. `access` is the file's, so a post nobody can
 * reach through the file's access is refused as a likely mistake.
 */
export function staffScopeProblem(
  value: unknown,
  access: { read: readonly string[]; write: readonly string[] },
): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return `"staffScope" must be { "posts": [...], "department": "<path>" }`;
  const scope = value as Record<string, unknown>;
  const known = Object.keys(STAFF_POSTS);
  for (const key of Object.keys(scope))
    if (!["posts", "department", "level", "session"].includes(key))
      return `"staffScope.${key}" is not a staff scope setting (posts, department, level, session)`;
  const posts = scope.posts;
  if (!Array.isArray(posts) || posts.length === 0 || !posts.every((post) => typeof post === "string"))
    return `"staffScope.posts" must be a non-empty list of posts (${known.join(", ")})`;
  for (const name of posts as string[]) {
    const post = STAFF_POSTS[name];
    if (!post) return `"staffScope.posts": "${name}" is not a staff post (${known.join(", ")})`;
    if (!access.read.includes(post.role) && !access.write.includes(post.role))
      return `"staffScope.posts": "${name}" is in neither "access.read" nor "access.write", so it narrows nothing`;
    for (const need of post.needs)
      if (scope[need] === undefined) return `"staffScope.${need}" is needed by post "${name}"`;
  }
  for (const target of Object.keys(SCOPE_TARGETS) as ScopeTarget[]) {
    const path = scope[target];
    if (path === undefined && target !== "department") continue;
    if (typeof path !== "string" || !PATH.test(path))
      return `"staffScope.${target}" must be a property or "lookupProperty.property"`;
    if (pathSteps(path).length > MAX_PATH_HOPS)
      return `"staffScope.${target}" may follow at most ${MAX_PATH_HOPS - 1} lookup`;
  }
  return undefined;
}
