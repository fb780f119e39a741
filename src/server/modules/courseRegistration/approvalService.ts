import { sql } from "drizzle-orm";
import type {
  ApprovalQuery,
  BulkApproveResult,
  DecisionBody,
  Registration,
  RegistrationSummary,
} from "../../../contract/courseRegistration";
import type { Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { assertVisible, takeTransition, visibleIds, type WorkflowCaller } from "../workflows/workflowService";
import { registrationSummaries, registrationView } from "./registrationView";

/**
 * Who decides a slip and what a decision does are schemas/workflows/course-registration.json
 * (spec: /approve_courses, /class/approve_courses): the registry (registrar; the super-admin
 * passes), the course adviser of the student's class or the head of their department; the
 * decision stamps the slip, is audited and notifies the student. Anyone else does not see the
 * slip at all: it answers 404, as another department's row does. This module keeps the
 * /api/CourseRegistration paths and answers over the workflow service.
 */
export const COURSE_REGISTRATION_WORKFLOW = "course-registration";

/** GET course-registration-approval: the term's slips the caller may decide. */
export async function approvalList(
  db: Db,
  workflow: Workflow,
  caller: WorkflowCaller,
  query: ApprovalQuery,
): Promise<RegistrationSummary[]> {
  const conditions = [
    sql`r.session_id = ${query.sessionId}`,
    sql`r.semester_id = ${query.semesterId}`,
    sql`r.id IN ${visibleIds(workflow, caller.user)}`,
    ...(query.status ? [sql`r.status = ${query.status}`] : []),
    ...(query.levelId ? [sql`r.level_id = ${query.levelId}`] : []),
  ];
  return registrationSummaries(db, sql.join(conditions, sql` AND `));
}

/** A slip the caller may decide, read in full (the approver's /approve_courses/view). */
export async function decidableRegistration(
  db: Db,
  workflow: Workflow,
  caller: WorkflowCaller,
  id: number,
): Promise<Registration> {
  await assertVisible(db, workflow, caller.user, id);
  return registrationView(db, id);
}

/** POST approve-course-registration: approve or reject one pending slip. */
export async function decideRegistration(
  db: Db,
  workflow: Workflow,
  caller: WorkflowCaller,
  body: DecisionBody,
): Promise<Registration> {
  const step = body.approve ? "approve" : "reject";
  await takeTransition(db, workflow, [body.registrationId], step, caller, body.remark ?? null);
  return registrationView(db, body.registrationId);
}

/**
 * POST bulk-approve: every listed slip approved, or none — a slip the caller may not decide
 * answers 404 and one already decided 409, naming it, and nothing changes.
 */
export async function bulkApprove(
  db: Db,
  workflow: Workflow,
  caller: WorkflowCaller,
  ids: readonly number[],
): Promise<BulkApproveResult> {
  const { count } = await takeTransition(db, workflow, ids, "approve", caller, null);
  return { approved: count };
}
