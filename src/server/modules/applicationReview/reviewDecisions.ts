import { sql } from "drizzle-orm";
import { type DecideBody, type DecideResult, decidedMessage } from "../../../contract/applicationReview";
import type { Db } from "../../db/database";
import { type FieldError, ValidationError } from "../../errors";
import {
  type AdmissionDecision,
  becameStudentMessage,
  loadPlacementLists,
  placementProblems,
  saveAdmissionDecisions,
} from "../admissions/admissionDecisions";
import { applicantFactsWhere, applicationNumberOf } from "../admissions/admissionFacts";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { reviewedTypesOf } from "./reviewDocument";

export const REVIEW_MESSAGES = {
  programmeNeeded: "Choose the programme to admit into.",
  departmentNeeded: "Choose the department to admit into.",
  levelNeeded: "Choose the level to admit into.",
  unknownProgramme: "This programme is not one of the college's active programmes.",
  unknownDepartment: "This department is not one of the college's active departments.",
  unknownLevel: "This level is not one of the college's active levels.",
  unknownOption: (department: string) => `This course option is not one of ${department}'s.`,
  notSubmitted: (numbers: string[]) =>
    `${numbers.join(", ")}: no submitted application has ${numbers.length === 1 ? "this number" : "these numbers"}.`,
} as const;

/**
 * Decides applications from the review list, one or many at once: admitted into a programme,
 * department (optional course option) and level, or not admitted. Every application must be
 * submitted, placeable by the same rules as the uploaded list, and not yet a student's; any
 * problem and nothing is saved. Writes the same decisions as the upload (one service), with one
 * audit entry per application (action `admit` or `not admit`, the decision before and after).
 */
export async function decideApplications(
  db: Db,
  body: DecideBody,
  actor: AuditActor,
): Promise<DecideResult & { message: string }> {
  const ids = body.applicantIds;
  const facts = await applicantFactsWhere(
    db,
    sql`a.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND d.submitted_at IS NOT NULL`,
  );
  const found = new Map(facts.map((row) => [row.id, row]));
  const errors: FieldError[] = [];
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new ValidationError([
      { path: "applicantIds", message: REVIEW_MESSAGES.notSubmitted(missing.map(String)) },
    ]);
  for (const row of facts)
    if (row.matric_number)
      errors.push({
        path: "applicantIds",
        message: becameStudentMessage(applicationNumberOf(row), row.matric_number),
      });

  const admitted = body.status === "admitted";
  let placement = {
    programmeId: null as number | null,
    departmentId: null as number | null,
    departmentOptionId: null as number | null,
    levelId: null as number | null,
  };
  if (admitted) {
    const lists = await loadPlacementLists(db);
    const programme = lists.programmes.find((row) => row.id === body.programmeId);
    const department = lists.departments.find((row) => row.id === body.departmentId);
    const level = lists.levels.find((row) => row.id === body.levelId);
    if (body.programmeId === undefined)
      errors.push({ path: "programmeId", message: REVIEW_MESSAGES.programmeNeeded });
    else if (!programme) errors.push({ path: "programmeId", message: REVIEW_MESSAGES.unknownProgramme });
    if (body.departmentId === undefined)
      errors.push({ path: "departmentId", message: REVIEW_MESSAGES.departmentNeeded });
    else if (!department) errors.push({ path: "departmentId", message: REVIEW_MESSAGES.unknownDepartment });
    if (body.levelId === undefined) errors.push({ path: "levelId", message: REVIEW_MESSAGES.levelNeeded });
    else if (!level) errors.push({ path: "levelId", message: REVIEW_MESSAGES.unknownLevel });
    if (body.departmentOptionId !== undefined && department) {
      const option = lists.options.find(
        (row) => row.id === body.departmentOptionId && row.department_id === department.id,
      );
      if (!option)
        errors.push({ path: "departmentOptionId", message: REVIEW_MESSAGES.unknownOption(department.name) });
    }
    const types = await reviewedTypesOf(db, ids);
    const seen = new Set<string>();
    for (const id of ids) {
      for (const problem of placementProblems(lists, types.get(id), programme, department)) {
        // One message per rule, however many applications of a type were chosen.
        if (seen.has(problem.message)) continue;
        seen.add(problem.message);
        errors.push({ path: `${problem.field}Id`, message: problem.message });
      }
    }
    placement = {
      programmeId: programme?.id ?? null,
      departmentId: department?.id ?? null,
      departmentOptionId: body.departmentOptionId ?? null,
      levelId: level?.id ?? null,
    };
  }
  if (errors.length > 0) throw new ValidationError(errors);

  const decisions: AdmissionDecision[] = ids.map((id) => {
    const row = found.get(id)!;
    return {
      applicantId: id,
      applicationNumber: applicationNumberOf(row),
      status: body.status,
      ...placement,
      sessionId: row.session_id,
      path: "applicantIds",
    };
  });
  await saveAdmissionDecisions(db, decisions, actor.actorId, async (tx, saved) => {
    for (const { decision, before } of saved)
      await recordAudit(tx, {
        ...actor,
        action: admitted ? "admit" : "not admit",
        entity: "admission_decisions",
        entityId: String(decision.applicantId),
        before,
        after: {
          applicationNumber: decision.applicationNumber,
          status: decision.status,
          programmeId: decision.programmeId,
          departmentId: decision.departmentId,
          departmentOptionId: decision.departmentOptionId,
          levelId: decision.levelId,
        },
      });
  });
  return {
    decided: decisions.length,
    admitted: admitted ? decisions.length : 0,
    notAdmitted: admitted ? 0 : decisions.length,
    message: decidedMessage(body.status, decisions.length),
  };
}
