import { sql } from "drizzle-orm";
import { ADMISSION_MESSAGES, type ProfileCreated, type ProfilePreview } from "../../../contract/admissions";
import type { ApplicationType } from "../../../schema/applicationTypes";
import {
  type MatricPattern,
  matricNumberOf,
  matricPrefix,
  REG_NUMBER_RULE,
} from "../../../schema/matricNumber";
import type { Db } from "../../db/database";
import { pgErrorOf } from "../../db/pgError";
import { ConflictError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { PASSWORDS_DIFFER } from "../auth/passwordResetService";
import { hashPassword } from "../auth/passwords";
import { giveApplicantInvoicesToStudent } from "../payments/invoices/applicantInvoicesToStudent";
import { rowsOf } from "../resources/sqlRows";
import {
  type ApplicantFacts,
  applicantFactsWhere,
  applicationNumberOf,
  fullNameOf,
  modeOfEntryOf,
  modeOfStudyOf,
  sectionOf,
  typeOf,
} from "./admissionFacts";
import { acceptanceInvoiceOf } from "./admissionStatus";

/**
 * Whether an applicant may create their student profile now: admitted, acceptance fee paid and
 * no profile yet; otherwise the 409 that says why.
 */
export async function checkReadyForProfile(db: Db, facts: ApplicantFacts): Promise<void> {
  if (facts.matric_number) throw new ConflictError(ADMISSION_MESSAGES.profileExists(facts.matric_number));
  if (facts.decision !== "admitted") throw new ConflictError(ADMISSION_MESSAGES.notAdmittedForInvoice);
  const acceptance = await acceptanceInvoiceOf(db, facts.id);
  if (acceptance?.status !== "paid") throw new ConflictError(ADMISSION_MESSAGES.acceptanceUnpaid);
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;
const integer = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;

/** What the student record takes from the application and the admission (no retyping). */
function carriedOver(facts: ApplicantFacts, type: ApplicationType) {
  const personal = sectionOf(facts, "personal");
  const kin = sectionOf(facts, "nextOfKin");
  const uploads = sectionOf(facts, "uploads");
  const history = Array.isArray(facts.data?.educationHistory) ? facts.data.educationHistory : [];
  const work = Array.isArray(facts.data?.workHistory) ? facts.data.workHistory : [];
  const dateOfBirth = text(personal.dateOfBirth);
  const nin = text(personal.nin);
  const email = (text(personal.email) ?? facts.email)?.toLowerCase() ?? null;
  return {
    lastName: text(personal.surname) ?? facts.last_name,
    firstName: text(personal.firstname) ?? facts.first_name,
    middleName: text(personal.middlename) ?? facts.middle_name,
    genderId: integer(personal.genderId),
    dateOfBirth: dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? dateOfBirth : null,
    email,
    mobileNumber: facts.mobile_number,
    nin: nin && /^[0-9]{11}$/.test(nin) ? nin : null,
    countryId: integer(personal.countryId),
    stateId: integer(personal.stateId),
    lgaId: integer(personal.lgaId),
    homeTown: text(personal.homeTown),
    permanentAddress: text(personal.permanentAddress),
    contactAddress: text(personal.contactAddress),
    studentTypeId: type.meta.studentTypeId,
    modeOfEntryId: modeOfEntryOf(facts),
    modeOfStudyId: modeOfStudyOf(facts, type),
    passport: text(uploads.passport),
    nextOfKinName: text(kin.fullname),
    nextOfKinAddress: text(kin.contactAddress),
    nextOfKinMobileNumber: text(kin.mobileNumber),
    nextOfKinEmail: text(kin.email)?.toLowerCase() ?? null,
    nextOfKinRelationshipId: integer(kin.relationshipId),
    educationHistory: history,
    employment: work,
  };
}

/** The record /create_profile will make, as the applicant reviews it before choosing a password. */
export async function profilePreviewOf(
  db: Db,
  types: readonly ApplicationType[],
  facts: ApplicantFacts,
): Promise<ProfilePreview> {
  if (facts.decision !== "admitted") throw new ConflictError(ADMISSION_MESSAGES.notAdmittedForInvoice);
  const type = typeOf(types, facts);
  const data = carriedOver(facts, type);
  const [names] = await rowsOf<{
    gender: string | null;
    state: string | null;
    lga: string | null;
    student_type: string | null;
    mode_of_entry: string | null;
    mode_of_study: string | null;
  }>(
    db,
    sql`SELECT (SELECT name FROM genders WHERE id = ${data.genderId}) AS gender,
  (SELECT name FROM states WHERE id = ${data.stateId}) AS state,
  (SELECT name FROM lgas WHERE id = ${data.lgaId}) AS lga,
  (SELECT name FROM student_types WHERE id = ${data.studentTypeId}) AS student_type,
  (SELECT name FROM modes_of_entry WHERE id = ${data.modeOfEntryId}) AS mode_of_entry,
  (SELECT name FROM modes_of_study WHERE id = ${data.modeOfStudyId}) AS mode_of_study`,
  );
  return {
    applicationNumber: applicationNumberOf(facts),
    lastName: data.lastName,
    firstName: data.firstName,
    middleName: data.middleName,
    email: data.email,
    mobileNumber: data.mobileNumber,
    gender: names?.gender ?? null,
    dateOfBirth: data.dateOfBirth,
    state: names?.state ?? null,
    lga: names?.lga ?? null,
    programme: facts.programme ?? "",
    department: facts.department ?? "",
    courseOption: facts.course_option,
    level: facts.level ?? "",
    studentType: names?.student_type ?? "",
    modeOfEntry: names?.mode_of_entry ?? "",
    modeOfStudy: names?.mode_of_study ?? "",
    sessionOfEntry: facts.session_name,
    matricNumber: facts.matric_number,
  };
}

/**
 * The next matric number of a prefix, inside the creating transaction: the counter row is
 * inserted (starting after the highest serial already used under the prefix, e.g. by students the
 * registry entered) or incremented, and stays locked until the transaction ends, so concurrent
 * creations queue and each gets its own serial. A number already taken (entered by hand since)
 * is skipped.
 */
export async function nextMatricNumber(tx: Db, pattern: MatricPattern, prefix: string): Promise<string> {
  const start = prefix.length + 1;
  const [first] = await rowsOf<{ last_serial: number }>(
    tx,
    sql`INSERT INTO matric_number_counters (prefix, last_serial)
VALUES (${prefix}, 1 + (SELECT coalesce(max(substring(reg_number FROM ${start})::integer), 0) FROM students
  WHERE left(reg_number, ${prefix.length}) = ${prefix} AND substring(reg_number FROM ${start}) ~ '^[0-9]{1,9}$'))
ON CONFLICT (prefix) DO UPDATE SET last_serial = matric_number_counters.last_serial + 1, updated_at = now()
RETURNING last_serial`,
  );
  let serial = Number(first!.last_serial);
  for (let tries = 0; tries < 1000; tries++) {
    const candidate = matricNumberOf(pattern, prefix, serial);
    const [taken] = await rowsOf<{ id: number }>(
      tx,
      sql`SELECT id FROM students WHERE reg_number = ${candidate}`,
    );
    if (!taken) return candidate;
    const [next] = await rowsOf<{ last_serial: number }>(
      tx,
      sql`UPDATE matric_number_counters SET last_serial = last_serial + 1, updated_at = now()
WHERE prefix = ${prefix} RETURNING last_serial`,
    );
    serial = Number(next!.last_serial);
  }
  throw new ConflictError("No matric number could be given; please contact the registry.");
}

const CONSTRAINT_MESSAGES: Record<string, { path: string; message: string }> = {
  students_email_key: {
    path: "email",
    message:
      "The email address on your application already belongs to another student record. Please contact the admissions office.",
  },
  users_email_key: {
    path: "email",
    message:
      "The email address on your application already belongs to another portal account. Please contact the admissions office.",
  },
  students_nin_key: {
    path: "nin",
    message:
      "The NIN on your application already belongs to another student record. Please contact the admissions office.",
  },
};

/**
 * Creates the admitted applicant's student record and sign-in account in one transaction: the
 * matric number from the configured pattern, the applicant's data carried over, the password
 * hashed with argon2id as every account's; the applicant's invoices become the student's too.
 * Refused (409) unless admitted with the acceptance fee
 * paid; a second creation meets the unique key on students.applicant_id.
 */
export async function createStudentProfile(
  db: Db,
  types: readonly ApplicationType[],
  pattern: MatricPattern,
  applicantId: number,
  input: { password: string; confirmPassword: string },
  actor: AuditActor,
): Promise<ProfileCreated> {
  if (input.password !== input.confirmPassword)
    throw new ValidationError([{ path: "confirmPassword", message: PASSWORDS_DIFFER }]);
  const [before] = await applicantFactsWhere(db, sql`a.id = ${applicantId}`);
  if (!before) throw new ConflictError(ADMISSION_MESSAGES.signInFirst);
  await checkReadyForProfile(db, before);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await rowsOf(tx, sql`SELECT id FROM applicants WHERE id = ${applicantId} FOR UPDATE`);
      // Read again under the lock: a concurrent creation has committed by now.
      const [facts] = await applicantFactsWhere(tx, sql`a.id = ${applicantId}`);
      if (!facts) throw new ConflictError(ADMISSION_MESSAGES.signInFirst);
      await checkReadyForProfile(tx, facts);
      const type = typeOf(types, facts);
      const data = carriedOver(facts, type);
      const prefix = matricPrefix(pattern, {
        programmeCode: facts.programme_code ?? "",
        departmentCode: facts.department_code ?? "",
        applicationTypeId: facts.application_type_id,
        sessionName: facts.session_name,
      });
      const matricNumber = await nextMatricNumber(tx, pattern, prefix);
      if (!REG_NUMBER_RULE.test(matricNumber))
        throw new ConflictError(
          "The matric number pattern gives an invalid number; please contact the registry.",
        );
      const fullName = [data.firstName, data.middleName, data.lastName].filter(Boolean).join(" ");
      const [user] = await rowsOf<{ id: number }>(
        tx,
        sql`INSERT INTO users (user_name, password_hash, full_name, user_type, email, birthday, student_type_id, setup_complete, two_factor, active)
VALUES (${matricNumber}, ${passwordHash}, ${fullName}, 'student', ${data.email}, ${data.dateOfBirth}, ${data.studentTypeId}, true, false, true)
RETURNING id`,
      );
      const userId = user!.id;
      await tx.execute(
        sql`INSERT INTO user_roles (user_id, role_id) SELECT ${userId}, id FROM roles WHERE name = 'student'`,
      );
      const [student] = await rowsOf<{ id: number }>(
        tx,
        sql`INSERT INTO students (reg_number, last_name, first_name, middle_name, gender_id, date_of_birth, email,
  mobile_number, nin, country_id, state_id, lga_id, home_town, permanent_address, contact_address, programme_id,
  department_id, department_option_id, level_id, student_type_id, mode_of_entry_id, mode_of_study_id,
  session_of_entry_id, status, passport, next_of_kin_name, next_of_kin_address, next_of_kin_mobile_number,
  next_of_kin_email, next_of_kin_relationship_id, education_history, employment, user_id, applicant_id)
VALUES (${matricNumber}, ${data.lastName}, ${data.firstName}, ${data.middleName},
  (SELECT id FROM genders WHERE id = ${data.genderId}), ${data.dateOfBirth}, ${data.email}, ${data.mobileNumber},
  ${data.nin}, (SELECT id FROM countries WHERE id = ${data.countryId}),
  (SELECT id FROM states WHERE id = ${data.stateId}), (SELECT id FROM lgas WHERE id = ${data.lgaId}),
  ${data.homeTown}, ${data.permanentAddress}, ${data.contactAddress}, ${facts.programme_id}, ${facts.department_id},
  ${facts.department_option_id}, ${facts.level_id}, ${data.studentTypeId},
  (SELECT id FROM modes_of_entry WHERE id = ${data.modeOfEntryId}), (SELECT id FROM modes_of_study WHERE id = ${data.modeOfStudyId}),
  ${facts.session_id}, 'active', ${data.passport}, ${data.nextOfKinName}, ${data.nextOfKinAddress},
  ${data.nextOfKinMobileNumber}, ${data.nextOfKinEmail},
  (SELECT id FROM relationships WHERE id = ${data.nextOfKinRelationshipId}),
  ${JSON.stringify(data.educationHistory)}::jsonb, ${JSON.stringify(data.employment)}::jsonb, ${userId}, ${applicantId})
RETURNING id`,
      );
      await tx.execute(
        sql`UPDATE applicants SET user_id = ${userId}, updated_at = now() WHERE id = ${applicantId}`,
      );
      const invoices = await giveApplicantInvoicesToStudent(tx, applicantId, student!.id);
      await recordAudit(tx, {
        ...actor,
        actorId: actor.actorId ?? null,
        action: "create profile",
        entity: "students",
        entityId: String(student!.id),
        after: { matricNumber, applicantId, applicationNumber: applicationNumberOf(facts), userId, invoices },
      });
      return { matricNumber, userName: matricNumber, fullName: fullNameOf(facts) };
    });
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === "23505") {
      if (pg.constraint === "students_applicant_id_key") {
        const [after] = await applicantFactsWhere(db, sql`a.id = ${applicantId}`);
        throw new ConflictError(ADMISSION_MESSAGES.profileExists(after?.matric_number ?? ""));
      }
      const known = pg.constraint ? CONSTRAINT_MESSAGES[pg.constraint] : undefined;
      if (known) throw new ConflictError(known.message);
    }
    throw error;
  }
}
