import { sql } from "drizzle-orm";
import type {
  ApprovalsQuery,
  DecisionBody,
  DecisionResult,
  SheetStatus,
  SheetSummary,
} from "../../../contract/scores";
import { type ChainStep, mayTakeStep, sheetActions } from "../../../schema/scoreSheetChain";
import type { Db } from "../../db/database";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import type { AuthUser } from "../auth/accessToken";
import { createNotification } from "../notifications/notificationService";
import { rowsOf } from "../resources/sqlRows";
import {
  COURSE_JOINS,
  COURSE_REF,
  deanOf,
  headsDepartmentOf,
  isCollegeWide,
  postColumns,
  postsOf,
} from "./courseAccess";

/**
 * The approval chain of a score sheet (migration 0180; who may take each step is
 * src/schema/scoreSheetChain.ts, which also gives each listed sheet the actions offered):
 * - the head of the course's department approves a submitted sheet (→ hod_approved) or returns it;
 * - the dean of the course's School, or an admin (the super-admin), approves an HOD-approved sheet
 *   (→ approved) or returns it;
 * - the registry (registrar) or the super-admin publishes an approved sheet (→ published), which
 *   makes its results visible to students.
 * A step by someone who does not hold the post answers 403, a sheet in another state 409, a sheet
 * that does not exist 404; a bulk action is all or nothing. Each step is audited with who and when,
 * and a returned sheet notifies its lecturers (lecturerCourses → /records/view).
 */
export type Step = ChainStep;

const FROM: Record<Step, SheetStatus> = { hod: "submitted", admin: "hod_approved", publish: "approved" };
const TO: Record<Step, SheetStatus> = { hod: "hod_approved", admin: "approved", publish: "published" };
const STAMP: Record<Step, string> = { hod: "hod_approved", admin: "approved", publish: "published" };
const ACTION: Record<Step, string> = { hod: "hod approve", admin: "approve", publish: "publish" };

/** GET Results/score-sheet-approvals: the term's sheets the caller approves or publishes. */
export async function approvalList(db: Db, user: AuthUser, query: ApprovalsQuery): Promise<SheetSummary[]> {
  const visible = isCollegeWide(user) ? sql`true` : sql`(${headsDepartmentOf(user)} OR ${deanOf(user)})`;
  const rows = await rowsOf<
    Omit<SheetSummary, "actions"> & { headsDepartment: boolean; deanOfSchool: boolean }
  >(
    db,
    sql`SELECT sh.id AS "sheetId", ${COURSE_REF} AS course, sh.status, ${postColumns(user)},
          (SELECT count(*)::int FROM course_results cr WHERE cr.course_id = sh.course_id AND cr.session_id = sh.session_id) AS students,
          coalesce((SELECT array_agg(coalesce(t.name || ' ', '') || l.first_name || ' ' || l.surname ORDER BY l.surname, l.id)
            FROM course_assignments ca JOIN lecturers l ON l.id = ca.lecturer_id LEFT JOIN titles t ON t.id = l.title_id
            WHERE ca.course_id = sh.course_id AND ca.session_id = sh.session_id), ARRAY[]::text[]) AS lecturers,
          to_char(sh.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
          sh.return_reason AS "returnReason"
        FROM score_sheets sh JOIN courses c ON c.id = sh.course_id ${COURSE_JOINS}
        JOIN academic_sessions s ON s.id = sh.session_id
        WHERE sh.session_id = ${query.sessionId} AND sh.semester_id = ${query.semesterId}
          AND ${visible}
          ${query.status ? sql`AND sh.status = ${query.status}` : sql`AND sh.status <> 'draft'`}
        ORDER BY d.name, c.code, sh.id`,
  );
  return rows.map(({ headsDepartment, deanOfSchool, ...sheet }) => ({
    ...sheet,
    actions: sheetActions(sheet.status, postsOf(user, { headsDepartment, deanOfSchool })),
  }));
}

interface LockedSheet {
  id: number;
  status: SheetStatus;
  courseId: number;
  sessionId: number;
  semesterId: number;
  code: string;
  headsDepartment: boolean;
  deanOfSchool: boolean;
}

async function lockForStep(tx: Db, user: AuthUser, id: number, step: Step): Promise<LockedSheet> {
  const [sheet] = await rowsOf<LockedSheet>(
    tx,
    sql`SELECT sh.id, sh.status, sh.course_id AS "courseId", sh.session_id AS "sessionId",
          sh.semester_id AS "semesterId", c.code, ${postColumns(user)}
        FROM score_sheets sh JOIN courses c ON c.id = sh.course_id
        WHERE sh.id = ${id} FOR UPDATE OF sh`,
  );
  if (!sheet) throw new NotFoundError(`Score sheet ${id} not found`);
  if (!mayTakeStep(step, postsOf(user, sheet)))
    throw new ForbiddenError(
      step === "hod"
        ? `Only the head of the department of ${sheet.code} may approve its score sheet`
        : step === "admin"
          ? `Only the dean of the School of ${sheet.code} or an administrator may approve its score sheet`
          : "Only the registry may publish results",
    );
  if (sheet.status !== FROM[step])
    throw new ConflictError(
      `The score sheet of ${sheet.code} is ${sheet.status.replace("_", " ")}; it must be ${FROM[step].replace("_", " ")} for this step`,
    );
  return sheet;
}

async function notifyReturned(tx: Db, sheet: LockedSheet, reason: string): Promise<void> {
  // Every lecturer of the course that session who can sign in (lecturerCourses → /records/view).
  const lecturers = await rowsOf<{ userId: number; session: string }>(
    tx,
    sql`SELECT DISTINCT l.user_id AS "userId", s.name AS session
        FROM course_assignments ca JOIN lecturers l ON l.id = ca.lecturer_id
        JOIN academic_sessions s ON s.id = ca.session_id
        WHERE ca.course_id = ${sheet.courseId} AND ca.session_id = ${sheet.sessionId} AND l.user_id IS NOT NULL`,
  );
  for (const lecturer of lecturers)
    await createNotification(tx, {
      userId: lecturer.userId,
      notificationType: "Score sheet returned",
      notificationCategory: "lecturerCourses",
      message: `The score sheet of ${sheet.code} (${lecturer.session}) was returned: ${reason}`,
      requestProperties: { sessionId: sheet.sessionId, semesterId: sheet.semesterId },
    });
}

async function takeStep(
  tx: Db,
  user: AuthUser,
  actor: AuditActor,
  id: number,
  step: Step,
  approve: boolean,
  reason: string | null,
): Promise<SheetStatus> {
  const sheet = await lockForStep(tx, user, id, step);
  const to: SheetStatus = approve ? TO[step] : "draft";
  if (approve) {
    const stamp = STAMP[step];
    await tx.execute(sql`UPDATE score_sheets SET status = ${to}, ${sql.raw(`${stamp}_by`)} = ${user.id},
        ${sql.raw(`${stamp}_at`)} = now(), updated_at = now() WHERE id = ${id}`);
  } else {
    await tx.execute(sql`UPDATE score_sheets SET status = 'draft', return_reason = ${reason},
        returned_by = ${user.id}, returned_at = now(), updated_at = now() WHERE id = ${id}`);
  }
  await tx.execute(sql`UPDATE course_results SET status = ${to}, updated_at = now()
      WHERE course_id = ${sheet.courseId} AND session_id = ${sheet.sessionId}`);
  await recordAudit(tx, {
    ...actor,
    action: approve ? ACTION[step] : "return",
    entity: "score_sheets",
    entityId: String(id),
    before: { status: sheet.status },
    after: { status: to, courseId: sheet.courseId, sessionId: sheet.sessionId, reason },
  });
  if (!approve && reason) await notifyReturned(tx, sheet, reason);
  return to;
}

/**
 * HOD approval (Results/hod-approval), dean or admin approval (Results/admin-approval) and
 * publishing (Results/publish-results): every listed sheet moves, or none does (the first refusal
 * names its sheet).
 */
export async function decideSheets(
  db: Db,
  user: AuthUser,
  actor: AuditActor,
  step: Step,
  body: Pick<DecisionBody, "sheetIds"> & { approve?: boolean; reason?: string },
): Promise<DecisionResult> {
  const approve = body.approve !== false;
  const reason = body.reason?.trim() || null;
  if (!approve && step === "publish")
    throw new ValidationError([{ path: "approve", message: "a sheet is published, not returned, here" }]);
  if (!approve && !reason)
    throw new ValidationError([
      { path: "reason", message: "say why the score sheet goes back to the lecturer" },
    ]);
  let status: SheetStatus = approve ? TO[step] : "draft";
  await db.transaction(async (tx) => {
    for (const id of [...body.sheetIds].sort((a, b) => a - b))
      status = await takeStep(tx, user, actor, id, step, approve, reason);
  });
  return { sheets: body.sheetIds.length, status };
}
