import { sql } from "drizzle-orm";
import type {
  AddOrDropBody,
  BorrowableCourse,
  RegisterBody,
  RegisteredCourse,
  RegistrableCourses,
  Registration,
  RegistrationSummary,
  TermQuery,
} from "../../../contract/courseRegistration";
import type { Db } from "../../db/database";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { rowsOf } from "../resources/sqlRows";
import { borrowableCourses, registrableCourses } from "./registrableCourses";
import { withRegistrationRules } from "./registrationErrors";
import { registrationSummaries, registrationView } from "./registrationView";
import {
  type StudentRecord,
  studentOfUser,
  type Term,
  type TermRules,
  termOf,
  termRules,
} from "./studentTerm";

async function slipIdOf(db: Db, studentId: number, term: Term): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM course_registrations WHERE student_id = ${studentId}
          AND session_id = ${term.session.id} AND semester_id = ${term.semester.id}`,
  );
  return row?.id;
}

function checkStudentLevel(student: StudentRecord, levelId: number | undefined): void {
  if (levelId !== undefined && levelId !== student.level.id)
    throw new ValidationError([{ path: "levelId", message: `you are registered at ${student.level.name}` }]);
}

function checkActive(student: StudentRecord): void {
  if (student.status !== "active")
    throw new ConflictError(
      `Your student record is ${student.status}; only active students register courses`,
    );
}

/** GET registrable-courses: what the student may register in the term, the limits and their slip. */
export async function registrableCoursesOf(
  db: Db,
  userId: number,
  query: TermQuery,
): Promise<RegistrableCourses> {
  const student = await studentOfUser(db, userId);
  checkStudentLevel(student, query.levelId);
  const term = await termOf(db, query.sessionId, query.semesterId);
  const rules = await termRules(db, student, term);
  const slipId = await slipIdOf(db, student.id, term);
  return {
    ...term,
    level: student.level,
    window: { open: rules.open, closesAt: rules.closesAt },
    minUnits: rules.minUnits,
    maxUnits: rules.maxUnits,
    courses: await registrableCourses(db, student, term),
    registration: slipId === undefined ? null : await registrationView(db, slipId),
  };
}

/**
 * The server's checks of a chosen set of courses, in the student's words (the database checks the
 * window, level, limit and duplicates again): every course registrable, the total within limits.
 */
function checkChoice(
  chosen: readonly RegisteredCourse[],
  unknown: readonly number[],
  rules: TermRules,
  path = "courseIds",
): void {
  if (unknown.length > 0)
    throw new ValidationError([
      {
        path,
        message: `course ${unknown.join(", ")} is not registrable for you this semester`,
      },
    ]);
  const total = chosen.reduce((sum, course) => sum + course.units, 0);
  if (total > rules.maxUnits)
    throw new ValidationError([
      {
        path,
        message: `you chose ${total} units; the most you may register this semester is ${rules.maxUnits}`,
      },
    ]);
  if (total < rules.minUnits)
    throw new ValidationError([
      {
        path,
        message: `you chose ${total} units; register at least ${rules.minUnits} units this semester`,
      },
    ]);
}

function split(offered: readonly RegisteredCourse[], ids: readonly number[]) {
  const byId = new Map(offered.map((course) => [course.courseId, course]));
  const chosen = ids.flatMap((id) => byId.get(id) ?? []);
  const unknown = ids.filter((id) => !byId.has(id));
  return { chosen, unknown };
}

async function insertCourses(
  db: Db,
  registrationId: number,
  courses: readonly RegisteredCourse[],
): Promise<void> {
  if (courses.length === 0) return;
  const rows = courses.map(
    (course) => sql`(${registrationId}, ${course.courseId}, ${course.units}, ${course.kind})`,
  );
  await rowsOf(
    db,
    sql`INSERT INTO course_registration_courses (registration_id, course_id, units, kind) VALUES ${sql.join(rows, sql`, `)}`,
  );
}

/** POST register: the whole set of courses in one transaction, or nothing. */
export async function register(db: Db, userId: number, body: RegisterBody): Promise<Registration> {
  const student = await studentOfUser(db, userId);
  checkActive(student);
  const term = await termOf(db, body.sessionId, body.semesterId);
  const rules = await termRules(db, student, term);
  if (!rules.open) throw new ConflictError("Course registration is closed for your class this semester");
  if ((await slipIdOf(db, student.id, term)) !== undefined)
    throw new ConflictError(
      "You have already registered courses for this semester; add or drop courses instead",
    );
  const { chosen, unknown } = split(await registrableCourses(db, student, term), body.courseIds);
  checkChoice(chosen, unknown, rules);
  const id = await withRegistrationRules(() =>
    db.transaction(async (tx) => {
      const [slip] = await rowsOf<{ id: number }>(
        tx,
        sql`INSERT INTO course_registrations
              (student_id, session_id, semester_id, level_id, programme_id, department_id, min_units, max_units)
            VALUES (${student.id}, ${term.session.id}, ${term.semester.id}, ${student.level.id}, ${student.programmeId},
              ${student.departmentId}, ${rules.minUnits}, ${rules.maxUnits})
            RETURNING id`,
      );
      if (!slip) throw new Error("the registration was not inserted");
      await insertCourses(tx, slip.id, chosen);
      return slip.id;
    }),
  );
  return registrationView(db, id);
}

/** GET borrowable-courses: courses outside the student's catalogue for the term, with their requests. */
export async function borrowableCoursesOf(
  db: Db,
  userId: number,
  query: TermQuery,
): Promise<BorrowableCourse[]> {
  const student = await studentOfUser(db, userId);
  return borrowableCourses(db, student, await termOf(db, query.sessionId, query.semesterId));
}

/** GET history: the student's slips, newest term first. */
export async function registrationHistory(db: Db, userId: number): Promise<RegistrationSummary[]> {
  const student = await studentOfUser(db, userId);
  return registrationSummaries(db, sql`r.student_id = ${student.id}`);
}

/** The student's own slip; another's answers 404, as if it did not exist. */
export async function ownRegistration(db: Db, userId: number, id: number): Promise<Registration> {
  const student = await studentOfUser(db, userId);
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM course_registrations WHERE id = ${id} AND student_id = ${student.id}`,
  );
  if (!row) throw new NotFoundError("Course registration not found");
  return registrationView(db, id);
}

/**
 * POST add-or-drop-courses by the student on their own slip while registration is open: drops and
 * adds in one transaction; a decided slip goes back to pending (its adviser approves the new set).
 */
export async function addOrDropCourses(db: Db, userId: number, body: AddOrDropBody): Promise<Registration> {
  const student = await studentOfUser(db, userId);
  checkActive(student);
  const add = body.add ?? [];
  const drop = body.drop ?? [];
  if (add.length === 0 && drop.length === 0)
    throw new ValidationError([{ path: "add", message: "choose a course to add or drop" }]);
  const both = add.filter((id) => drop.includes(id));
  if (both.length > 0)
    throw new ValidationError([
      { path: "add", message: `course ${both.join(", ")} is both added and dropped` },
    ]);
  await withRegistrationRules(() =>
    db.transaction(async (tx) => {
      const [slip] = await rowsOf<{ sessionId: number; semesterId: number }>(
        tx,
        sql`SELECT session_id AS "sessionId", semester_id AS "semesterId" FROM course_registrations
            WHERE id = ${body.registrationId} AND student_id = ${student.id} FOR UPDATE`,
      );
      if (!slip) throw new NotFoundError("Course registration not found");
      const term = await termOf(tx, slip.sessionId, slip.semesterId);
      const rules = await termRules(tx, student, term);
      if (!rules.open) throw new ConflictError("Course registration is closed for your class this semester");
      const held = await rowsOf<RegisteredCourse>(
        tx,
        sql`SELECT rc.course_id AS "courseId", c.code, c.title, rc.units, rc.kind
            FROM course_registration_courses rc JOIN courses c ON c.id = rc.course_id
            WHERE rc.registration_id = ${body.registrationId}`,
      );
      const heldIds = new Set(held.map((course) => course.courseId));
      const notHeld = drop.filter((id) => !heldIds.has(id));
      if (notHeld.length > 0)
        throw new ValidationError([
          { path: "drop", message: `course ${notHeld.join(", ")} is not on your registration` },
        ]);
      const already = add.filter((id) => heldIds.has(id));
      if (already.length > 0)
        throw new ValidationError([
          { path: "add", message: `course ${already.join(", ")} is already registered` },
        ]);
      const { chosen, unknown } = split(await registrableCourses(tx, student, term), add);
      const kept = held.filter((course) => !drop.includes(course.courseId));
      checkChoice([...kept, ...chosen], unknown, rules, "add");
      await rowsOf(
        tx,
        sql`UPDATE course_registrations SET status = 'pending', decided_by = NULL, decided_as = NULL,
              decided_at = NULL, remark = NULL, updated_at = now() WHERE id = ${body.registrationId}`,
      );
      if (drop.length > 0)
        await rowsOf(
          tx,
          sql`DELETE FROM course_registration_courses WHERE registration_id = ${body.registrationId}
                AND course_id IN (${sql.join(
                  drop.map((id) => sql`${id}`),
                  sql`, `,
                )})`,
        );
      await insertCourses(tx, body.registrationId, chosen);
    }),
  );
  return registrationView(db, body.registrationId);
}
