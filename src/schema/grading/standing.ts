import { type CertificateClassBand, certificateClassOf } from "./certificateClass";
import { type CourseResult, cumulativeGpa, type GradePointAverage, latestAttempts } from "./gpa";

/**
 * A student's standing from their published results: the CGPA, the class of certificate it
 * stands in, and the courses still to pass (carry-overs). Framework-free: the results pages, the
 * composite sheet, the transcript and graduate clearance all read it, so they cannot disagree.
 *
 * Decisions (README.md in this folder says the same):
 * - A course is **outstanding** when its latest attempt earned 0 points (an F). A later pass
 *   clears it (a retake replaces the earlier result, as in the CGPA).
 * - A **zero-unit** course weighs nothing in the CGPA but must still be passed: a failed one is
 *   outstanding.
 * - No results: no CGPA, no class, nothing outstanding.
 */
export interface Standing {
  cgpa: GradePointAverage;
  certificateClass: string | null;
  /** Course ids whose latest attempt is a fail, in the order given. */
  outstanding: number[];
}

/** Course ids whose latest attempt earned no grade points. */
export function outstandingCourses(results: readonly CourseResult[]): number[] {
  const failed = new Set(
    latestAttempts(results)
      .filter((result) => result.points === 0)
      .map((result) => result.courseId),
  );
  const order: number[] = [];
  for (const result of results)
    if (failed.has(result.courseId) && !order.includes(result.courseId)) order.push(result.courseId);
  return order;
}

export function standingOf(
  results: readonly CourseResult[],
  classes: readonly CertificateClassBand[],
): Standing {
  const cgpa = cumulativeGpa(results);
  return {
    cgpa,
    certificateClass: certificateClassOf(cgpa.hundredths, classes)?.name ?? null,
    outstanding: outstandingCourses(results),
  };
}

/** The composite sheet's remark: "Passed", or the carry-overs by code. */
export function remarkOf(outstandingCodes: readonly string[]): string {
  return outstandingCodes.length === 0 ? "Passed" : `Carry over: ${outstandingCodes.join(", ")}`;
}
