import { sql } from "drizzle-orm";
import { movedMatricPrefix } from "../../../schema/changeOfDepartment/matricNumberMove";
import {
  DEFAULT_MATRIC_NUMBER_PATTERN,
  type MatricPattern,
  parseMatricPattern,
  REG_NUMBER_RULE,
} from "../../../schema/matricNumber";
import { ConflictError } from "../../errors";
import { nextMatricNumber } from "../admissions/studentProfile";
import { recordAudit } from "../audit/auditService";
import { createNotification } from "../notifications/notificationService";
import { rowsOf } from "../resources/sqlRows";
import type { WorkflowEffect } from "../workflows/workflowEffect";
import { CHANGE_OF_DEPARTMENT_CATEGORY } from "./applicationService";

let matricPattern = parseMatricPattern(DEFAULT_MATRIC_NUMBER_PATTERN) as MatricPattern;

/**
 * The configured matric number pattern (`MATRIC_NUMBER_PATTERN`), given by the module's routes
 * when the app starts: effects run with the step alone, and the pattern is the process's setting.
 */
export function setMatricPatternForMoves(pattern: MatricPattern): void {
  matricPattern = pattern;
}

interface MovingStudent {
  id: number;
  user_id: number | null;
  reg_number: string;
  status: string;
  department_id: number;
  programme_id: number;
  department_option_id: number | null;
  department_code: string;
  programme_code: string;
  session_name: string;
  application_type_id: string | null;
}

/**
 * The change-of-department workflow's effect (its `approve` step), in the step's transaction: the
 * student's record moves to the application's department and programme (the course option, which
 * belonged to the old department, is cleared) and gets a new matric number only when the pattern's
 * prefix changes with them (then the sign-in name follows, and the student is told). Refused (409)
 * when the record has left the department the application was made from, or is no longer active.
 * The student row's before and after join the step's audit entry and an entry of its own.
 */
export const moveStudentDepartment: WorkflowEffect = async (tx, step) => {
  const [application] = await rowsOf<{
    student_id: number;
    from_department_id: number;
    to_department_id: number;
    to_programme_id: number;
    to_department: string;
    to_department_code: string;
    to_programme_code: string;
  }>(
    tx,
    sql`SELECT a.student_id, a.from_department_id, a.to_department_id, a.to_programme_id,
        d.name AS to_department, d.code AS to_department_code, p.code AS to_programme_code
      FROM change_of_department_applications a JOIN departments d ON d.id = a.to_department_id
      JOIN programmes p ON p.id = a.to_programme_id WHERE a.id = ${step.id}`,
  );
  if (!application) throw new ConflictError("This change of department application no longer exists.");
  const [student] = await rowsOf<MovingStudent>(
    tx,
    sql`SELECT st.id, st.user_id, st.reg_number, st.status, st.department_id, st.programme_id,
        st.department_option_id, d.code AS department_code, p.code AS programme_code, s.name AS session_name,
        (SELECT ap.application_type_id FROM applicants ap WHERE ap.id = st.applicant_id) AS application_type_id
      FROM students st JOIN departments d ON d.id = st.department_id JOIN programmes p ON p.id = st.programme_id
      JOIN academic_sessions s ON s.id = st.session_of_entry_id
      WHERE st.id = ${application.student_id} FOR UPDATE OF st`,
  );
  if (!student) throw new ConflictError("The student's record no longer exists.");
  if (student.status !== "active")
    throw new ConflictError(
      `${student.reg_number}'s record is ${student.status}: only an active record can move.`,
    );
  if (student.department_id !== application.from_department_id)
    throw new ConflictError(
      `${student.reg_number} has moved department since applying; refuse this application and ask the student to apply again.`,
    );
  const prefix = movedMatricPrefix(
    matricPattern,
    {
      programmeCode: student.programme_code,
      departmentCode: student.department_code,
      applicationTypeId: student.application_type_id ?? "",
      sessionName: student.session_name,
    },
    { programmeCode: application.to_programme_code, departmentCode: application.to_department_code },
  );
  const regNumber = prefix === null ? student.reg_number : await nextMatricNumber(tx, matricPattern, prefix);
  if (!REG_NUMBER_RULE.test(regNumber))
    throw new ConflictError(
      "The matric number pattern gives an invalid number; please contact the ICT unit.",
    );
  await tx.execute(
    sql`UPDATE students SET department_id = ${application.to_department_id}, programme_id = ${application.to_programme_id},
        department_option_id = NULL, reg_number = ${regNumber}, updated_at = now() WHERE id = ${student.id}`,
  );
  // A student signs in with their matric number: an account named by the old one follows it.
  const renamed =
    regNumber !== student.reg_number && student.user_id !== null
      ? await rowsOf<{ id: number }>(
          tx,
          sql`UPDATE users SET user_name = ${regNumber}, updated_at = now()
            WHERE id = ${student.user_id} AND lower(user_name) = lower(${student.reg_number}) RETURNING id`,
        )
      : [];
  await tx.execute(
    sql`UPDATE change_of_department_applications SET reg_number_before = ${student.reg_number},
        reg_number_after = ${regNumber} WHERE id = ${step.id}`,
  );
  const before = {
    regNumber: student.reg_number,
    departmentId: student.department_id,
    programmeId: student.programme_id,
    departmentOptionId: student.department_option_id,
  };
  const after = {
    regNumber,
    departmentId: application.to_department_id,
    programmeId: application.to_programme_id,
    departmentOptionId: null,
  };
  const [actor] = await rowsOf<{ full_name: string }>(
    tx,
    sql`SELECT full_name FROM users WHERE id = ${step.actorId}`,
  );
  await recordAudit(tx, {
    actorId: step.actorId,
    actorName: actor?.full_name ?? null,
    impersonatorId: null,
    ip: null,
    userAgent: null,
    action: "change department",
    entity: "students",
    entityId: String(student.id),
    before,
    after: { ...after, changeOfDepartmentApplicationId: step.id },
  });
  if (regNumber !== student.reg_number && student.user_id !== null)
    await createNotification(tx, {
      userId: student.user_id,
      notificationType: "New matric number",
      notificationCategory: CHANGE_OF_DEPARTMENT_CATEGORY,
      message: `Your matric number in ${application.to_department} is ${regNumber} (it was ${student.reg_number}).${
        renamed.length > 0 ? " Sign in with it from now on; your password is unchanged." : ""
      }`,
    });
  return { studentId: student.id, studentBefore: before, studentAfter: after };
};
