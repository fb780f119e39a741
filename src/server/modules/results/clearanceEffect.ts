import { sql } from "drizzle-orm";
import { formatGpa } from "../../../schema/grading/gpa";
import { ConflictError, ValidationError } from "../../errors";
import { rowsOf } from "../resources/sqlRows";
import type { WorkflowEffect } from "../workflows/workflowEffect";
import { checkedStanding } from "./clearance";
import { cgpaDecimal, studentById, studentView } from "./resultRows";

/**
 * The graduate-clearance workflow's effect (its `clear` step): the graduation session given must
 * exist (400), every check must pass (409 naming those that fail; the student is judged as they
 * were before the step, whose own rule is "an active record"), and then the CGPA and class of the
 * day are recorded in `graduate_clearances` (once per student) and join the step's audit entry.
 */
export const recordGraduateClearance: WorkflowEffect = async (tx, step) => {
  const graduationSessionId = step.input.graduationSessionId;
  const [session] =
    typeof graduationSessionId === "number"
      ? await rowsOf<{ id: number }>(
          tx,
          sql`SELECT id FROM academic_sessions WHERE id = ${graduationSessionId}`,
        )
      : [];
  if (!session)
    throw new ValidationError([{ path: "graduationSessionId", message: "There is no such session" }]);
  const student = { ...(await studentById(tx, step.id)), status: step.from };
  const [already] = await rowsOf(tx, sql`SELECT 1 FROM graduate_clearances WHERE student_id = ${step.id}`);
  if (already) throw new ConflictError(`${student.full_name} is already cleared.`);
  const { standing, checks } = await checkedStanding(tx, student);
  const failed = checks.filter((check) => !check.passed);
  if (failed.length > 0 || standing.cgpa.hundredths === null || standing.certificateClass === null)
    throw new ConflictError(
      `${student.full_name} cannot be cleared: ${failed.map((check) => `${check.label} (${check.detail})`).join("; ")}`,
    );
  await tx.execute(
    sql`INSERT INTO graduate_clearances (student_id, graduation_session_id, cgpa, units, certificate_class, cleared_by)
VALUES (${step.id}, ${session.id}, ${cgpaDecimal(standing.cgpa.hundredths)}, ${standing.cgpa.units},
  ${standing.certificateClass}, ${step.actorId})`,
  );
  return {
    studentId: step.id,
    regNumber: studentView(student).regNumber,
    graduationSessionId: session.id,
    cgpa: formatGpa(standing.cgpa.hundredths),
    certificateClass: standing.certificateClass,
  };
};
