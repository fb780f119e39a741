import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type FieldError, ValidationError } from "../../errors";
import {
  type AdmissionDecision,
  loadPlacementLists,
  type PlacementLists,
  placementProblems,
  saveAdmissionDecisions,
} from "../admissions/admissionDecisions";
import { applicantFactsWhere, applicationNumberOf } from "../admissions/admissionFacts";
import type { WorkflowEffect } from "../workflows/workflowEffect";
import { reviewedTypesOf } from "./reviewDocument";

export const REVIEW_MESSAGES = {
  programmeNeeded: "Choose the programme to admit into.",
  departmentNeeded: "Choose the department to admit into.",
  levelNeeded: "Choose the level to admit into.",
  unknownProgramme: "This programme is not one of the college's active programmes.",
  unknownDepartment: "This department is not one of the college's active departments.",
  unknownLevel: "This level is not one of the college's active levels.",
  unknownOption: (department: string) => `This course option is not one of ${department}'s.`,
  notSubmitted: (id: number) => `Application ${id}: no submitted application has this number.`,
} as const;

/** Where an application is admitted: the step's inputs (schemas/workflows/application-review.json). */
interface Placement {
  programmeId?: number;
  departmentId?: number;
  departmentOptionId?: number;
  levelId?: number;
}

// The placement lists are read once per step, however many applications it decides.
const listsOfStep = new WeakMap<Db, Promise<PlacementLists>>();

function placementListsOf(tx: Db): Promise<PlacementLists> {
  let lists = listsOfStep.get(tx);
  if (!lists) {
    lists = loadPlacementLists(tx);
    listsOfStep.set(tx, lists);
  }
  return lists;
}

const idOf = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/**
 * One application's decision, checked: it must be submitted; admitted needs a programme its type
 * admits into, a department offering it (an optional course option of that department) and a
 * level, by the same rules as the uploaded admission list. Any problem is a 400 naming its field.
 */
async function checkedDecision(
  tx: Db,
  applicantId: number,
  status: AdmissionDecision["status"],
  input: Placement,
): Promise<AdmissionDecision> {
  const [facts] = await applicantFactsWhere(tx, sql`a.id = ${applicantId} AND d.submitted_at IS NOT NULL`);
  if (!facts)
    throw new ValidationError([{ path: "ids", message: REVIEW_MESSAGES.notSubmitted(applicantId) }]);
  const decision: AdmissionDecision = {
    applicantId,
    applicationNumber: applicationNumberOf(facts),
    status,
    programmeId: null,
    departmentId: null,
    departmentOptionId: null,
    levelId: null,
    sessionId: facts.session_id,
    path: "ids",
  };
  if (status !== "admitted") return decision;
  const errors: FieldError[] = [];
  const lists = await placementListsOf(tx);
  const programme = lists.programmes.find((row) => row.id === input.programmeId);
  const department = lists.departments.find((row) => row.id === input.departmentId);
  const level = lists.levels.find((row) => row.id === input.levelId);
  if (input.programmeId === undefined)
    errors.push({ path: "programmeId", message: REVIEW_MESSAGES.programmeNeeded });
  else if (!programme) errors.push({ path: "programmeId", message: REVIEW_MESSAGES.unknownProgramme });
  if (input.departmentId === undefined)
    errors.push({ path: "departmentId", message: REVIEW_MESSAGES.departmentNeeded });
  else if (!department) errors.push({ path: "departmentId", message: REVIEW_MESSAGES.unknownDepartment });
  if (input.levelId === undefined) errors.push({ path: "levelId", message: REVIEW_MESSAGES.levelNeeded });
  else if (!level) errors.push({ path: "levelId", message: REVIEW_MESSAGES.unknownLevel });
  if (input.departmentOptionId !== undefined && department) {
    const option = lists.options.find(
      (row) => row.id === input.departmentOptionId && row.department_id === department.id,
    );
    if (!option)
      errors.push({ path: "departmentOptionId", message: REVIEW_MESSAGES.unknownOption(department.name) });
  }
  const types = await reviewedTypesOf(tx, [applicantId]);
  for (const problem of placementProblems(lists, types.get(applicantId), programme, department))
    errors.push({ path: `${problem.field}Id`, message: problem.message });
  if (errors.length > 0) throw new ValidationError(errors);
  return {
    ...decision,
    programmeId: programme?.id ?? null,
    departmentId: department?.id ?? null,
    departmentOptionId: input.departmentOptionId ?? null,
    levelId: level?.id ?? null,
  };
}

/**
 * The application review's admit / not-admit steps (schemas/workflows/application-review.json):
 * the decision checked and written by the admission list's own service (`saveAdmissionDecisions`:
 * the applicant locked, refused once they became a student, the `admission_decisions` row and the
 * applicant's status), inside the step's transaction. The workflow audits the step; what it
 * answers (the decision) joins the audit entry.
 */
export const decideAdmission: WorkflowEffect = async (tx, step) => {
  const status = step.to === "admitted" ? "admitted" : "not_admitted";
  const decision = await checkedDecision(tx, step.id, status, {
    programmeId: idOf(step.input.programmeId),
    departmentId: idOf(step.input.departmentId),
    departmentOptionId: idOf(step.input.departmentOptionId),
    levelId: idOf(step.input.levelId),
  });
  await saveAdmissionDecisions(tx, [decision], step.actorId, async () => {});
  return {
    applicationNumber: decision.applicationNumber,
    status: decision.status,
    programmeId: decision.programmeId,
    departmentId: decision.departmentId,
    departmentOptionId: decision.departmentOptionId,
    levelId: decision.levelId,
  };
};
