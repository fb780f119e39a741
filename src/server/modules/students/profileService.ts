import { type SQL, sql } from "drizzle-orm";
import type {
  PassportUpload,
  StudentActivation,
  StudentProfile,
  StudentProfileUpdate,
} from "../../../contract/students";
import type { Db } from "../../db/database";
import { ConflictError, NotFoundError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { rowsOf } from "../resources/sqlRows";
import { checkedPassport } from "./passport";

/**
 * Student profiles (spec 3, "Student profile"): read by the student themself or by staff the
 * students list lets in (its staff scope narrows heads of department and deans to their own
 * departments, checked by the caller through the list's row guard); a student changes only
 * contacts and next of kin (schemas/forms/student-profile.json) and their passport; the registry
 * changes the rest through the students list (PUT /api/resources/students/:id), audited there.
 */

interface ProfileRow {
  id: number;
  regNumber: string;
  lastname: string;
  firstname: string;
  middlename: string | null;
  fullName: string;
  genderId: number | null;
  gender: string | null;
  dateOfBirth: string | null;
  countryId: number | null;
  country: string | null;
  stateId: number | null;
  state: string | null;
  lgaId: number | null;
  lga: string | null;
  homeTown: string | null;
  permanentAddress: string | null;
  email: string | null;
  mobileNumber: string | null;
  contactAddress: string | null;
  nin: string | null;
  programmeId: number;
  programmeName: string;
  departmentId: number;
  department: string;
  departmentOptionId: number | null;
  departmentOption: string | null;
  levelId: number;
  levelName: string;
  sessionId: number;
  session: string;
  studentTypeId: number;
  studentType: string;
  modeOfEntryId: number;
  modeOfEntry: string;
  modeOfStudyId: number;
  modeOfStudy: string;
  status: StudentProfile["status"];
  passport: string | null;
  nokName: string | null;
  nokAddress: string | null;
  nokMobile: string | null;
  nokEmail: string | null;
  nokRelationshipId: number | null;
  nokRelationship: string | null;
  educationHistory: Record<string, unknown>[];
  employment: Record<string, unknown>[];
  userName: string | null;
  userActive: boolean | null;
  setupComplete: boolean | null;
}

function profileQuery(where: SQL): SQL {
  // The names of the lookups as scalar subqueries, not joins: fourteen joined tables cost the
  // planner more than the whole read (its genetic search starts at twelve), on every profile read.
  const nameOf = (table: string, column: string) =>
    sql`(SELECT x.name FROM ${sql.identifier(table)} x WHERE x.id = s.${sql.identifier(column)})`;
  return sql`SELECT s.id, s.reg_number AS "regNumber", s.last_name AS lastname, s.first_name AS firstname,
      s.middle_name AS middlename, s.full_name AS "fullName", s.gender_id AS "genderId", ${nameOf("genders", "gender_id")} AS gender,
      to_char(s.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", s.country_id AS "countryId", ${nameOf("countries", "country_id")} AS country,
      s.state_id AS "stateId", ${nameOf("states", "state_id")} AS state, s.lga_id AS "lgaId", ${nameOf("lgas", "lga_id")} AS lga, s.home_town AS "homeTown",
      s.permanent_address AS "permanentAddress", s.email, s.mobile_number AS "mobileNumber",
      s.contact_address AS "contactAddress", s.nin, s.programme_id AS "programmeId", ${nameOf("programmes", "programme_id")} AS "programmeName",
      s.department_id AS "departmentId", ${nameOf("departments", "department_id")} AS department, s.department_option_id AS "departmentOptionId",
      ${nameOf("department_options", "department_option_id")} AS "departmentOption", s.level_id AS "levelId", ${nameOf("levels", "level_id")} AS "levelName",
      s.session_of_entry_id AS "sessionId", ${nameOf("academic_sessions", "session_of_entry_id")} AS session,
      s.student_type_id AS "studentTypeId", ${nameOf("student_types", "student_type_id")} AS "studentType",
      s.mode_of_entry_id AS "modeOfEntryId", ${nameOf("modes_of_entry", "mode_of_entry_id")} AS "modeOfEntry",
      s.mode_of_study_id AS "modeOfStudyId", ${nameOf("modes_of_study", "mode_of_study_id")} AS "modeOfStudy",
      s.status, s.passport, s.next_of_kin_name AS "nokName", s.next_of_kin_address AS "nokAddress",
      s.next_of_kin_mobile_number AS "nokMobile", s.next_of_kin_email AS "nokEmail",
      s.next_of_kin_relationship_id AS "nokRelationshipId", ${nameOf("relationships", "next_of_kin_relationship_id")} AS "nokRelationship",
      s.education_history AS "educationHistory", s.employment,
      u.user_name AS "userName", u.active AS "userActive", u.setup_complete AS "setupComplete"
    FROM students s
    LEFT JOIN users u ON u.id = s.user_id
    WHERE ${where}`;
}

function profileOf(row: ProfileRow): StudentProfile {
  return {
    id: row.id,
    regNumber: row.regNumber,
    lastname: row.lastname,
    firstname: row.firstname,
    middlename: row.middlename,
    fullName: row.fullName,
    genderId: row.genderId,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    countryId: row.countryId,
    country: row.country,
    stateId: row.stateId,
    state: row.state,
    lgaId: row.lgaId,
    lga: row.lga,
    homeTown: row.homeTown,
    permanentAddress: row.permanentAddress,
    email: row.email,
    mobileNumber: row.mobileNumber,
    contactAddress: row.contactAddress,
    nin: row.nin,
    programme: { id: row.programmeId, name: row.programmeName },
    departmentId: row.departmentId,
    department: row.department,
    departmentOptionId: row.departmentOptionId,
    departmentOption: row.departmentOption,
    level: { id: row.levelId, name: row.levelName },
    sessionId: row.sessionId,
    session: row.session,
    studentTypeId: row.studentTypeId,
    studentType: row.studentType,
    modeOfEntryId: row.modeOfEntryId,
    modeOfEntry: row.modeOfEntry,
    modeOfStudyId: row.modeOfStudyId,
    modeOfStudy: row.modeOfStudy,
    status: row.status,
    passport: row.passport,
    nextOfKin: {
      fullname: row.nokName,
      address: row.nokAddress,
      mobileNumber: row.nokMobile,
      email: row.nokEmail,
      relationshipId: row.nokRelationshipId,
      relationship: row.nokRelationship,
    },
    educationHistory: row.educationHistory ?? [],
    employment: row.employment ?? [],
    account:
      row.userName === null
        ? null
        : { userName: row.userName, active: row.userActive === true, claimed: row.setupComplete === true },
  };
}

const NO_RECORD = "No student record is linked to your account; please contact the registry";

/** The profile of student `id` (the caller has checked they may see it). */
export async function studentProfile(db: Db, id: number): Promise<StudentProfile> {
  const [row] = await rowsOf<ProfileRow>(db, profileQuery(sql`s.id = ${id}`));
  if (!row) throw new NotFoundError("Student not found");
  return profileOf(row);
}

async function ownStudentId(db: Db, userId: number, lock = false): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    lock
      ? sql`SELECT id FROM students WHERE user_id = ${userId} FOR UPDATE`
      : sql`SELECT id FROM students WHERE user_id = ${userId}`,
  );
  if (!row) throw new NotFoundError(NO_RECORD);
  return row.id;
}

/** GET student-profile: the signed-in student's own profile. */
export async function ownProfile(db: Db, userId: number): Promise<StudentProfile> {
  const [row] = await rowsOf<ProfileRow>(db, profileQuery(sql`s.user_id = ${userId}`));
  if (!row) throw new NotFoundError(NO_RECORD);
  return profileOf(row);
}

/** The columns a student may change, by the form's property. */
const OWN_COLUMNS: Record<keyof StudentProfileUpdate, string> = {
  mobileNumber: "mobile_number",
  contactAddress: "contact_address",
  permanentAddress: "permanent_address",
  nextOfKinName: "next_of_kin_name",
  nextOfKinRelationshipId: "next_of_kin_relationship_id",
  nextOfKinMobileNumber: "next_of_kin_mobile_number",
  nextOfKinEmail: "next_of_kin_email",
  nextOfKinAddress: "next_of_kin_address",
};

/** A snapshot of the columns `columns` of student `id`, for the audit trail. */
async function snapshot(db: Db, id: number, columns: readonly string[]) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`SELECT ${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )} FROM students WHERE id = ${id}`,
  );
  return row ?? {};
}

/**
 * PUT update-student-profile: the student's contacts and next of kin (the body was validated
 * with schemas/forms/student-profile.json, which refuses every other field). Email is lower-cased
 * as the table keeps it. Audited as "update-own-profile".
 */
export async function updateOwnProfile(
  db: Db,
  userId: number,
  body: StudentProfileUpdate,
  actor: AuditActor,
): Promise<StudentProfile> {
  const id = await db.transaction(async (tx) => {
    const studentId = await ownStudentId(tx, userId, true);
    const columns = Object.values(OWN_COLUMNS);
    const before = await snapshot(tx, studentId, columns);
    const values = { ...body, nextOfKinEmail: body.nextOfKinEmail?.toLowerCase() };
    const assignments = (Object.keys(OWN_COLUMNS) as (keyof StudentProfileUpdate)[]).map(
      (property) => sql`${sql.identifier(OWN_COLUMNS[property])} = ${values[property] ?? null}`,
    );
    await tx.execute(
      sql`UPDATE students SET ${sql.join(assignments, sql`, `)}, updated_at = now() WHERE id = ${studentId}`,
    );
    await recordAudit(tx, {
      ...actor,
      action: "update-own-profile",
      entity: "students",
      entityId: String(studentId),
      before,
      after: await snapshot(tx, studentId, columns),
    });
    return studentId;
  });
  return studentProfile(db, id);
}

/** Sets student `id`'s passport (checked by content and size), audited without the picture itself. */
export async function setPassport(
  db: Db,
  id: number,
  upload: PassportUpload,
  actor: AuditActor,
): Promise<StudentProfile> {
  const passport = await checkedPassport(upload.passport);
  await db.transaction(async (tx) => {
    const [row] = await rowsOf<{ had: boolean }>(
      tx,
      sql`SELECT passport IS NOT NULL AS had FROM students WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) throw new NotFoundError("Student not found");
    await tx.execute(sql`UPDATE students SET passport = ${passport}, updated_at = now() WHERE id = ${id}`);
    await recordAudit(tx, {
      ...actor,
      action: "upload-passport",
      entity: "students",
      entityId: String(id),
      before: { passport: row.had ? "a photograph" : null },
      after: {
        passport: `${passport.slice(5, passport.indexOf(";"))}, ${Buffer.byteLength(passport)} characters`,
      },
    });
  });
  return studentProfile(db, id);
}

/** POST UserDocument/upload-passport: the signed-in student's own passport. */
export async function setOwnPassport(
  db: Db,
  userId: number,
  upload: PassportUpload,
  actor: AuditActor,
): Promise<StudentProfile> {
  return setPassport(db, await ownStudentId(db, userId), upload, actor);
}

/**
 * activate-student / deactivate-student: switches the student's sign-in account on or off, with
 * an audit entry on the student in the same transaction. A deactivated account cannot sign in
 * (login refuses inactive users) and its sessions end at once (the database's
 * users_deactivated_end_sessions trigger, migration 0045). A student with no account yet has
 * nothing to switch: 409.
 */
export async function setStudentActive(
  db: Db,
  studentId: number,
  active: boolean,
  actor: AuditActor,
): Promise<StudentActivation> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ userId: number | null; userName: string | null; active: boolean | null }>(
      tx,
      sql`SELECT s.user_id AS "userId", u.user_name AS "userName", u.active
          FROM students s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = ${studentId} FOR UPDATE OF s`,
    );
    if (!row) throw new NotFoundError("Student not found");
    if (row.userId === null || row.userName === null)
      throw new ConflictError("This student has no sign-in account yet, so there is nothing to switch");
    if (row.active !== active) {
      await tx.execute(sql`UPDATE users SET active = ${active}, updated_at = now() WHERE id = ${row.userId}`);
      await recordAudit(tx, {
        ...actor,
        action: active ? "activate-student" : "deactivate-student",
        entity: "students",
        entityId: String(studentId),
        before: { userName: row.userName, active: row.active },
        after: { userName: row.userName, active },
      });
    }
    return { studentId, userName: row.userName, active };
  });
}
