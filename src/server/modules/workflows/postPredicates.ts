import { type SQL, sql } from "drizzle-orm";
import type { PostName, ScopeKey } from "../../../schema/workflows";

/**
 * The one registry of who holds a post over a row, as SQL: each predicate is true when `userId`
 * holds the post over the row whose department (level, session, reviewer) are the SQL values in
 * `row`. Workflows use them for their actor check and their lists; resource staff scope
 * (resources/staffScope.ts) uses them for its narrowed lists. The post names and the columns each
 * needs are framework-free in src/schema/workflows/workflowPosts.ts.
 */
export type ScopeValues = Readonly<Partial<Record<ScopeKey, SQL>>>;
export type PostPredicate = (userId: number, row: ScopeValues) => SQL;

function need(row: ScopeValues, key: ScopeKey): SQL {
  const value = row[key];
  // The model refuses a file whose post lacks its scope, so this is a programming error.
  if (!value) throw new Error(`post predicate needs the row's ${key}`);
  return value;
}

/**
 * The units each post is held over, as subqueries (the assignment tables, active rows only): the
 * predicates below are built on them, and so are lists of "my departments / my School" (dashboard,
 * menus) that have no row to test.
 */
/** The classes `userId` advises: (department_id, level_id, session_id). */
export const advisedClasses = (userId: number): SQL =>
  sql`(SELECT c.department_id, c.level_id, c.session_id FROM course_adviser_assignments c
    WHERE c.user_id = ${userId} AND c.active)`;

/** The departments `userId` heads: department ids. */
export const headedDepartments = (userId: number): SQL =>
  sql`(SELECT h.department_id FROM hod_assignments h WHERE h.user_id = ${userId} AND h.active)`;

/** The Schools (faculties) `userId` is dean of: faculty ids. */
export const deanedFaculties = (userId: number): SQL =>
  sql`(SELECT a.faculty_id FROM dean_assignments a WHERE a.user_id = ${userId} AND a.active)`;

/** The active course adviser of the row's class (department, level, session). */
export const courseAdviserOf: PostPredicate = (userId, row) =>
  sql`(${need(row, "department")}, ${need(row, "level")}, ${need(row, "session")}) IN ${advisedClasses(userId)}`;

/** The active head of the row's department. */
export const hodOf: PostPredicate = (userId, row) =>
  sql`${need(row, "department")} IN ${headedDepartments(userId)}`;

/** The active dean of the School (faculty) of the row's department. */
export const deanOf: PostPredicate = (userId, row) =>
  sql`${need(row, "department")} IN (SELECT d.id FROM departments d WHERE d.faculty_id IN ${deanedFaculties(userId)})`;

/** The person the row names as its reviewer. */
export const assignedReviewer: PostPredicate = (userId, row) => sql`${need(row, "reviewer")} = ${userId}`;

export const POST_PREDICATES: Readonly<Record<PostName, PostPredicate>> = {
  courseAdviser: courseAdviserOf,
  hod: hodOf,
  dean: deanOf,
  assignedReviewer,
};
