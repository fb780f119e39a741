import { type SQL, sql } from "drizzle-orm";
import type { ClassListOptions, CompositeQuery, CompositeSheet } from "../../../contract/results";
import { isAllowed } from "../../../schema/access";
import { formatGpa } from "../../../schema/grading/gpa";
import { remarkOf } from "../../../schema/grading/standing";
import type { Db } from "../../db/database";
import { NotFoundError } from "../../errors";
import type { AuthUser } from "../auth/accessToken";
import type { Cell } from "../resources/spreadsheet";
import { rowsOf } from "../resources/sqlRows";
import { deanOf, hodOf } from "../workflows/postPredicates";
import { certificateClasses, type ResultRow, resultsOf } from "./resultRows";
import { standingView, termsOf } from "./studentResults";

/**
 * The composite result sheet (/results/classlist/view; spec section 7 "composite results"): a
 * class — department, programme, level — in one session and semester, students × courses with
 * grades, each student's GPA and CGPA, and remarks (carry-overs).
 *
 * Who sees which department (the staff scope of src/schema/staffScope.ts, applied here):
 * the registrar (and the super-admin) every department; a head of department the departments
 * they head (active `hod_assignments`); a dean the departments of their School (active
 * `dean_assignments`). Another department answers 404, as if it did not exist.
 */
export const COMPOSITE_READERS = ["registrar", "hod", "dean"] as const;
const COLLEGE_WIDE = ["registrar"] as const;

/** The departments `user` may see, as a condition on `d` (departments). */
export function departmentsOf(user: AuthUser): SQL {
  if (isAllowed(user, { roles: COLLEGE_WIDE })) return sql`true`;
  const department = { department: sql`d.id` };
  return sql`(${hodOf(user.id, department)} OR ${deanOf(user.id, department)})`;
}

type Named = { id: number; name: string };

/** The filters of /results/classlist: departments within the caller's scope, and the rest. */
export async function classListOptions(db: Db, user: AuthUser): Promise<ClassListOptions> {
  const [departments, programmes, levels, sessions, semesters] = await Promise.all([
    rowsOf<Named>(
      db,
      sql`SELECT d.id, d.name FROM departments d WHERE d.active AND ${departmentsOf(user)} ORDER BY d.name`,
    ),
    rowsOf<Named>(db, sql`SELECT id, name FROM programmes WHERE active ORDER BY name`),
    rowsOf<Named>(db, sql`SELECT id, name FROM levels WHERE active ORDER BY value`),
    rowsOf<Named & { is_current: boolean }>(
      db,
      sql`SELECT id, name, is_current FROM academic_sessions ORDER BY start_date DESC, id DESC`,
    ),
    rowsOf<Named>(db, sql`SELECT id, name FROM semesters ORDER BY id`),
  ]);
  return {
    departments,
    programmes,
    levels,
    sessions: sessions.map(({ id, name }) => ({ id, name })),
    semesters,
    currentSessionId: sessions.find((session) => session.is_current)?.id ?? null,
  };
}

async function named(db: Db, table: "programmes" | "levels" | "academic_sessions" | "semesters", id: number) {
  const [row] = await rowsOf<Named>(db, sql`SELECT id, name FROM ${sql.identifier(table)} WHERE id = ${id}`);
  return row;
}

/**
 * The class of a term: students who registered that term in the department, programme and level
 * (course_registrations keep the class they registered in), and students now in that class who
 * did not register (results entered without a slip) — each only with a result that term.
 */
async function classStudents(db: Db, query: CompositeQuery, published: boolean) {
  const stage = published ? sql`r.status = 'published'` : sql`r.status <> 'draft'`;
  return rowsOf<{ id: number; reg_number: string; full_name: string }>(
    db,
    sql`SELECT st.id, st.reg_number, st.full_name FROM students st
WHERE st.id IN (
  SELECT cr.student_id FROM course_registrations cr
  WHERE cr.session_id = ${query.sessionId} AND cr.semester_id = ${query.semesterId}
    AND cr.department_id = ${query.departmentId} AND cr.programme_id = ${query.programmeId}
    AND cr.level_id = ${query.levelId}
  UNION
  SELECT s2.id FROM students s2
  WHERE s2.department_id = ${query.departmentId} AND s2.programme_id = ${query.programmeId}
    AND s2.level_id = ${query.levelId}
    AND NOT EXISTS (SELECT 1 FROM course_registrations x WHERE x.student_id = s2.id
      AND x.session_id = ${query.sessionId} AND x.semester_id = ${query.semesterId}))
AND EXISTS (SELECT 1 FROM course_results r WHERE r.student_id = st.id AND r.session_id = ${query.sessionId}
  AND r.semester_id = ${query.semesterId} AND ${stage})
ORDER BY st.reg_number`,
  );
}

/** GET composite-results: the sheet, or 404 for a department outside the caller's scope. */
export async function compositeSheet(db: Db, user: AuthUser, query: CompositeQuery): Promise<CompositeSheet> {
  const [department] = await rowsOf<Named>(
    db,
    sql`SELECT d.id, d.name FROM departments d WHERE d.id = ${query.departmentId} AND ${departmentsOf(user)}`,
  );
  if (!department) throw new NotFoundError("Department not found");
  const [programme, level, session, semester] = await Promise.all([
    named(db, "programmes", query.programmeId),
    named(db, "levels", query.levelId),
    named(db, "academic_sessions", query.sessionId),
    named(db, "semesters", query.semesterId),
  ]);
  if (!programme) throw new NotFoundError("Programme not found");
  if (!level) throw new NotFoundError("Level not found");
  if (!session) throw new NotFoundError("Session not found");
  if (!semester) throw new NotFoundError("Semester not found");
  const stage = query.stage ?? "published";
  const published = stage === "published";
  const students = await classStudents(db, query, published);
  const upTo = { sessionId: query.sessionId, semesterId: query.semesterId };
  const [rows, classes] = await Promise.all([
    resultsOf(
      db,
      students.map((student) => student.id),
      { published, upTo },
    ),
    certificateClasses(db),
  ]);
  const byStudent = new Map<number, ResultRow[]>();
  for (const row of rows) {
    const list = byStudent.get(row.student_id) ?? [];
    list.push(row);
    byStudent.set(row.student_id, list);
  }
  const inTerm = (row: ResultRow) =>
    row.session_id === query.sessionId && row.semester_id === query.semesterId;
  const courses = new Map<number, { courseId: number; code: string; title: string; units: number }>();
  for (const row of rows.filter(inTerm))
    if (!courses.has(row.course_id))
      courses.set(row.course_id, {
        courseId: row.course_id,
        code: row.code,
        title: row.title,
        units: row.units,
      });
  const columns = [...courses.values()].sort((a, b) => a.code.localeCompare(b.code));
  return {
    department,
    programme,
    level,
    session,
    semester,
    stage,
    courses: columns,
    students: students.map((student) => {
      const own = byStudent.get(student.id) ?? [];
      const terms = termsOf(own);
      const term = terms.find((candidate) => candidate.rows[0] && inTerm(candidate.rows[0]));
      const standing = standingView(own, classes);
      const cells = new Map((term?.rows ?? []).map((row) => [row.course_id, row]));
      return {
        studentId: student.id,
        regNumber: student.reg_number,
        fullName: student.full_name,
        cells: columns.flatMap((course) => {
          const row = cells.get(course.courseId);
          return row
            ? [
                {
                  courseId: course.courseId,
                  totalScore: row.total_score === null ? null : Number(row.total_score),
                  grade: row.grade,
                  points: row.points,
                  status: row.status,
                },
              ]
            : [];
        }),
        gpa: term?.gpa ?? { units: 0, qualityPoints: 0, hundredths: null },
        cgpa: term?.cgpa ?? standing.cgpa,
        remarks: remarkOf(standing.outstanding),
      };
    }),
  };
}

/** The sheet as spreadsheet rows: a heading row, one row per student. */
export function compositeSheetRows(sheet: CompositeSheet): Cell[][] {
  const header: Cell[] = [
    "S/N",
    "Matric number",
    "Name",
    ...sheet.courses.map((course) => `${course.code} (${course.units})`),
    "Units",
    "GPA",
    "CGPA",
    "Remarks",
  ];
  return [
    header,
    ...sheet.students.map((student, index): Cell[] => {
      const cells = new Map(student.cells.map((cell) => [cell.courseId, cell]));
      return [
        index + 1,
        student.regNumber,
        student.fullName,
        ...sheet.courses.map((course) => {
          const cell = cells.get(course.courseId);
          return cell ? `${cell.totalScore ?? "-"} ${cell.grade ?? ""}`.trim() : "";
        }),
        student.gpa.units,
        formatGpa(student.gpa.hundredths),
        formatGpa(student.cgpa.hundredths),
        student.remarks,
      ];
    }),
  ];
}
