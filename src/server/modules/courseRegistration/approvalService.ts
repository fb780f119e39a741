import { type SQL, sql } from "drizzle-orm";
import type {
  ApprovalQuery,
  BulkApproveResult,
  DecisionBody,
  Registration,
  RegistrationSummary,
} from "../../../contract/courseRegistration";
import { isAllowed } from "../../../schema/access";
import type { Db } from "../../db/database";
import { ConflictError, NotFoundError } from "../../errors";
import type { AuthUser } from "../auth/accessToken";
import { rowsOf } from "../resources/sqlRows";
import { courseDecisionNotice } from "./decisionNotice";
import { withRegistrationRules } from "./registrationErrors";
import { registrationSummaries, registrationView, slipOwner } from "./registrationView";

/**
 * Who decides a slip (spec: /approve_courses, /class/approve_courses): the course adviser of the
 * student's class (course-adviser-assignments: department, level, session), the head of the
 * student's department (hod-assignments), or the registry (registrar; the super-admin passes).
 * Anyone else does not see the slip at all: it answers 404, as another department's row does.
 */
export const COLLEGE_WIDE_DECIDERS = ["registrar"] as const;

export type DeciderPost = "courseadviser" | "hod" | "official";

export function isCollegeWide(user: AuthUser): boolean {
  return isAllowed(user, { roles: COLLEGE_WIDE_DECIDERS });
}

/** The slips `user` may decide, as a condition on `course_registrations r`. */
function decidableBy(user: AuthUser): SQL {
  if (isCollegeWide(user)) return sql`true`;
  return sql`(
    (r.department_id, r.level_id, r.session_id) IN (
      SELECT c.department_id, c.level_id, c.session_id FROM course_adviser_assignments c
      WHERE c.user_id = ${user.id} AND c.active)
    OR r.department_id IN (SELECT h.department_id FROM hod_assignments h WHERE h.user_id = ${user.id} AND h.active))`;
}

/** The post through which `user` decides slip `id`; NotFoundError when they may not. */
export async function deciderPost(db: Db, user: AuthUser, id: number): Promise<DeciderPost> {
  if (isCollegeWide(user)) {
    if (!(await slipOwner(db, id))) throw new NotFoundError("Course registration not found");
    return "official";
  }
  const [row] = await rowsOf<{ adviser: boolean; hod: boolean }>(
    db,
    sql`SELECT
          EXISTS (SELECT 1 FROM course_adviser_assignments c WHERE c.user_id = ${user.id} AND c.active
            AND c.department_id = r.department_id AND c.level_id = r.level_id AND c.session_id = r.session_id) AS adviser,
          EXISTS (SELECT 1 FROM hod_assignments h WHERE h.user_id = ${user.id} AND h.active
            AND h.department_id = r.department_id) AS hod
        FROM course_registrations r WHERE r.id = ${id}`,
  );
  if (row?.adviser) return "courseadviser";
  if (row?.hod) return "hod";
  throw new NotFoundError("Course registration not found");
}

/** GET course-registration-approval: the term's slips the caller may decide. */
export async function approvalList(
  db: Db,
  user: AuthUser,
  query: ApprovalQuery,
): Promise<RegistrationSummary[]> {
  const conditions = [
    sql`r.session_id = ${query.sessionId}`,
    sql`r.semester_id = ${query.semesterId}`,
    decidableBy(user),
    ...(query.status ? [sql`r.status = ${query.status}`] : []),
    ...(query.levelId ? [sql`r.level_id = ${query.levelId}`] : []),
  ];
  return registrationSummaries(db, sql.join(conditions, sql` AND `));
}

/** A slip the caller may decide, read in full (the approver's /approve_courses/view). */
export async function decidableRegistration(db: Db, user: AuthUser, id: number): Promise<Registration> {
  await deciderPost(db, user, id);
  return registrationView(db, id);
}

async function notifyStudent(db: Db, id: number, approved: boolean, remark: string | null): Promise<void> {
  const [slip] = await rowsOf<{ userId: number | null; session: string; semester: string }>(
    db,
    sql`SELECT st.user_id AS "userId", s.name AS session, sem.name AS semester
        FROM course_registrations r JOIN students st ON st.id = r.student_id
        JOIN academic_sessions s ON s.id = r.session_id JOIN semesters sem ON sem.id = r.semester_id
        WHERE r.id = ${id}`,
  );
  if (!slip?.userId) return;
  const notice = courseDecisionNotice(slip, { approved, remark });
  // courseApproval opens /course_registration/view (spec section 4).
  await rowsOf(
    db,
    sql`INSERT INTO notifications (user_id, notification_type, notification_category, message, request_properties)
        SELECT ${slip.userId}, ${notice.type}, 'courseApproval', ${notice.message},
          jsonb_build_object('sessionId', r.session_id, 'semesterId', r.semester_id)
        FROM course_registrations r WHERE r.id = ${id}`,
  );
}

async function decide(
  db: Db,
  id: number,
  userId: number,
  post: DeciderPost,
  approve: boolean,
  remark: string | null,
) {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE course_registrations SET status = ${approve ? "approved" : "rejected"}, decided_by = ${userId},
          decided_as = ${post}, decided_at = now(), remark = ${remark}, updated_at = now()
        WHERE id = ${id} AND status = 'pending' RETURNING id`,
  );
  if (!row) throw new ConflictError("This registration has already been decided");
  await notifyStudent(db, id, approve, remark);
}

/** POST approve-course-registration: approve or reject one pending slip. */
export async function decideRegistration(db: Db, user: AuthUser, body: DecisionBody): Promise<Registration> {
  await withRegistrationRules(() =>
    db.transaction(async (tx) => {
      const post = await deciderPost(tx, user, body.registrationId);
      await decide(tx, body.registrationId, user.id, post, body.approve, body.remark ?? null);
    }),
  );
  return registrationView(db, body.registrationId);
}

/**
 * POST bulk-approve: every listed slip approved, or none — a slip the caller may not decide
 * answers 404 and one already decided 409, naming it, and nothing changes.
 */
export async function bulkApprove(
  db: Db,
  user: AuthUser,
  ids: readonly number[],
): Promise<BulkApproveResult> {
  await db.transaction(async (tx) => {
    for (const id of [...ids].sort((a, b) => a - b)) {
      const post = await deciderPost(tx, user, id).catch(() => {
        throw new NotFoundError(`Course registration ${id} not found`);
      });
      await decide(tx, id, user.id, post, true, null).catch((error: unknown) => {
        throw error instanceof ConflictError
          ? new ConflictError(`Course registration ${id} has already been decided; nothing was approved`)
          : error;
      });
    }
  });
  return { approved: ids.length };
}
