import { sql } from "drizzle-orm";
import type { NamedRef } from "../../../contract/ids";
import type { Db } from "../../db/database";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { rowsOf } from "../resources/sqlRows";

/** The student record of a signed-in account (migration 0060), as registration needs it. */
export interface StudentRecord {
  id: number;
  regNumber: string;
  fullName: string;
  programmeId: number;
  departmentId: number;
  level: NamedRef;
  status: string;
}

export async function studentOfUser(db: Db, userId: number): Promise<StudentRecord> {
  const [row] = await rowsOf<StudentRecord & { levelId: number; levelName: string }>(
    db,
    sql`SELECT s.id, s.reg_number AS "regNumber", s.full_name AS "fullName", s.programme_id AS "programmeId",
          s.department_id AS "departmentId", s.status, lv.id AS "levelId", lv.name AS "levelName"
        FROM students s JOIN levels lv ON lv.id = s.level_id WHERE s.user_id = ${userId}`,
  );
  if (!row)
    throw new NotFoundError("No student record is linked to your account; please contact the registry");
  return { ...row, level: { id: row.levelId, name: row.levelName } };
}

/** A term the student asks about: the session must exist; the semester is 1 or 2 (schema). */
export interface Term {
  session: NamedRef;
  semester: NamedRef;
}

export async function termOf(db: Db, sessionId: number, semesterId: number): Promise<Term> {
  const [row] = await rowsOf<{ sessionName: string; semesterName: string }>(
    db,
    sql`SELECT s.name AS "sessionName", sem.name AS "semesterName"
        FROM academic_sessions s JOIN semesters sem ON sem.id = ${semesterId} WHERE s.id = ${sessionId}`,
  );
  if (!row) throw new ValidationError([{ path: "sessionId", message: "there is no such session" }]);
  return {
    session: { id: sessionId, name: row.sessionName },
    semester: { id: semesterId, name: row.semesterName },
  };
}

/** The fewest and most units the student may register in the term, and whether they may register now. */
export interface TermRules {
  minUnits: number;
  maxUnits: number;
  open: boolean;
  closesAt: string | null;
}

/**
 * The unit load of the student's programme, level and semester; the student's own limit for the
 * term (student_unit_limits) replaces its maximum (and lowers its minimum when below it). Open
 * while the class's window runs or the student's late opening lasts (the database checks the
 * same in course_registration_courses_check).
 */
export async function termRules(db: Db, student: StudentRecord, term: Term): Promise<TermRules> {
  const [row] = await rowsOf<{
    minUnits: number | null;
    maxUnits: number | null;
    ownMax: number | null;
    windowClosesAt: Date | string | null;
    openUntil: string | null;
  }>(
    db,
    sql`SELECT
          (SELECT min_units FROM unit_loads WHERE programme_id = ${student.programmeId} AND level_id = ${student.level.id}
             AND semester_id = ${term.semester.id} AND active) AS "minUnits",
          (SELECT max_units FROM unit_loads WHERE programme_id = ${student.programmeId} AND level_id = ${student.level.id}
             AND semester_id = ${term.semester.id} AND active) AS "maxUnits",
          (SELECT max_units FROM student_unit_limits WHERE student_id = ${student.id}
             AND session_id = ${term.session.id} AND semester_id = ${term.semester.id}) AS "ownMax",
          (SELECT max(closes_at) FROM course_registration_windows WHERE session_id = ${term.session.id}
             AND semester_id = ${term.semester.id} AND level_id = ${student.level.id}
             AND programme_id = ${student.programmeId} AND is_open AND opens_at <= now() AND closes_at > now()) AS "windowClosesAt",
          (SELECT to_char(max(open_until), 'YYYY-MM-DD') FROM student_registration_openings WHERE student_id = ${student.id}
             AND session_id = ${term.session.id} AND semester_id = ${term.semester.id} AND open_until >= current_date) AS "openUntil"`,
  );
  const ownMax = row?.ownMax ?? null;
  const loadMax = row?.maxUnits ?? null;
  const maxUnits = ownMax ?? loadMax;
  if (maxUnits === null)
    throw new ConflictError(
      `No unit load is set for your programme at ${student.level.name} in the ${term.semester.name}; please contact the registry`,
    );
  const minUnits = Math.min(row?.minUnits ?? 0, maxUnits);
  const windowClosesAt = row?.windowClosesAt ? new Date(row.windowClosesAt).toISOString() : null;
  // A late opening runs to the end of its day (the college's day, WAT = UTC+1).
  const lateUntil = row?.openUntil ? new Date(`${row.openUntil}T23:59:59+01:00`).toISOString() : null;
  const closesAt =
    [windowClosesAt, lateUntil]
      .filter((at): at is string => at !== null)
      .sort()
      .at(-1) ?? null;
  return { minUnits, maxUnits, open: closesAt !== null, closesAt };
}
