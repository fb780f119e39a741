import type { ResultTermQuery, StatementOfResult, StudentResults } from "../../../contract/results";
import type { CertificateClassBand } from "../../../schema/grading/certificateClass";
import { cumulativeGpa, semesterGpa, termStatements } from "../../../schema/grading/gpa";
import { standingOf } from "../../../schema/grading/standing";
import type { Db } from "../../db/database";
import { NotFoundError } from "../../errors";
import { levelInTerm } from "./levelInTerm";
import {
  certificateClasses,
  codesOf,
  courseResultView,
  gpaView,
  gradingInput,
  ownRecordAndResults,
  type ResultRow,
  resultsOf,
  type StudentRecordRow,
  sessionOrder,
  studentOfAccount,
  studentView,
} from "./resultRows";

/** One term of a student's results, in term order, with its GPA and the CGPA at its end. */
export interface TermResults {
  rows: ResultRow[];
  gpa: ReturnType<typeof gpaView>;
  cgpa: ReturnType<typeof gpaView>;
}

/** Groups a student's result rows (term order) into terms with their GPA and running CGPA. */
export function termsOf(rows: readonly ResultRow[]): TermResults[] {
  const input = gradingInput(rows);
  const statements = new Map(
    termStatements(input).map((term) => [`${term.sessionOrder}/${term.semesterId}`, term]),
  );
  const terms = new Map<string, ResultRow[]>();
  for (const row of rows) {
    const key = `${sessionOrder(row)}/${row.semester_id}`;
    const list = terms.get(key) ?? [];
    list.push(row);
    terms.set(key, list);
  }
  return [...terms.entries()].map(([key, termRows]) => {
    const statement = statements.get(key);
    const first = termRows[0] as ResultRow;
    const term = { sessionOrder: sessionOrder(first), semesterId: first.semester_id };
    return {
      rows: termRows,
      gpa: gpaView(statement?.gpa ?? semesterGpa(input, term)),
      cgpa: gpaView(statement?.cgpa ?? cumulativeGpa(input, term)),
    };
  });
}

/** The standing (CGPA, class, carry-overs by code) of a student's rows. */
export function standingView(rows: readonly ResultRow[], classes: readonly CertificateClassBand[]) {
  const standing = standingOf(gradingInput(rows), classes);
  return {
    cgpa: gpaView(standing.cgpa),
    certificateClass: standing.certificateClass,
    outstanding: codesOf(rows, standing.outstanding),
  };
}

/** What /results shows for a student record: published terms, their GPAs, the CGPA and class. */
export async function resultsOfStudent(db: Db, student: StudentRecordRow): Promise<StudentResults> {
  const [rows, classes] = await Promise.all([resultsOf(db, [student.id]), certificateClasses(db)]);
  return studentResultsView(student, rows, classes);
}

function studentResultsView(
  student: StudentRecordRow,
  rows: readonly ResultRow[],
  classes: readonly CertificateClassBand[],
): StudentResults {
  return {
    student: studentView(student),
    terms: termsOf(rows).map((term) => {
      const first = term.rows[0] as ResultRow;
      return {
        session: { id: first.session_id, name: first.session_name },
        semester: { id: first.semester_id, name: first.semester_name },
        courses: term.rows.length,
        gpa: term.gpa,
        cgpa: term.cgpa,
      };
    }),
    ...standingView(rows, classes),
  };
}

/** The college's certificate classes: read each time, or from a cache the caller keeps (routes.ts). */
export type ClassBandsReader = () => Promise<CertificateClassBand[]>;

/** GET student-results: the signed-in student's own published results. */
export async function studentResults(
  db: Db,
  userId: number,
  bands?: ClassBandsReader,
): Promise<StudentResults> {
  // The busiest page of results day: the record and its results in one statement, the classes
  // beside it (from the caller's cache when it keeps one).
  const [{ student, rows }, classes] = await Promise.all([
    ownRecordAndResults(db, userId),
    bands ? bands() : certificateClasses(db),
  ]);
  return studentResultsView(student, rows, classes);
}

/**
 * GET student-semester-cgpa: one semester's statement of result for the signed-in student. The
 * level, CGPA and standing are those of that semester (levelInTerm). A term without published results is
 * a 404, whether it has no results or they are not yet published.
 */
export async function statementOfResult(
  db: Db,
  userId: number,
  query: ResultTermQuery,
  bands?: ClassBandsReader,
): Promise<StatementOfResult> {
  const [student, rows, classes] = await Promise.all([
    studentOfAccount(db, userId),
    resultsOf(db, { userId }, { upTo: query }),
    bands ? bands() : certificateClasses(db),
  ]);
  const level = await levelInTerm(db, student.id, query);
  const term = termsOf(rows).find(
    (candidate) =>
      candidate.rows[0]?.session_id === query.sessionId &&
      candidate.rows[0]?.semester_id === query.semesterId,
  );
  const first = term?.rows[0];
  if (!term || !first) throw new NotFoundError("No published results for this semester");
  const standing = standingView(rows, classes);
  return {
    // The level the student was at in that term, not their level now.
    student: { ...studentView(student), level },
    session: { id: first.session_id, name: first.session_name },
    semester: { id: first.semester_id, name: first.semester_name },
    courses: term.rows.map(courseResultView),
    gpa: term.gpa,
    cgpa: term.cgpa,
    certificateClass: standing.certificateClass,
    outstanding: standing.outstanding,
  };
}
