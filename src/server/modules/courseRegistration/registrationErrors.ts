import { pgErrorOf } from "../../db/pgError";
import { type AppError, ConflictError, ValidationError } from "../../errors";

/**
 * The database's refusals (migration 0121) in the words the service uses for the same rules, for
 * the race the service's own checks cannot see (two tabs, two requests at once).
 */
const MESSAGES: Record<string, () => AppError> = {
  course_registrations_units_check: () =>
    new ValidationError([
      { path: "courseIds", message: "these courses would take you past your unit limit for the semester" },
    ]),
  course_registrations_student_term_key: () =>
    new ConflictError("You have already registered courses for this semester; add or drop courses instead"),
  course_registration_courses_course_key: () =>
    new ValidationError([{ path: "courseIds", message: "a course is registered only once" }]),
  course_registration_courses_window_open: () =>
    new ConflictError("Course registration is closed for your class this semester"),
  course_registration_courses_slip_pending: () =>
    new ConflictError("This registration has been decided; it can no longer be changed"),
  course_registration_courses_level: () =>
    new ValidationError([
      { path: "courseIds", message: "a course above your level needs an approved borrowed-course request" },
    ]),
  course_registration_courses_borrowed: () =>
    new ValidationError([
      { path: "courseIds", message: "a borrowed course needs an approved borrowed-course request" },
    ]),
  course_registration_courses_semester: () =>
    new ValidationError([{ path: "courseIds", message: "a course is not offered in this semester" }]),
};

/** Runs `work`, turning a rule the database enforces into its 400/409. */
export async function withRegistrationRules<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = pgErrorOf(error)?.constraint;
    const mapped = constraint ? MESSAGES[constraint] : undefined;
    throw mapped ? mapped() : error;
  }
}
