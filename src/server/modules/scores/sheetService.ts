import { sql } from "drizzle-orm";
import type {
  AssignedCourse,
  AssignedCoursesQuery,
  ClassList,
  ClassListStudent,
  CourseSessionQuery,
  SaveScoresBody,
  ScoreRow,
  ScoreSheet,
  SheetEvent,
  SheetStatus,
} from "../../../contract/scores";
import { MAX_CA_SCORE, MAX_EXAM_SCORE } from "../../../contract/scores";
import { type GradeBand, gradeOf } from "../../../schema/grading/gradeBands";
import type { Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { ConflictError, type FieldError, NotFoundError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import type { AuthUser } from "../auth/accessToken";
import { rowsOf } from "../resources/sqlRows";
import { sheetActionsOn } from "./approvalService";
import { COURSE_JOINS, COURSE_REF, courseAccess, teaches } from "./courseAccess";

/** GET Lecturer/assigned-courses: the caller's courses in a term with class size and sheet status. */
export async function assignedCourses(
  db: Db,
  user: AuthUser,
  query: AssignedCoursesQuery,
): Promise<AssignedCourse[]> {
  return rowsOf<AssignedCourse>(
    db,
    sql`SELECT ${COURSE_REF} AS course,
          (SELECT count(*)::int FROM course_registration_courses rc
            JOIN course_registrations r ON r.id = rc.registration_id
            WHERE rc.course_id = c.id AND r.session_id = s.id AND r.status = 'approved') AS registered,
          sh.id AS "sheetId", coalesce(sh.status, 'draft') AS status, sh.return_reason AS "returnReason"
        FROM courses c ${COURSE_JOINS}
        JOIN academic_sessions s ON s.id = ${query.sessionId}
        LEFT JOIN score_sheets sh ON sh.course_id = c.id AND sh.session_id = s.id
        WHERE c.semester_id = ${query.semesterId} AND ${teaches(user, sql`c.id`, sql`s.id`)}
        ORDER BY c.code, c.id`,
  );
}

/** The students whose approved registration of the session has the course, by matric number. */
async function roster(
  db: Db,
  courseId: number,
  sessionId: number,
): Promise<(ClassListStudent & { registrationCourseId: number })[]> {
  return rowsOf(
    db,
    sql`SELECT st.id AS "studentId", st.reg_number AS "regNumber", st.full_name AS "fullName",
          lv.name AS level, p.name AS programme, d.name AS department, rc.id AS "registrationCourseId"
        FROM course_registration_courses rc
        JOIN course_registrations r ON r.id = rc.registration_id
        JOIN students st ON st.id = r.student_id
        JOIN levels lv ON lv.id = r.level_id
        JOIN programmes p ON p.id = r.programme_id
        JOIN departments d ON d.id = r.department_id
        WHERE rc.course_id = ${courseId} AND r.session_id = ${sessionId} AND r.status = 'approved'
        ORDER BY st.reg_number, st.id`,
  );
}

async function lecturersOf(db: Db, courseId: number, sessionId: number): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT coalesce(t.name || ' ', '') || l.first_name || ' ' || l.surname AS name
        FROM course_assignments ca JOIN lecturers l ON l.id = ca.lecturer_id
        LEFT JOIN titles t ON t.id = l.title_id
        WHERE ca.course_id = ${courseId} AND ca.session_id = ${sessionId}
        ORDER BY ca.is_coordinator DESC, l.surname, l.id`,
  );
  return rows.map((row) => row.name);
}

/** GET Results/class-list: the course's registered students, for anyone who may see the course. */
export async function classList(db: Db, user: AuthUser, query: CourseSessionQuery): Promise<ClassList> {
  const access = await courseAccess(db, user, query.courseId, query.sessionId);
  const students = await roster(db, query.courseId, query.sessionId);
  return {
    course: access.course,
    lecturers: await lecturersOf(db, query.courseId, query.sessionId),
    students: students.map(({ registrationCourseId: _, ...student }) => student),
  };
}

interface SheetRow {
  id: number;
  status: SheetStatus;
  returnReason: string | null;
}

async function sheetOf(db: Db, courseId: number, sessionId: number): Promise<SheetRow | undefined> {
  const [row] = await rowsOf<SheetRow>(
    db,
    sql`SELECT id, status, return_reason AS "returnReason" FROM score_sheets
        WHERE course_id = ${courseId} AND session_id = ${sessionId}`,
  );
  return row;
}

/** The audit trail of a sheet: each step of the chain with who and when. */
export async function sheetHistory(db: Db, sheetId: number | null): Promise<SheetEvent[]> {
  if (sheetId === null) return [];
  const rows = await rowsOf<{ action: string; by: string | null; at: Date | string; reason: string | null }>(
    db,
    sql`SELECT a.action, coalesce(u.full_name, a.actor_name, 'system') AS by, a.at,
          a.after ->> 'reason' AS reason
        FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE a.entity = 'score_sheets' AND a.entity_id = ${String(sheetId)}
        ORDER BY a.at, a.id`,
  );
  return rows.map((row) => ({
    action: row.action,
    by: row.by ?? "system",
    at: new Date(row.at).toISOString(),
    reason: row.reason,
  }));
}

/** GET Results/scoresheet: the sheet's rows (every registered student) and its chain. */
export async function scoreSheet(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  query: CourseSessionQuery,
): Promise<ScoreSheet> {
  const access = await courseAccess(db, user, query.courseId, query.sessionId);
  const sheet = await sheetOf(db, query.courseId, query.sessionId);
  const rows = await rowsOf<ScoreRow>(
    db,
    sql`SELECT st.id AS "studentId", st.reg_number AS "regNumber", st.full_name AS "fullName",
          cr.ca_score::float8 AS "caScore", cr.exam_score::float8 AS "examScore",
          CASE WHEN cr.ca_score IS NULL AND cr.exam_score IS NULL THEN NULL ELSE cr.total_score::float8 END AS total,
          cr.grade, cr.points
        FROM course_registration_courses rc
        JOIN course_registrations r ON r.id = rc.registration_id
        JOIN students st ON st.id = r.student_id
        LEFT JOIN course_results cr ON cr.student_id = st.id AND cr.course_id = rc.course_id AND cr.session_id = r.session_id
        WHERE rc.course_id = ${query.courseId} AND r.session_id = ${query.sessionId} AND r.status = 'approved'
        ORDER BY st.reg_number, st.id`,
  );
  const status = sheet?.status ?? "draft";
  return {
    sheetId: sheet?.id ?? null,
    course: access.course,
    status,
    returnReason: sheet?.returnReason ?? null,
    editable: access.teaches && status === "draft",
    actions: sheet ? ((await sheetActionsOn(db, workflow, user, [sheet.id])).get(sheet.id) ?? []) : [],
    rows,
    history: await sheetHistory(db, sheet?.id ?? null),
  };
}

/**
 * The course's sheet, created when missing (a draft, unless results were already there: then the
 * status they share), locked for the transaction: every change to one sheet queues here.
 */
export async function lockSheet(
  tx: Db,
  courseId: number,
  sessionId: number,
  semesterId: number,
): Promise<SheetRow> {
  await tx.execute(sql`
    INSERT INTO score_sheets (course_id, session_id, semester_id, status)
    SELECT ${courseId}, ${sessionId}, ${semesterId}, coalesce((
      SELECT CASE WHEN count(DISTINCT status) = 1 THEN min(status) END FROM course_results
      WHERE course_id = ${courseId} AND session_id = ${sessionId}), 'draft')
    ON CONFLICT (course_id, session_id) DO NOTHING`);
  const [row] = await rowsOf<SheetRow>(
    tx,
    sql`SELECT id, status, return_reason AS "returnReason" FROM score_sheets
        WHERE course_id = ${courseId} AND session_id = ${sessionId} FOR UPDATE`,
  );
  if (!row) throw new NotFoundError("Score sheet not found");
  return row;
}

export async function gradeBandsOf(db: Db): Promise<GradeBand[]> {
  return rowsOf<GradeBand>(db, sql`SELECT grade, min_score AS "minScore", points FROM grade_bands`);
}

/** Whole hundredths (the columns are numeric(5, 2)). */
function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** What is wrong with a score (undefined when it is a usable score or blank). */
export function scoreProblem(value: number | null, label: string, maximum: number): string | undefined {
  if (value === null) return undefined;
  if (!Number.isFinite(value) || value < 0 || value > maximum || !hasTwoDecimalsAtMost(value))
    return `${label} must be a number from 0 to ${maximum} with at most 2 decimals`;
  return undefined;
}

export interface ScoreWrite {
  studentId: number;
  caScore?: number | null;
  examScore?: number | null;
}

/**
 * Writes scores of registered students into the course's draft sheet, grade and points from the
 * grade bands when both scores are there. `only` names which scores a write sets (a CBT upload sets
 * the examination score only). The caller has checked the students and the scores.
 */
async function writeScores(
  tx: Db,
  courseId: number,
  sessionId: number,
  writes: readonly ScoreWrite[],
  rosterOf: Map<number, number>,
): Promise<number> {
  const bands = await gradeBandsOf(tx);
  const [course] = await rowsOf<{ semesterId: number; units: number }>(
    tx,
    sql`SELECT semester_id AS "semesterId", units FROM courses WHERE id = ${courseId}`,
  );
  if (!course) throw new NotFoundError("Course not found");
  const existing = new Map(
    (
      await rowsOf<{ studentId: number; caScore: number | null; examScore: number | null }>(
        tx,
        sql`SELECT student_id AS "studentId", ca_score::float8 AS "caScore", exam_score::float8 AS "examScore"
            FROM course_results WHERE course_id = ${courseId} AND session_id = ${sessionId}`,
      )
    ).map((row) => [row.studentId, row]),
  );
  let updated = 0;
  for (const write of writes) {
    const before = existing.get(write.studentId);
    const ca = write.caScore === undefined ? (before?.caScore ?? null) : write.caScore;
    const exam = write.examScore === undefined ? (before?.examScore ?? null) : write.examScore;
    const band = ca !== null && exam !== null ? gradeOf(ca + exam, bands) : null;
    await tx.execute(sql`
      INSERT INTO course_results (student_id, course_id, session_id, semester_id, registration_course_id,
        units, ca_score, exam_score, grade, points, status)
      VALUES (${write.studentId}, ${courseId}, ${sessionId}, ${course.semesterId},
        ${rosterOf.get(write.studentId) ?? null}, ${course.units}, ${ca}, ${exam},
        ${band?.grade ?? null}, ${band?.points ?? null}, 'draft')
      ON CONFLICT (student_id, course_id, session_id) DO UPDATE SET
        ca_score = EXCLUDED.ca_score, exam_score = EXCLUDED.exam_score, grade = EXCLUDED.grade,
        points = EXCLUDED.points, units = EXCLUDED.units,
        registration_course_id = EXCLUDED.registration_course_id, updated_at = now()`);
    updated++;
  }
  return updated;
}

/** The lecturer's draft sheet, locked; 404 for a course they do not teach, 409 once submitted. */
async function editableSheet(tx: Db, user: AuthUser, courseId: number, sessionId: number) {
  const access = await courseAccess(tx, user, courseId, sessionId);
  if (!access.teaches) throw new NotFoundError("Course not found");
  const sheet = await lockSheet(tx, courseId, sessionId, access.semesterId);
  if (sheet.status !== "draft")
    throw new ConflictError(
      `The score sheet of ${access.course.code} has been submitted (${sheet.status.replace("_", " ")}); it can no longer be changed`,
    );
  return { access, sheet };
}

/** POST Results/scoresheet: the grid's scores, saved together (the sheet must be a draft). */
export async function saveScores(
  db: Db,
  user: AuthUser,
  actor: AuditActor,
  body: SaveScoresBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { access, sheet } = await editableSheet(tx, user, body.courseId, body.sessionId);
    const students = await roster(tx, body.courseId, body.sessionId);
    const rosterOf = new Map(students.map((student) => [student.studentId, student.registrationCourseId]));
    const errors: FieldError[] = [];
    const seen = new Set<number>();
    body.scores.forEach((score, index) => {
      if (!rosterOf.has(score.studentId))
        errors.push({
          path: `scores.${index}.studentId`,
          message: `student ${score.studentId} is not registered for ${access.course.code}`,
        });
      if (seen.has(score.studentId))
        errors.push({ path: `scores.${index}.studentId`, message: "this student appears twice" });
      seen.add(score.studentId);
      const ca = scoreProblem(score.caScore, "CA", MAX_CA_SCORE);
      if (ca) errors.push({ path: `scores.${index}.caScore`, message: ca });
      const exam = scoreProblem(score.examScore, "Exam", MAX_EXAM_SCORE);
      if (exam) errors.push({ path: `scores.${index}.examScore`, message: exam });
    });
    if (errors.length > 0) throw new ValidationError(errors, `Nothing was saved: ${errors[0]?.message}`);
    const updated = await writeScores(tx, body.courseId, body.sessionId, body.scores, rosterOf);
    await recordAudit(tx, {
      ...actor,
      action: "save scores",
      entity: "score_sheets",
      entityId: String(sheet.id),
      after: { courseId: body.courseId, sessionId: body.sessionId, updated },
    });
  });
}

/** The spreadsheet's column names, compared without case, spaces or punctuation. */
const MATRIC_HEADERS = ["matricnumber", "matricno", "regnumber", "registrationnumber", "matric"];
const CA_HEADERS = ["ca", "cascore", "continuousassessment"];
const EXAM_HEADERS = ["exam", "examscore", "examination"];
const CBT_HEADERS = ["score", "cbtscore", "exam", "examscore", "examination"];

const normalHeader = (text: string) => text.toLowerCase().replace(/[^a-z]/g, "");

function columnOf(header: readonly string[], names: readonly string[]): number {
  return header.findIndex((cell) => names.includes(normalHeader(cell)));
}

export interface UploadedSheet {
  header: string[];
  rows: { rowNumber: number; cells: string[] }[];
}

/** A cell as a score: blank → null; a number; anything else → NaN (reported as out of range). */
function scoreCell(text: string | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return null;
  return /^[0-9]+(\.[0-9]+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Score-sheet and CBT uploads, all or nothing: every row is checked (matric number known,
 * registered for the course, scores in range, once in the file) and any problem refuses the file
 * with each row's errors; otherwise every row is written.
 */
export async function uploadScores(
  db: Db,
  user: AuthUser,
  actor: AuditActor,
  query: CourseSessionQuery,
  file: UploadedSheet,
  kind: "scoresheet" | "cbt",
): Promise<{ updated: number }> {
  return db.transaction(async (tx) => {
    const { access, sheet } = await editableSheet(tx, user, query.courseId, query.sessionId);
    const matricColumn = columnOf(file.header, MATRIC_HEADERS);
    const caColumn = kind === "scoresheet" ? columnOf(file.header, CA_HEADERS) : -1;
    const examColumn = columnOf(file.header, kind === "scoresheet" ? EXAM_HEADERS : CBT_HEADERS);
    const missing = [
      matricColumn < 0 ? "Matric Number" : undefined,
      kind === "scoresheet" && caColumn < 0 ? "CA" : undefined,
      examColumn < 0 ? (kind === "scoresheet" ? "Exam" : "Score") : undefined,
    ].filter((name): name is string => name !== undefined);
    if (missing.length > 0)
      throw new ValidationError([
        {
          path: "file",
          message: `The file has no ${missing.join(", ")} column (the first row names the columns).`,
        },
      ]);
    if (file.rows.length === 0)
      throw new ValidationError([{ path: "file", message: "The file has a header but no rows." }]);

    const students = await roster(tx, query.courseId, query.sessionId);
    const registered = new Map(students.map((student) => [student.regNumber, student]));
    const numbers = [
      ...new Set(file.rows.map((row) => (row.cells[matricColumn] ?? "").trim().toUpperCase())),
    ];
    const known = new Set(
      (
        await rowsOf<{ regNumber: string }>(
          tx,
          sql`SELECT reg_number AS "regNumber" FROM students WHERE reg_number IN (${sql.join(
            numbers.map((number) => sql`${number}`),
            sql`, `,
          )})`,
        )
      ).map((row) => row.regNumber),
    );
    const errors: FieldError[] = [];
    const writes: ScoreWrite[] = [];
    const seen = new Map<string, number>();
    for (const row of file.rows) {
      const at = `row ${row.rowNumber}`;
      const number = (row.cells[matricColumn] ?? "").trim().toUpperCase();
      const student = registered.get(number);
      if (number === "") errors.push({ path: `${at}.matricNumber`, message: "the matric number is missing" });
      else if (!known.has(number))
        errors.push({ path: `${at}.matricNumber`, message: `unknown matric number ${number}` });
      else if (!student)
        errors.push({
          path: `${at}.matricNumber`,
          message: `${number} is not registered for ${access.course.code}`,
        });
      else if (seen.has(number))
        errors.push({
          path: `${at}.matricNumber`,
          message: `${number} is also on row ${seen.get(number)}`,
        });
      if (number !== "" && !seen.has(number)) seen.set(number, row.rowNumber);

      const exam = scoreCell(row.cells[examColumn]);
      const examProblem = scoreProblem(exam, kind === "cbt" ? "Score" : "Exam", MAX_EXAM_SCORE);
      if (examProblem) errors.push({ path: `${at}.examScore`, message: examProblem });
      let ca: number | null | undefined;
      if (kind === "scoresheet") {
        ca = scoreCell(row.cells[caColumn]);
        const caProblem = scoreProblem(ca, "CA", MAX_CA_SCORE);
        if (caProblem) errors.push({ path: `${at}.caScore`, message: caProblem });
      }
      if (student)
        writes.push(
          kind === "scoresheet"
            ? { studentId: student.studentId, caScore: ca ?? null, examScore: exam }
            : { studentId: student.studentId, examScore: exam },
        );
    }
    if (errors.length > 0) throw new UploadRowsError(errors);
    const rosterOf = new Map(students.map((student) => [student.studentId, student.registrationCourseId]));
    const updated = await writeScores(tx, query.courseId, query.sessionId, writes, rosterOf);
    await recordAudit(tx, {
      ...actor,
      action: kind === "cbt" ? "upload cbt scores" : "upload scores",
      entity: "score_sheets",
      entityId: String(sheet.id),
      after: { courseId: query.courseId, sessionId: query.sessionId, updated },
    });
    return { updated };
  });
}

/** The rows of a refused upload (the route answers 400 with each, and nothing saved). */
export class UploadRowsError extends ValidationError {
  constructor(errors: FieldError[]) {
    super(
      errors,
      `Nothing was saved: ${errors.length === 1 ? "1 problem was" : `${errors.length} problems were`} found in the file.`,
    );
  }
}

/** POST Results/submit-score-sheet: the lecturer sends the draft for approval (every score entered). */
export async function submitSheet(
  db: Db,
  user: AuthUser,
  actor: AuditActor,
  query: CourseSessionQuery,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { access, sheet } = await editableSheet(tx, user, query.courseId, query.sessionId);
    const [counts] = await rowsOf<{ students: number; incomplete: number }>(
      tx,
      sql`SELECT count(*)::int AS students,
            count(*) FILTER (WHERE cr.id IS NULL OR cr.ca_score IS NULL OR cr.exam_score IS NULL)::int AS incomplete
          FROM course_registration_courses rc
          JOIN course_registrations r ON r.id = rc.registration_id
          LEFT JOIN course_results cr ON cr.student_id = r.student_id AND cr.course_id = rc.course_id
            AND cr.session_id = r.session_id
          WHERE rc.course_id = ${query.courseId} AND r.session_id = ${query.sessionId} AND r.status = 'approved'`,
    );
    if (!counts || counts.students === 0)
      throw new ConflictError(
        `No student is registered for ${access.course.code}; there is nothing to submit`,
      );
    if (counts.incomplete > 0)
      throw new ConflictError(
        `${counts.incomplete === 1 ? "1 student has" : `${counts.incomplete} students have`} no CA or exam score yet; enter every score before submitting`,
      );
    await tx.execute(sql`UPDATE score_sheets SET status = 'submitted', submitted_by = ${user.id},
        submitted_at = now(), return_reason = NULL, updated_at = now() WHERE id = ${sheet.id}`);
    await tx.execute(sql`UPDATE course_results SET status = 'submitted', updated_at = now()
        WHERE course_id = ${query.courseId} AND session_id = ${query.sessionId}`);
    await recordAudit(tx, {
      ...actor,
      action: "submit",
      entity: "score_sheets",
      entityId: String(sheet.id),
      before: { status: "draft" },
      after: { status: "submitted", courseId: query.courseId, sessionId: query.sessionId },
    });
  });
}

/** The rows of a class list or score-sheet file. */
export async function classListFileRows(
  db: Db,
  user: AuthUser,
  query: CourseSessionQuery,
): Promise<{ code: string; rows: (string | number | null)[][] }> {
  const list = await classList(db, user, query);
  return {
    code: list.course.code,
    rows: [
      ["S/N", "Matric Number", "Name", "Level", "Programme", "Department"],
      ...list.students.map((s, index) => [
        index + 1,
        s.regNumber,
        s.fullName,
        s.level,
        s.programme,
        s.department,
      ]),
    ],
  };
}

export async function scoreSheetFileRows(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  query: CourseSessionQuery,
): Promise<{ code: string; rows: (string | number | null)[][] }> {
  const sheet = await scoreSheet(db, workflow, user, query);
  return {
    code: sheet.course.code,
    rows: [
      ["Matric Number", "Name", "CA", "Exam", "Total", "Grade"],
      ...sheet.rows.map((r) => [r.regNumber, r.fullName, r.caScore, r.examScore, r.total, r.grade]),
    ],
  };
}
