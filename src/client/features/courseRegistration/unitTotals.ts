import type { RegisteredCourse } from "../../../contract/courseRegistration";

/**
 * The running total the register screen shows while the student ticks courses, and whether it
 * may be sent (the server checks the same limits again).
 */
export interface UnitTotals {
  total: number;
  state: "under" | "within" | "over";
  message: string;
}

export function unitTotals(
  courses: readonly RegisteredCourse[],
  selected: ReadonlySet<number>,
  limits: { minUnits: number; maxUnits: number },
): UnitTotals {
  const total = courses.reduce((sum, course) => sum + (selected.has(course.courseId) ? course.units : 0), 0);
  if (total > limits.maxUnits)
    return {
      total,
      state: "over",
      message: `${total} units chosen: ${total - limits.maxUnits} over your limit of ${limits.maxUnits}`,
    };
  if (total < limits.minUnits)
    return {
      total,
      state: "under",
      message: `${total} units chosen: at least ${limits.minUnits} are needed`,
    };
  return { total, state: "within", message: `${total} of at most ${limits.maxUnits} units chosen` };
}

/**
 * Why the term cannot be registered at all, when every course offered together falls short of
 * the minimum (a class whose course offering is incomplete); null when the minimum can be reached.
 */
export function offerShortfall(
  courses: readonly RegisteredCourse[],
  limits: { minUnits: number },
): string | null {
  const offered = courses.reduce((sum, course) => sum + course.units, 0);
  if (offered >= limits.minUnits) return null;
  const what =
    offered === 0
      ? "No course is offered to your class this semester"
      : `The courses offered to your class this semester add up to ${offered} ${offered === 1 ? "unit" : "units"}`;
  return `${what}, but you must register at least ${limits.minUnits} units, so you cannot register yet.`;
}

/**
 * Why staff cannot save an add/drop (/course_management/add_drop) that leaves the registration
 * outside the student's limits (the server refuses the same); null when within them.
 */
export function addDropRefusal(total: number, limits: { minUnits: number; maxUnits: number }): string | null {
  if (total < limits.minUnits)
    return `The change cannot be saved: it leaves ${total} units, below this student's minimum of ${limits.minUnits}. Add courses or drop fewer.`;
  if (total > limits.maxUnits)
    return `The change cannot be saved: it leaves ${total} units, above this student's maximum of ${limits.maxUnits}. Drop courses or add fewer.`;
  return null;
}

/** What the register screen ticks first: compulsory courses and carry-overs (a failed course comes back). */
export function initialSelection(courses: readonly RegisteredCourse[]): Set<number> {
  return new Set(
    courses.filter((c) => c.kind === "compulsory" || c.kind === "carryover").map((c) => c.courseId),
  );
}

export const KIND_LABEL: Record<RegisteredCourse["kind"], string> = {
  compulsory: "Compulsory",
  elective: "Elective",
  carryover: "Carry-over",
  borrowed: "Borrowed",
};
