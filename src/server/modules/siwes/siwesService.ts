import { type SQL, sql } from "drizzle-orm";
import type {
  ClearanceFormVerification,
  SiwesPlacementInput,
  SiwesPlacementView,
  SiwesVerification,
  StudentClearanceForm,
  StudentSiwes,
} from "../../../contract/siwes";
import type { Db } from "../../db/database";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { isoOf } from "../payments/invoices/invoiceRows";
import { maskName } from "../payments/invoices/paymentVerification";
import { rowsOf } from "../resources/sqlRows";
import { checkIssuedDocument, issuedDocumentCode } from "../results/issuedDocumentCode";
import type { UnitsClearanceFile } from "./unitsClearanceFile";

/**
 * SIWES placements (spec 2 /siwes, /siwes/preview; 7 Student student-siwes and
 * add-or-update-student-siwes-details) and the student's clearance form (/components_clerance_form
 * for a signed-in student). A student only ever reads and writes their own row: every query starts
 * from the signed-in account's student record, never from an id the caller sends.
 */

interface StudentRow {
  id: number;
  full_name: string;
  reg_number: string;
  programme_name: string;
  department_name: string;
  school_name: string;
  level_name: string;
  passport: string | null;
}

const STUDENT_SELECT = sql`SELECT st.id, st.full_name, st.reg_number, p.name AS programme_name,
  d.name AS department_name, f.name AS school_name, l.name AS level_name, st.passport
FROM students st JOIN programmes p ON p.id = st.programme_id JOIN departments d ON d.id = st.department_id
JOIN faculties f ON f.id = d.faculty_id JOIN levels l ON l.id = st.level_id`;

async function ownStudent(db: Db, userId: number): Promise<StudentRow> {
  const [row] = await rowsOf<StudentRow>(db, sql`${STUDENT_SELECT} WHERE st.user_id = ${userId}`);
  if (!row) throw new NotFoundError("No student record is linked to this account");
  return row;
}

interface Session {
  id: number;
  name: string;
}

async function currentSession(db: Db): Promise<Session> {
  const [row] = await rowsOf<Session>(db, sql`SELECT id, name FROM academic_sessions WHERE is_current`);
  if (!row) throw new ConflictError("The College has not opened a session yet. Please try again later.");
  return row;
}

function studentView(row: StudentRow) {
  return {
    fullName: row.full_name,
    regNumber: row.reg_number,
    programme: row.programme_name,
    department: row.department_name,
    school: row.school_name,
    level: row.level_name,
    passport: row.passport?.startsWith("data:image/") ? row.passport : null,
  };
}

interface PlacementRow {
  id: number;
  organisation_name: string;
  organisation_address: string;
  state_id: number;
  state_name: string;
  supervisor_name: string;
  supervisor_phone: string;
  supervisor_email: string | null;
  start_date: string;
  end_date: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  updated_at: Date | string;
}

const PLACEMENT_SELECT = sql`SELECT sp.id, sp.organisation_name, sp.organisation_address, sp.state_id,
  s.name AS state_name, sp.supervisor_name, sp.supervisor_phone, sp.supervisor_email,
  to_char(sp.start_date, 'YYYY-MM-DD') AS start_date, to_char(sp.end_date, 'YYYY-MM-DD') AS end_date,
  sp.bank_name, sp.account_number, sp.account_name, sp.updated_at
FROM siwes_placements sp JOIN states s ON s.id = sp.state_id`;

function placementView(row: PlacementRow): SiwesPlacementView {
  return {
    organisationName: row.organisation_name,
    organisationAddress: row.organisation_address,
    stateId: row.state_id,
    stateName: row.state_name,
    supervisorName: row.supervisor_name,
    supervisorPhone: row.supervisor_phone,
    supervisorEmail: row.supervisor_email,
    startDate: row.start_date,
    endDate: row.end_date,
    bankName: row.bank_name,
    accountNumber: row.account_number,
    accountName: row.account_name,
    updatedAt: isoOf(row.updated_at),
  };
}

/** "SIWES/2025-2026/000012": the placement's number as printed and verified. */
export function siwesReference(placementId: number, sessionName: string): string {
  return `SIWES/${sessionName.replace("/", "-")}/${String(placementId).padStart(6, "0")}`;
}

/** GET student-siwes: the signed-in student's placement of the current session, or none. */
export async function ownSiwes(db: Db, userId: number, key: string): Promise<StudentSiwes> {
  const [student, session] = await Promise.all([ownStudent(db, userId), currentSession(db)]);
  const [row] = await rowsOf<PlacementRow>(
    db,
    sql`${PLACEMENT_SELECT} WHERE sp.student_id = ${student.id} AND sp.session_id = ${session.id}`,
  );
  return {
    student: studentView(student),
    sessionName: session.name,
    placement: row ? placementView(row) : null,
    reference: row ? siwesReference(row.id, session.name) : null,
    code: row ? issuedDocumentCode("siwes", row.id, student.reg_number, key) : null,
  };
}

const COLUMNS: Readonly<Record<keyof SiwesPlacementInput, string>> = {
  organisationName: "organisation_name",
  organisationAddress: "organisation_address",
  stateId: "state_id",
  supervisorName: "supervisor_name",
  supervisorPhone: "supervisor_phone",
  supervisorEmail: "supervisor_email",
  startDate: "start_date",
  endDate: "end_date",
  bankName: "bank_name",
  accountNumber: "account_number",
  accountName: "account_name",
};

/**
 * POST add-or-update-student-siwes-details (the body was validated with
 * schemas/forms/siwes-placement.json): the student's placement of the current session, made or
 * replaced in one statement (the unique student-and-session key makes a double submit one row).
 * Audited as "save-siwes-placement".
 */
export async function saveOwnSiwes(
  db: Db,
  userId: number,
  body: SiwesPlacementInput,
  actor: AuditActor,
  key: string,
): Promise<StudentSiwes> {
  const [student, session] = await Promise.all([ownStudent(db, userId), currentSession(db)]);
  const [state] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM states WHERE id = ${body.stateId}`);
  if (!state)
    throw new ValidationError([{ path: "stateId", message: "please select the state from the list" }]);
  const values = {
    ...body,
    supervisorEmail: body.supervisorEmail?.trim().toLowerCase() || null,
    organisationName: body.organisationName.trim(),
    organisationAddress: body.organisationAddress.trim(),
  };
  const properties = Object.keys(COLUMNS) as (keyof SiwesPlacementInput)[];
  const columns = sql.join(
    properties.map((property) => sql.identifier(COLUMNS[property])),
    sql`, `,
  );
  const inserted: SQL[] = properties.map((property) => sql`${values[property] ?? null}`);
  const updates = sql.join(
    properties.map(
      (property) => sql`${sql.identifier(COLUMNS[property])} = EXCLUDED.${sql.identifier(COLUMNS[property])}`,
    ),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    const [before] = await rowsOf<PlacementRow>(
      tx,
      sql`${PLACEMENT_SELECT} WHERE sp.student_id = ${student.id} AND sp.session_id = ${session.id}`,
    );
    const [saved] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO siwes_placements (student_id, session_id, ${columns})
VALUES (${student.id}, ${session.id}, ${sql.join(inserted, sql`, `)})
ON CONFLICT (student_id, session_id) DO UPDATE SET ${updates}, updated_at = now()
RETURNING id`,
    );
    await recordAudit(tx, {
      ...actor,
      action: "save-siwes-placement",
      entity: "siwes_placements",
      entityId: String(saved?.id),
      before: before ? placementView(before) : null,
      after: values,
    });
  });
  return ownSiwes(db, userId, key);
}

/**
 * GET verify-siwes/:code (public), where a SIWES placement form's QR code leads: Genuine (the
 * placement as the College holds it, the name masked), Altered or Unknown.
 */
export async function verifySiwesCode(db: Db, key: string, code: string): Promise<SiwesVerification> {
  const checked = await checkIssuedDocument(code, key, "siwes", SIWES_WORDS, async (read) => {
    const [row] = await rowsOf<
      PlacementRow & { full_name: string; reg_number: string; department_name: string; session_name: string }
    >(
      db,
      sql`SELECT p.*, st.full_name, st.reg_number, d.name AS department_name, a.name AS session_name
FROM (${PLACEMENT_SELECT} WHERE sp.id = ${read.recordId}) p
JOIN siwes_placements sp ON sp.id = p.id JOIN students st ON st.id = sp.student_id
JOIN departments d ON d.id = st.department_id JOIN academic_sessions a ON a.id = sp.session_id`,
    );
    if (!row || row.reg_number !== read.regNumber) return undefined;
    return {
      reference: siwesReference(row.id, row.session_name),
      studentName: maskName(row.full_name.replace(",", "")),
      regNumber: row.reg_number,
      department: row.department_name,
      session: row.session_name,
      organisationName: row.organisation_name,
      stateName: row.state_name,
      startDate: row.start_date,
      endDate: row.end_date,
    };
  });
  return { state: checked.state, message: checked.message, placement: checked.found };
}

const SIWES_WORDS = {
  name: "SIWES form",
  possessive: "a SIWES placement form's",
  unknown: "This SIWES form could not be verified: the College has no such placement on record.",
  genuine: "This SIWES placement form is genuine: the College holds the placement below.",
};

/** "CLR/2025-2026/NCE-2025-CSC-0142": the clearance form's number. */
function clearanceFormReference(regNumber: string, sessionName: string): string {
  return `CLR/${sessionName.replace("/", "-")}/${regNumber.replaceAll("/", "-")}`;
}

/** GET clearance-form: the signed-in student's clearance form of the current session. */
export async function ownClearanceForm(
  db: Db,
  userId: number,
  file: UnitsClearanceFile,
  key: string,
): Promise<StudentClearanceForm> {
  const [student, session] = await Promise.all([ownStudent(db, userId), currentSession(db)]);
  return {
    title: file.title,
    office: file.office,
    instructions: file.instructions,
    units: file.units,
    student: studentView(student),
    sessionName: session.name,
    reference: clearanceFormReference(student.reg_number, session.name),
    code: issuedDocumentCode("unitsClearance", session.id, student.reg_number, key),
  };
}

/** GET verify-clearance-form/:code (public): whose clearance form of which session, or not ours. */
export async function verifyClearanceFormCode(
  db: Db,
  key: string,
  code: string,
): Promise<ClearanceFormVerification> {
  const checked = await checkIssuedDocument(
    code,
    key,
    "unitsClearance",
    CLEARANCE_FORM_WORDS,
    async (read) => {
      const [row] = await rowsOf<{
        full_name: string;
        reg_number: string;
        department_name: string;
        session: string;
      }>(
        db,
        sql`SELECT st.full_name, st.reg_number, d.name AS department_name, a.name AS session
FROM students st JOIN departments d ON d.id = st.department_id, academic_sessions a
WHERE st.reg_number = ${read.regNumber} AND a.id = ${read.recordId}`,
      );
      if (!row) return undefined;
      return {
        reference: clearanceFormReference(row.reg_number, row.session),
        studentName: maskName(row.full_name.replace(",", "")),
        regNumber: row.reg_number,
        department: row.department_name,
        session: row.session,
      };
    },
  );
  return { state: checked.state, message: checked.message, form: checked.found };
}

const CLEARANCE_FORM_WORDS = {
  name: "clearance form",
  possessive: "a student clearance form's",
  unknown: "This clearance form could not be verified: the College has no such student or session.",
  genuine: "This clearance form is genuine: the College issued it to the student below.",
};

/**
 * The staff list of placements (schemas/lists/siwes-placements.json): every placement with its
 * student's department and School, so the list scopes heads of department and deans by them.
 */
export const SIWES_PLACEMENT_LIST = sql`SELECT sp.id, st.reg_number, st.full_name AS student_name,
  d.name AS department_name, sp.session_id, a.name AS session_name, st.department_id, d.faculty_id,
  sp.organisation_name, sp.organisation_address, s.name AS state_name, sp.supervisor_name,
  sp.supervisor_phone, sp.supervisor_email, to_char(sp.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(sp.end_date, 'YYYY-MM-DD') AS end_date, sp.bank_name,
  sp.account_number, sp.account_name, sp.updated_at
FROM siwes_placements sp JOIN students st ON st.id = sp.student_id
JOIN departments d ON d.id = st.department_id JOIN academic_sessions a ON a.id = sp.session_id
JOIN states s ON s.id = sp.state_id`;
