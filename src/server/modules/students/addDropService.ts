import { type SQL, sql } from "drizzle-orm";
import type { RegisteredCourse } from "../../../contract/courseRegistration";
import type {
  AddDropRegistration,
  AddDropStudent,
  RegistrationChange,
  StaffAddDropBody,
} from "../../../contract/students";
import type { Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import type { AuthUser } from "../auth/accessToken";
import { registrableCourses } from "../courseRegistration/registrableCourses";
import { withRegistrationRules } from "../courseRegistration/registrationErrors";
import { registrationView } from "../courseRegistration/registrationView";
import { type StudentRecord, termOf, termRules } from "../courseRegistration/studentTerm";
import { createNotification } from "../notifications/notificationService";
import { rowsOf } from "../resources/sqlRows";
import { advisedClasses, courseAdviserOf, hodOf } from "../workflows/postPredicates";
import { actingPost, actsOnEveryRow } from "../workflows/workflowService";

/**
 * Add/drop by staff (/course_management/add_drop): whoever may decide a student's registration —
 * the course adviser of the class, the head of its department, the registry — adds and drops its
 * courses while the class's registration window (or the student's late opening) runs. The
 * courseRegistration module's rules and the database's (migration 0121: window, units,
 * duplicates, level, semester) hold exactly as for the student's own add/drop. An approved slip
 * stays approved, now decided by the member of staff who changed it; a pending or rejected one is
 * pending afterwards. Each course added or dropped is kept in course_registration_changes (the
 * history), the whole change is audited, and the student is notified (courseApproval).
 */

const NOT_FOUND = "Student not found";

async function studentRecord(db: Db, where: SQL): Promise<StudentRecord | undefined> {
  const [row] = await rowsOf<StudentRecord & { levelId: number; levelName: string }>(
    db,
    sql`SELECT s.id, s.reg_number AS "regNumber", s.full_name AS "fullName", s.programme_id AS "programmeId",
          s.department_id AS "departmentId", s.status, lv.id AS "levelId", lv.name AS "levelName"
        FROM students s JOIN levels lv ON lv.id = s.level_id WHERE ${where}`,
  );
  return row ? { ...row, level: { id: row.levelId, name: row.levelName } } : undefined;
}

/** Whether `user` reaches student `student`: the registry; the HOD of their department; an adviser of their class. */
async function reaches(db: Db, workflow: Workflow, user: AuthUser, student: StudentRecord): Promise<boolean> {
  if (actsOnEveryRow(workflow, user)) return true;
  const department = sql`${student.departmentId}::integer`;
  // An adviser of the student's current class in any session, or of a class they registered in.
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`SELECT (${hodOf(user.id, { department })})
        OR EXISTS (SELECT 1 FROM ${advisedClasses(user.id)} AS c (department_id, level_id, session_id)
              WHERE c.department_id = ${student.departmentId} AND c.level_id = ${student.level.id})
        OR EXISTS (SELECT 1 FROM course_registrations r WHERE r.student_id = ${student.id}
              AND ${courseAdviserOf(user.id, { department: sql`r.department_id`, level: sql`r.level_id`, session: sql`r.session_id` })}) AS ok`,
  );
  return row?.ok === true;
}

function changesQuery(where: SQL): SQL {
  return sql`SELECT ch.id, ch.registration_id AS "registrationId", c.code || ' ' || c.title AS course, ch.action,
      u.full_name AS "changedBy", ch.changed_as AS "changedAs", ch.reason, ch.created_at AS at
    FROM course_registration_changes ch JOIN courses c ON c.id = ch.course_id
    LEFT JOIN users u ON u.id = ch.changed_by
    WHERE ${where} ORDER BY ch.id DESC LIMIT 500`;
}

async function changesWhere(db: Db, where: SQL): Promise<RegistrationChange[]> {
  const rows = await rowsOf<Omit<RegistrationChange, "at"> & { at: Date | string }>(db, changesQuery(where));
  return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
}

/** The student with this matric number, when `user` may add and drop their courses; 404 otherwise. */
async function reachableStudent(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  regNumber: string,
): Promise<StudentRecord> {
  const student = await studentRecord(db, sql`s.reg_number = ${regNumber.trim().toUpperCase()}`);
  if (!student || !(await reaches(db, workflow, user, student))) throw new NotFoundError(NOT_FOUND);
  return student;
}

/**
 * The add/drop lists' scope (`regNumber`, and `registration` for one slip's rows, beside the
 * list's own parameters): the rows of that student, when the caller may add and drop their
 * courses — else the same 404 as the look-up.
 */
export async function addDropListScope(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  query: Readonly<Record<string, unknown>>,
): Promise<SQL> {
  const regNumber = typeof query.regNumber === "string" ? query.regNumber.trim() : "";
  if (regNumber === "" || regNumber.length > 40)
    throw new ValidationError([
      { path: "regNumber", message: "Matric number is required (at most 40 characters)." },
    ]);
  const student = await reachableStudent(db, workflow, user, regNumber);
  const registration = Number(query.registration);
  if (query.registration === undefined) return sql`student_id = ${student.id}`;
  if (!Number.isInteger(registration) || registration < 1 || registration > 2_147_483_647)
    throw new ValidationError([
      { path: "registration", message: "Registration must be a registration's number." },
    ]);
  return sql`student_id = ${student.id} AND registration_id = ${registration}`;
}

/** The named query of the student's registrations list (`schemas/lists/add-drop-registrations.json`). */
export const ADD_DROP_REGISTRATION_LIST = sql`SELECT r.id, r.student_id, s.name AS session, sem.name AS semester,
  (SELECT coalesce(sum(rc.units), 0)::int FROM course_registration_courses rc WHERE rc.registration_id = r.id)
    AS total_units,
  r.status
FROM course_registrations r
JOIN academic_sessions s ON s.id = r.session_id
JOIN semesters sem ON sem.id = r.semester_id`;

/** The named query of the add/drop history list (`schemas/lists/add-drop-changes.json`). */
export const ADD_DROP_CHANGE_LIST = sql`SELECT ch.id, r.student_id, ch.registration_id, ch.created_at AS at,
  c.code || ' ' || c.title AS course, CASE ch.action WHEN 'add' THEN 'Added' ELSE 'Dropped' END AS action,
  u.full_name AS changed_by, ch.reason
FROM course_registration_changes ch
JOIN course_registrations r ON r.id = ch.registration_id
JOIN courses c ON c.id = ch.course_id
LEFT JOIN users u ON u.id = ch.changed_by`;

/**
 * GET add-drop/student?regNumber=: the student, for those who may add and drop their courses
 * (their registrations and history are the two lists above, scoped the same way).
 */
export async function addDropStudent(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  regNumber: string,
): Promise<AddDropStudent> {
  const student = await reachableStudent(db, workflow, user, regNumber);
  const [names] = await rowsOf<{ department: string }>(
    db,
    sql`SELECT name AS department FROM departments WHERE id = ${student.departmentId}`,
  );
  return {
    student: {
      id: student.id,
      regNumber: student.regNumber,
      fullName: student.fullName,
      department: names?.department ?? "",
      level: student.level.name,
      status: student.status,
    },
  };
}

async function slipStudent(db: Db, registrationId: number): Promise<StudentRecord> {
  const student = await studentRecord(
    db,
    sql`s.id = (SELECT student_id FROM course_registrations WHERE id = ${registrationId})`,
  );
  if (!student) throw new NotFoundError("Course registration not found");
  return student;
}

/** GET add-drop/registration/:id: one slip the caller may decide, with the courses that may be added. */
export async function addDropRegistration(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  id: number,
): Promise<AddDropRegistration> {
  await actingPost(db, workflow, user, id, "approve");
  const registration = await registrationView(db, id);
  const student = await slipStudent(db, id);
  const term = await termOf(db, registration.session.id, registration.semester.id);
  const rules = await termRules(db, student, term);
  const held = new Set(registration.courses.map((course) => course.courseId));
  const offered = await registrableCourses(db, student, term);
  return {
    registration,
    window: { open: rules.open, closesAt: rules.closesAt },
    minUnits: registration.minUnits,
    maxUnits: registration.maxUnits,
    addable: offered.filter((course) => !held.has(course.courseId)),
    changes: await changesWhere(db, sql`ch.registration_id = ${id}`),
  };
}

function checkTotals(courses: readonly RegisteredCourse[], minUnits: number, maxUnits: number, path: string) {
  const total = courses.reduce((sum, course) => sum + course.units, 0);
  if (total > maxUnits)
    throw new ValidationError([
      {
        path,
        message: `the registration would hold ${total} units; the most for this student is ${maxUnits}`,
      },
    ]);
  if (total < minUnits)
    throw new ValidationError([
      {
        path,
        message: `the registration would hold ${total} units; the least for this student is ${minUnits}`,
      },
    ]);
}

const list = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** POST add-or-drop-courses (staff): see the module comment. */
export async function staffAddOrDrop(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  body: StaffAddDropBody,
  actor: AuditActor,
): Promise<AddDropRegistration> {
  const add = body.add ?? [];
  const drop = body.drop ?? [];
  if (add.length === 0 && drop.length === 0)
    throw new ValidationError([{ path: "add", message: "choose a course to add or drop" }]);
  const both = add.filter((id) => drop.includes(id));
  if (both.length > 0)
    throw new ValidationError([
      { path: "add", message: `course ${both.join(", ")} is both added and dropped` },
    ]);
  const reason = body.reason?.trim() || null;
  await withRegistrationRules(() =>
    db.transaction(async (tx) => {
      const [slip] = await rowsOf<{
        sessionId: number;
        semesterId: number;
        status: string;
        remark: string | null;
      }>(
        tx,
        sql`SELECT session_id AS "sessionId", semester_id AS "semesterId", status, remark
            FROM course_registrations WHERE id = ${body.registrationId} FOR UPDATE`,
      );
      if (!slip) throw new NotFoundError("Course registration not found");
      const post = await actingPost(tx, workflow, user, body.registrationId, "approve");
      const student = await slipStudent(tx, body.registrationId);
      if (student.status !== "active")
        throw new ConflictError(
          `This student's record is ${student.status}; only active students' courses change`,
        );
      const term = await termOf(tx, slip.sessionId, slip.semesterId);
      const rules = await termRules(tx, student, term);
      if (!rules.open)
        throw new ConflictError("Course registration is closed for this student's class this semester");
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
          { path: "drop", message: `course ${notHeld.join(", ")} is not on this registration` },
        ]);
      const already = add.filter((id) => heldIds.has(id));
      if (already.length > 0)
        throw new ValidationError([
          { path: "add", message: `course ${already.join(", ")} is already registered` },
        ]);
      const offered = new Map((await registrableCourses(tx, student, term)).map((c) => [c.courseId, c]));
      const unknown = add.filter((id) => !offered.has(id));
      if (unknown.length > 0)
        throw new ValidationError([
          {
            path: "add",
            message: `course ${unknown.join(", ")} is not registrable for this student this semester`,
          },
        ]);
      const chosen = add.map((id) => offered.get(id) as RegisteredCourse);
      const [limits] = await rowsOf<{ minUnits: number; maxUnits: number }>(
        tx,
        sql`SELECT min_units AS "minUnits", max_units AS "maxUnits" FROM course_registrations WHERE id = ${body.registrationId}`,
      );
      checkTotals(
        [...held.filter((course) => !drop.includes(course.courseId)), ...chosen],
        limits?.minUnits ?? 0,
        limits?.maxUnits ?? 0,
        add.length > 0 ? "add" : "drop",
      );
      // The database changes courses only on a pending slip (migration 0121).
      await tx.execute(
        sql`UPDATE course_registrations SET status = 'pending', decided_by = NULL, decided_as = NULL,
              decided_at = NULL, updated_at = now() WHERE id = ${body.registrationId}`,
      );
      if (drop.length > 0)
        await tx.execute(
          sql`DELETE FROM course_registration_courses WHERE registration_id = ${body.registrationId}
                AND course_id IN (${list(drop)})`,
        );
      for (const course of chosen)
        await tx.execute(
          sql`INSERT INTO course_registration_courses (registration_id, course_id, units, kind)
              VALUES (${body.registrationId}, ${course.courseId}, ${course.units}, ${course.kind})`,
        );
      if (slip.status === "approved")
        await tx.execute(
          sql`UPDATE course_registrations SET status = 'approved', decided_by = ${user.id}, decided_as = ${post},
                decided_at = now(), updated_at = now() WHERE id = ${body.registrationId}`,
        );
      const changes = [
        ...add.map((id) => sql`(${body.registrationId}, ${id}, 'add', ${user.id}, ${post}, ${reason})`),
        ...drop.map((id) => sql`(${body.registrationId}, ${id}, 'drop', ${user.id}, ${post}, ${reason})`),
      ];
      await tx.execute(
        sql`INSERT INTO course_registration_changes (registration_id, course_id, action, changed_by, changed_as, reason)
            VALUES ${sql.join(changes, sql`, `)}`,
      );
      await recordAudit(tx, {
        ...actor,
        action: "add-drop",
        entity: "course_registrations",
        entityId: String(body.registrationId),
        before: { status: slip.status, courseIds: [...heldIds] },
        after: { add, drop, reason, post },
      });
      const codes = (ids: readonly number[], from: readonly RegisteredCourse[]) =>
        ids.map((id) => from.find((course) => course.courseId === id)?.code ?? String(id)).join(", ");
      const parts = [
        ...(add.length > 0 ? [`added ${codes(add, chosen)}`] : []),
        ...(drop.length > 0 ? [`dropped ${codes(drop, held)}`] : []),
      ];
      // courseApproval opens /course_registration/view (spec section 4).
      const [account] = await rowsOf<{ userId: number | null }>(
        tx,
        sql`SELECT user_id AS "userId" FROM students WHERE id = ${student.id}`,
      );
      if (account?.userId)
        await createNotification(tx, {
          userId: account.userId,
          notificationType: "Course registration changed",
          notificationCategory: "courseApproval",
          message: `Your course registration for ${term.session.name}, ${term.semester.name} was changed: ${parts.join("; ")}.`,
          requestProperties: { sessionId: term.session.id, semesterId: term.semester.id },
        });
    }),
  );
  return addDropRegistration(db, workflow, user, body.registrationId);
}
