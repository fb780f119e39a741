import { sql } from "drizzle-orm";
import type { AdviseeRecord, RecordCourse, RecordTerm } from "../../../contract/results";
import { cumulativeGpa, semesterGpa, type TermKey } from "../../../schema/grading/gpa";
import type { Db } from "../../db/database";
import { NotFoundError } from "../../errors";
import type { AuthUser } from "../auth/accessToken";
import { rowsOf } from "../resources/sqlRows";
import { advisesOrHeads } from "./adviseeAccess";
import {
  certificateClasses,
  courseResultView,
  gpaView,
  gradingInput,
  type ResultRow,
  resultsOf,
  sessionOrder,
  studentRecordsWhere,
  studentView,
} from "./resultRows";
import { standingView } from "./studentResults";

/**
 * GET Lecturer/course-adviser-student/:id (/class/results/student): one student of the caller's
 * class (adviseeAccess.ts says whose), term by term — the courses on each registration slip with
 * their results, published or still in the approval chain (each says which), and results entered
 * without a slip. GPA and CGPA are the grading module's (src/schema/grading): the official figures
 * count published results only, as the student's own /results does; a term with results still in
 * the chain also shows provisional figures counting them, so an adviser sees where the student
 * is heading before the registry publishes.
 */

/** One course of a registration slip (or the slip alone when it has no course), in term order. */
export interface RegisteredRow {
  registration_id: number;
  registration_status: "pending" | "approved" | "rejected";
  total_units: number;
  session_id: number;
  session_name: string;
  session_start: string;
  semester_id: number;
  semester_name: string;
  course_id: number | null;
  code: string | null;
  title: string | null;
  units: number | null;
}

async function registrationsOf(db: Db, studentId: number): Promise<RegisteredRow[]> {
  return rowsOf<RegisteredRow>(
    db,
    sql`SELECT r.id AS registration_id, r.status AS registration_status, r.total_units,
  r.session_id, s.name AS session_name, to_char(s.start_date, 'YYYY-MM-DD') AS session_start,
  r.semester_id, sem.name AS semester_name, rc.course_id, c.code, c.title, rc.units
FROM course_registrations r
JOIN academic_sessions s ON s.id = r.session_id
JOIN semesters sem ON sem.id = r.semester_id
LEFT JOIN course_registration_courses rc ON rc.registration_id = r.id
LEFT JOIN courses c ON c.id = rc.course_id
WHERE r.student_id = ${studentId}
ORDER BY s.start_date, r.semester_id, c.code`,
  );
}

interface TermParts {
  key: TermKey;
  session: { id: number; name: string };
  semester: { id: number; name: string };
  registration: RecordTerm["registration"];
  courses: Map<number, RecordCourse>;
  pending: boolean;
}

const termId = (sessionId: number, semesterId: number) => `${sessionId}/${semesterId}`;

/**
 * The record's terms from a student's slips and results (any order in, term order out): each
 * term's courses by code, its published GPA and the CGPA at its end, and — when some result of
 * the term is not yet published — the same counting those too.
 */
export function recordTerms(
  registrations: readonly RegisteredRow[],
  results: readonly ResultRow[],
): RecordTerm[] {
  const terms = new Map<string, TermParts>();
  const termOf = (
    row: Pick<
      RegisteredRow,
      "session_id" | "session_name" | "session_start" | "semester_id" | "semester_name"
    >,
  ): TermParts => {
    const id = termId(row.session_id, row.semester_id);
    let term = terms.get(id);
    if (!term) {
      term = {
        key: { sessionOrder: sessionOrder(row), semesterId: row.semester_id },
        session: { id: row.session_id, name: row.session_name },
        semester: { id: row.semester_id, name: row.semester_name },
        registration: null,
        courses: new Map(),
        pending: false,
      };
      terms.set(id, term);
    }
    return term;
  };
  for (const row of registrations) {
    const term = termOf(row);
    term.registration = {
      id: row.registration_id,
      status: row.registration_status,
      totalUnits: row.total_units,
    };
    if (row.course_id !== null)
      term.courses.set(row.course_id, {
        courseId: row.course_id,
        code: row.code ?? "",
        title: row.title ?? "",
        units: row.units ?? 0,
        caScore: null,
        examScore: null,
        totalScore: null,
        grade: null,
        points: null,
        registered: true,
        status: null,
      });
  }
  for (const row of results) {
    const term = termOf(row);
    const status = row.status as RecordCourse["status"];
    term.courses.set(row.course_id, {
      ...courseResultView(row),
      registered: term.courses.has(row.course_id),
      status,
    });
    if (status !== "published") term.pending = true;
  }
  const official = gradingInput(results.filter((row) => row.status === "published"));
  const everything = gradingInput(results);
  return [...terms.values()]
    .sort((a, b) => a.key.sessionOrder - b.key.sessionOrder || a.key.semesterId - b.key.semesterId)
    .map((term) => ({
      session: term.session,
      semester: term.semester,
      registration: term.registration,
      courses: [...term.courses.values()].sort((a, b) => a.code.localeCompare(b.code)),
      gpa: gpaView(semesterGpa(official, term.key)),
      cgpa: gpaView(cumulativeGpa(official, term.key)),
      provisional: term.pending
        ? {
            gpa: gpaView(semesterGpa(everything, term.key)),
            cgpa: gpaView(cumulativeGpa(everything, term.key)),
          }
        : null,
    }));
}

/** The record of student `studentId` for `user`, their course adviser or head of department; else 404. */
export async function adviseeRecord(db: Db, user: AuthUser, studentId: number): Promise<AdviseeRecord> {
  const [student] = await studentRecordsWhere(db, sql`st.id = ${studentId} AND ${advisesOrHeads(user.id)}`);
  if (!student) throw new NotFoundError("Student not found");
  const [registrations, results, classes] = await Promise.all([
    registrationsOf(db, student.id),
    resultsOf(db, [student.id], { published: false }),
    certificateClasses(db),
  ]);
  return {
    student: studentView(student),
    terms: recordTerms(registrations, results),
    ...standingView(
      results.filter((row) => row.status === "published"),
      classes,
    ),
  };
}
