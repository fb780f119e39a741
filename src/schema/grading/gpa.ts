import { MAX_GRADE_POINTS } from "./gradeBands";

/**
 * GPA and CGPA on the 5-point scale (spec section 9: "GPA scale out of 5, shown with 2 decimals").
 *
 * Decisions (README.md in this folder says the same):
 * - Exact arithmetic: quality points (units × grade points) and units are integers, so a GPA is
 *   the exact fraction qualityPoints / units; it is rounded once, to 2 decimals, half up
 *   (3.125 → 3.13), never rounded along the way. A CGPA is computed from the totals, never by
 *   averaging semester GPAs.
 * - Zero-unit courses (e.g. a non-credit General Studies course) are graded and listed but weigh
 *   nothing: they add no units and no quality points.
 * - A semester with no results, or only zero-unit ones, has no GPA (null), not 0.00: a student
 *   who sat nothing has not failed anything.
 * - A course taken again (a carry-over): the semester's GPA counts every result of that semester,
 *   but the CGPA counts only the latest attempt of each course, which replaces the earlier one.
 */
export interface TermKey {
  /** Sessions in order: a larger number is a later session (the session's id or start year). */
  sessionOrder: number;
  /** 1 = First Semester, 2 = Second Semester (spec section 9). */
  semesterId: number;
}

export interface CourseResult extends TermKey {
  courseId: number;
  units: number;
  /** Grade points of the result's band, 0–5. */
  points: number;
}

export interface GradePointAverage {
  units: number;
  qualityPoints: number;
  /** The GPA in hundredths, rounded half up (312 = 3.12); null when there are no units. */
  hundredths: number | null;
}

function compareTerms(a: TermKey, b: TermKey): number {
  return a.sessionOrder - b.sessionOrder || a.semesterId - b.semesterId;
}

/** The exact fraction rounded half up to hundredths, in integers: floor((200·q + u) / 2u). */
export function roundedHundredths(qualityPoints: number, units: number): number {
  return Math.floor((200 * qualityPoints + units) / (2 * units));
}

/** The GPA of a set of results, every one counted (units of zero weigh nothing). */
export function gradePointAverage(results: readonly CourseResult[]): GradePointAverage {
  let units = 0;
  let qualityPoints = 0;
  for (const result of results) {
    if (!Number.isInteger(result.units) || result.units < 0)
      throw new RangeError(`course ${result.courseId}: units must be a whole number ≥ 0`);
    if (!Number.isInteger(result.points) || result.points < 0 || result.points > MAX_GRADE_POINTS)
      throw new RangeError(
        `course ${result.courseId}: grade points must be a whole number 0–${MAX_GRADE_POINTS}`,
      );
    units += result.units;
    qualityPoints += result.units * result.points;
  }
  return { units, qualityPoints, hundredths: units === 0 ? null : roundedHundredths(qualityPoints, units) };
}

/** Each course's latest attempt among `results` (a retake replaces the earlier result). */
export function latestAttempts(results: readonly CourseResult[]): CourseResult[] {
  const latest = new Map<number, CourseResult>();
  for (const result of results) {
    const held = latest.get(result.courseId);
    if (!held || compareTerms(result, held) > 0) latest.set(result.courseId, result);
  }
  return [...latest.values()];
}

/** The semester GPA of one term: every result of that term. */
export function semesterGpa(results: readonly CourseResult[], term: TermKey): GradePointAverage {
  return gradePointAverage(results.filter((result) => compareTerms(result, term) === 0));
}

/** The CGPA at the end of `term` (every term when left out): latest attempts up to it. */
export function cumulativeGpa(results: readonly CourseResult[], upTo?: TermKey): GradePointAverage {
  const taken = upTo ? results.filter((result) => compareTerms(result, upTo) <= 0) : results;
  return gradePointAverage(latestAttempts(taken));
}

/** "3.12", or "–" when there is no GPA: what every screen and document prints. */
export function formatGpa(hundredths: number | null): string {
  if (hundredths === null) return "–";
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

export interface TermStatement extends TermKey {
  gpa: GradePointAverage;
  cgpa: GradePointAverage;
}

/** GPA and CGPA of every term in which the student has results, in order. */
export function termStatements(results: readonly CourseResult[]): TermStatement[] {
  const terms = new Map<string, TermKey>();
  for (const { sessionOrder, semesterId } of results)
    terms.set(`${sessionOrder}/${semesterId}`, { sessionOrder, semesterId });
  return [...terms.values()]
    .sort(compareTerms)
    .map((term) => ({ ...term, gpa: semesterGpa(results, term), cgpa: cumulativeGpa(results, term) }));
}
