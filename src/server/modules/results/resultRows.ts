import { type SQL, sql } from "drizzle-orm";
import type { CourseResultView, GpaView, ResultStudent } from "../../../contract/results";
import type { CertificateClassBand } from "../../../schema/grading/certificateClass";
import { type CourseResult, formatGpa, type GradePointAverage } from "../../../schema/grading/gpa";
import type { Db } from "../../db/database";
import { NotFoundError } from "../../errors";
import { rowsOf } from "../resources/sqlRows";

/**
 * The reads every results page shares: a student's record as results print it, their published
 * results (course, term, scores, grade, points), and the college's classes of certificate. Only
 * `published` results are ever read here for students, transcripts and clearance; the composite
 * sheet may ask for results still in the approval chain (`stage: "all"`).
 */

export interface StudentRecordRow {
  id: number;
  full_name: string;
  reg_number: string;
  programme_name: string;
  department_name: string;
  level_name: string;
  status: string;
}

const STUDENT_COLUMNS = sql`st.id, st.full_name, st.reg_number, p.name AS programme_name,
  d.name AS department_name, l.name AS level_name, st.status`;
const STUDENT_JOINS = sql`FROM students st
JOIN programmes p ON p.id = st.programme_id
JOIN departments d ON d.id = st.department_id
JOIN levels l ON l.id = st.level_id`;

export function studentView(row: StudentRecordRow): ResultStudent {
  return {
    id: row.id,
    fullName: row.full_name,
    regNumber: row.reg_number,
    programme: row.programme_name,
    department: row.department_name,
    level: row.level_name,
    status: row.status,
  };
}

/** Students matching `where` (over `st`), as results print them. */
export async function studentRecordsWhere(db: Db, where: SQL): Promise<StudentRecordRow[]> {
  return rowsOf<StudentRecordRow>(db, sql`SELECT ${STUDENT_COLUMNS} ${STUDENT_JOINS} WHERE ${where}`);
}

/** What a signed-in account without a student record (not yet linked by the registry) is told. */
export const NO_STUDENT_RECORD = "No student record is linked to this account";

/** The signed-in user's own student record; 404 when the account has none. */
export async function studentOfAccount(db: Db, userId: number): Promise<StudentRecordRow> {
  const [row] = await studentRecordsWhere(db, sql`st.user_id = ${userId}`);
  if (!row) throw new NotFoundError(NO_STUDENT_RECORD);
  return row;
}

/** One student by id; 404 when there is none. */
export async function studentById(db: Db, studentId: number): Promise<StudentRecordRow> {
  const [row] = await studentRecordsWhere(db, sql`st.id = ${studentId}`);
  if (!row) throw new NotFoundError("Student not found");
  return row;
}

export interface ResultRow {
  student_id: number;
  course_id: number;
  code: string;
  title: string;
  session_id: number;
  session_name: string;
  /** The session's start as YYYY-MM-DD: sessions are ordered by it (ids need not follow the calendar). */
  session_start: string;
  semester_id: number;
  semester_name: string;
  units: number;
  ca_score: string | number | null;
  exam_score: string | number | null;
  total_score: string | number | null;
  grade: string | null;
  points: number | null;
  status: string;
}

/**
 * Results of the students `students` (ids, any number; or the one of an account) in term order. `published` (the default)
 * reads only published ones; otherwise every result past draft.
 */
export async function resultsOf(
  db: Db,
  students: readonly number[] | { userId: number },
  { published = true, upTo }: { published?: boolean; upTo?: { sessionId: number; semesterId: number } } = {},
): Promise<ResultRow[]> {
  if (Array.isArray(students) && students.length === 0) return [];
  // By account: the student's id is looked up in the same query (one round trip on the busiest page).
  const owner =
    "userId" in students
      ? sql`r.student_id = (SELECT id FROM students WHERE user_id = ${students.userId})`
      : sql`r.student_id = ANY(${`{${(students as readonly number[]).join(",")}}`}::int[])`;
  const stage = published ? sql`r.status = 'published'` : sql`r.status <> 'draft'`;
  return rowsOf<ResultRow>(
    db,
    sql`SELECT r.student_id, r.course_id, c.code, c.title, r.session_id, s.name AS session_name,
  to_char(s.start_date, 'YYYY-MM-DD') AS session_start,
  r.semester_id, sem.name AS semester_name, r.units, r.ca_score, r.exam_score, r.total_score,
  r.grade, r.points, r.status
FROM course_results r
JOIN courses c ON c.id = r.course_id
JOIN academic_sessions s ON s.id = r.session_id
JOIN semesters sem ON sem.id = r.semester_id
WHERE ${owner} AND ${stage}
${upTo ? sql`AND (s.start_date, r.semester_id) <= ((SELECT start_date FROM academic_sessions WHERE id = ${upTo.sessionId}), ${upTo.semesterId})` : sql``}
ORDER BY r.student_id, s.start_date, r.semester_id, c.code`,
  );
}

/**
 * The signed-in user's student record and their published results in term order, in one
 * statement (the student looked up once): the record's columns repeat on each result row, and a
 * record without results answers one row whose result columns are null. 404 without a record.
 */
export async function ownRecordAndResults(
  db: Db,
  userId: number,
): Promise<{ student: StudentRecordRow; rows: ResultRow[] }> {
  const joined = await rowsOf<
    StudentRecordRow & { [K in Exclude<keyof ResultRow, "status">]: ResultRow[K] | null }
  >(
    db,
    sql`SELECT ${STUDENT_COLUMNS}, r.student_id, r.course_id, c.code, c.title, r.session_id,
  s.name AS session_name, to_char(s.start_date, 'YYYY-MM-DD') AS session_start,
  r.semester_id, sem.name AS semester_name, r.units, r.ca_score, r.exam_score, r.total_score,
  r.grade, r.points
${STUDENT_JOINS}
LEFT JOIN (course_results r
  JOIN courses c ON c.id = r.course_id
  JOIN academic_sessions s ON s.id = r.session_id
  JOIN semesters sem ON sem.id = r.semester_id) ON r.student_id = st.id AND r.status = 'published'
WHERE st.user_id = ${userId}
ORDER BY s.start_date, r.semester_id, c.code`,
  );
  const [first] = joined;
  if (!first) throw new NotFoundError(NO_STUDENT_RECORD);
  const student: StudentRecordRow = {
    id: first.id,
    full_name: first.full_name,
    reg_number: first.reg_number,
    programme_name: first.programme_name,
    department_name: first.department_name,
    level_name: first.level_name,
    status: first.status,
  };
  const rows = joined
    .filter((row) => row.course_id !== null)
    .map(
      (row): ResultRow => ({
        student_id: row.student_id as number,
        course_id: row.course_id as number,
        code: row.code as string,
        title: row.title as string,
        session_id: row.session_id as number,
        session_name: row.session_name as string,
        session_start: row.session_start as string,
        semester_id: row.semester_id as number,
        semester_name: row.semester_name as string,
        units: row.units as number,
        ca_score: row.ca_score,
        exam_score: row.exam_score,
        total_score: row.total_score,
        grade: row.grade,
        points: row.points,
        status: "published",
      }),
    );
  return { student, rows };
}

/** A session's place in time: the day number of its start (the grading module orders by it). */
export function sessionOrder(row: Pick<ResultRow, "session_start">): number {
  return Date.parse(`${row.session_start}T00:00:00Z`) / 86_400_000;
}

/** Results as the grading module counts them; ungraded rows (no points yet) weigh nothing. */
export function gradingInput(rows: readonly ResultRow[]): CourseResult[] {
  return rows
    .filter((row) => row.points !== null)
    .map((row) => ({
      courseId: row.course_id,
      units: row.units,
      points: row.points as number,
      sessionOrder: sessionOrder(row),
      semesterId: row.semester_id,
    }));
}

const scoreOf = (value: string | number | null) => (value === null ? null : Number(value));

export function courseResultView(row: ResultRow): CourseResultView {
  return {
    courseId: row.course_id,
    code: row.code,
    title: row.title,
    units: row.units,
    caScore: scoreOf(row.ca_score),
    examScore: scoreOf(row.exam_score),
    totalScore: scoreOf(row.total_score),
    grade: row.grade,
    points: row.points,
  };
}

export function gpaView(gpa: GradePointAverage): GpaView {
  return { units: gpa.units, qualityPoints: gpa.qualityPoints, hundredths: gpa.hundredths };
}

/** The college's classes of certificate (admin list /results/certificate_classes). */
export async function certificateClasses(db: Db): Promise<CertificateClassBand[]> {
  const rows = await rowsOf<{ name: string; min_cgpa: string | number }>(
    db,
    sql`SELECT name, min_cgpa FROM certificate_class_bands`,
  );
  return rows.map((row) => ({ name: row.name, minCgpaHundredths: Math.round(Number(row.min_cgpa) * 100) }));
}

/** Course codes of course ids (for carry-over remarks), from the rows already read. */
export function codesOf(rows: readonly ResultRow[], courseIds: readonly number[]): string[] {
  const code = new Map(rows.map((row) => [row.course_id, row.code]));
  return courseIds.map((id) => code.get(id) ?? String(id));
}

/** "3.12" as numeric text for a numeric(3,2) column, or null. */
export function cgpaDecimal(hundredths: number | null): string | null {
  return hundredths === null ? null : formatGpa(hundredths);
}
