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

/** The active course adviser of the row's class (department, level, session). */
export const courseAdviserOf: PostPredicate = (userId, row) =>
  sql`(${need(row, "department")}, ${need(row, "level")}, ${need(row, "session")}) IN (
    SELECT c.department_id, c.level_id, c.session_id FROM course_adviser_assignments c
    WHERE c.user_id = ${userId} AND c.active)`;

/** The active head of the row's department. */
export const hodOf: PostPredicate = (userId, row) =>
  sql`${need(row, "department")} IN (SELECT h.department_id FROM hod_assignments h WHERE h.user_id = ${userId} AND h.active)`;

/** The active dean of the School (faculty) of the row's department. */
export const deanOf: PostPredicate = (userId, row) =>
  sql`${need(row, "department")} IN (SELECT d.id FROM departments d JOIN dean_assignments a ON a.faculty_id = d.faculty_id
    WHERE a.user_id = ${userId} AND a.active)`;

/** The person the row names as its reviewer. */
export const assignedReviewer: PostPredicate = (userId, row) => sql`${need(row, "reviewer")} = ${userId}`;

export const POST_PREDICATES: Readonly<Record<PostName, PostPredicate>> = {
  courseAdviser: courseAdviserOf,
  hod: hodOf,
  dean: deanOf,
  assignedReviewer,
};
