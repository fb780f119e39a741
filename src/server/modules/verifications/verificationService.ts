import { sql } from "drizzle-orm";
import type {
  ApplicationVerification,
  EnteredCertificate,
  EnteredSitting,
  VerificationKind,
} from "../../../contract/applicationReview";
import type { ApplicationType } from "../../../schema/applicationTypes";
import type { Db } from "../../db/database";
import { NotFoundError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { rowsOf } from "../resources/sqlRows";
import { enteredCertificates, enteredSittings } from "./enteredItems";

/** The outcome form's values (schemas/forms/olevel-verification.json or certificate-verification.json). */
export interface OutcomeInput {
  examinationTypeId?: number;
  examNumber?: string;
  examYear?: number;
  certificateTypeId?: number;
  certificateNumber?: string;
  yearIssued?: number;
  resultFound: string;
  verified: boolean;
  remarks?: string;
}

interface ApplicationRow {
  application_number: string;
  full_name: string;
  application_type_id: string;
  session_name: string;
  data: unknown;
}

interface OutcomeRow {
  kind: VerificationKind;
  item_index: number;
  exam_type_id: number | null;
  certificate_type_id: number | null;
  document_number: string | null;
  document_year: number | null;
  result_found: string;
  verified: boolean;
  remarks: string | null;
  verified_at: Date | string;
  verified_by_name: string | null;
}

const ITEM_WORDS: Record<VerificationKind, string> = {
  olevel: "O-level sitting",
  certificate: "certificate",
};

async function submittedApplication(db: Db, applicantId: number): Promise<ApplicationRow> {
  const [row] = await rowsOf<ApplicationRow>(
    db,
    sql`SELECT r.application_number, r.full_name, r.application_type_id, s.name AS session_name, d.data
FROM application_reviews r
JOIN academic_sessions s ON s.id = r.session_id
JOIN application_drafts d ON d.applicant_id = r.id AND d.submitted_at IS NOT NULL
WHERE r.id = ${applicantId}`,
  );
  if (!row) throw new NotFoundError("There is no submitted application with this number");
  return row;
}

/** The form's values of a recorded outcome, empty ones left out. */
function outcomeValues(row: OutcomeRow): Record<string, unknown> {
  const values: Record<string, unknown> =
    row.kind === "olevel"
      ? { examinationTypeId: row.exam_type_id, examNumber: row.document_number, examYear: row.document_year }
      : {
          certificateTypeId: row.certificate_type_id,
          certificateNumber: row.document_number,
          yearIssued: row.document_year,
        };
  Object.assign(values, { resultFound: row.result_found, verified: row.verified, remarks: row.remarks });
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== ""));
}

function outcomeOf(rows: readonly OutcomeRow[], kind: VerificationKind, index: number) {
  const row = rows.find((candidate) => candidate.kind === kind && candidate.item_index === index);
  if (!row) return null;
  return {
    values: outcomeValues(row),
    verified: row.verified,
    verifiedAt: new Date(row.verified_at).toISOString(),
    verifiedBy: row.verified_by_name,
  };
}

async function namesById(db: Db, table: "olevel_exam_types" | "olevel_subjects" | "certificate_types") {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM ${sql.identifier(table)}`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * GET Utilities/verifications/:applicantId: the application's O-level sittings and certificates as
 * entered, each with what staff last recorded about it (or null).
 */
export async function applicationVerification(
  db: Db,
  types: readonly ApplicationType[],
  applicantId: number,
): Promise<ApplicationVerification> {
  const application = await submittedApplication(db, applicantId);
  const [outcomes, examBodies, subjects, certificateTypes] = await Promise.all([
    rowsOf<OutcomeRow>(
      db,
      sql`SELECT v.kind, v.item_index, v.exam_type_id, v.certificate_type_id, v.document_number, v.document_year,
  v.result_found, v.verified, v.remarks, v.verified_at, u.full_name AS verified_by_name
FROM applicant_verifications v LEFT JOIN users u ON u.id = v.verified_by
WHERE v.applicant_id = ${applicantId}`,
    ),
    namesById(db, "olevel_exam_types"),
    namesById(db, "olevel_subjects"),
    namesById(db, "certificate_types"),
  ]);
  const nameIn = (names: Map<number, string>, id: number | null) =>
    id === null ? null : (names.get(id) ?? null);
  const sittings: EnteredSitting[] = enteredSittings(application.data).map((sitting, index) => ({
    index,
    examBody: nameIn(examBodies, sitting.examinationTypeId),
    examNumber: sitting.examNumber,
    examYear: sitting.examYear,
    examCenter: sitting.examCenter,
    subjects: sitting.subjects.map((row) => ({
      subject: nameIn(subjects, row.subjectId) ?? `Subject ${row.subjectId}`,
      grade: row.grade,
    })),
    outcome: outcomeOf(outcomes, "olevel", index),
  }));
  const certificates: EnteredCertificate[] = enteredCertificates(application.data).map(
    (certificate, index) => ({
      index,
      certificateType: nameIn(certificateTypes, certificate.certificateTypeId),
      uploaded: certificate.uploaded,
      outcome: outcomeOf(outcomes, "certificate", index),
    }),
  );
  const type = types.find((candidate) => candidate.meta.id === application.application_type_id);
  return {
    applicantId,
    applicationNumber: application.application_number,
    fullName: application.full_name,
    applicationType: type?.meta.name ?? application.application_type_id.toUpperCase(),
    session: application.session_name,
    sittings,
    certificates,
  };
}

/** The lookup a field names must hold the chosen row, else a 400 on that field in people's words. */
async function assertListed(
  db: Db,
  table: "olevel_exam_types" | "certificate_types",
  id: number,
  path: string,
) {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ${id}`,
  );
  if (!row) {
    const what = table === "olevel_exam_types" ? "examination body" : "certificate type";
    throw new ValidationError([{ path, message: `please select the ${what} from the list` }]);
  }
}

/**
 * POST Utilities/verifications/:kind/:applicantId/:item: records (or replaces) what staff found
 * when they checked one sitting or certificate, audited as "verify-olevel" / "verify-certificate"
 * with the outcome before and after. The body was validated by the kind's form file.
 */
export async function saveVerification(
  db: Db,
  types: readonly ApplicationType[],
  kind: VerificationKind,
  applicantId: number,
  item: number,
  body: OutcomeInput,
  actor: AuditActor,
): Promise<ApplicationVerification> {
  const application = await submittedApplication(db, applicantId);
  const count =
    kind === "olevel"
      ? enteredSittings(application.data).length
      : enteredCertificates(application.data).length;
  if (item >= count) throw new NotFoundError(`This application has no ${ITEM_WORDS[kind]} ${item + 1}`);
  const examTypeId = kind === "olevel" ? (body.examinationTypeId ?? null) : null;
  const certificateTypeId = kind === "certificate" ? (body.certificateTypeId ?? null) : null;
  if (examTypeId !== null) await assertListed(db, "olevel_exam_types", examTypeId, "examinationTypeId");
  if (certificateTypeId !== null)
    await assertListed(db, "certificate_types", certificateTypeId, "certificateTypeId");
  const documentNumber = (kind === "olevel" ? body.examNumber : body.certificateNumber)?.trim() || null;
  const documentYear = (kind === "olevel" ? body.examYear : body.yearIssued) ?? null;
  const remarks = body.remarks?.trim() || null;
  await db.transaction(async (tx) => {
    const [before] = await rowsOf<OutcomeRow>(
      tx,
      sql`SELECT kind, item_index, exam_type_id, certificate_type_id, document_number, document_year, result_found,
  verified, remarks, verified_at, NULL AS verified_by_name
FROM applicant_verifications WHERE applicant_id = ${applicantId} AND kind = ${kind} AND item_index = ${item}
FOR UPDATE`,
    );
    await tx.execute(sql`INSERT INTO applicant_verifications (applicant_id, kind, item_index, exam_type_id,
  certificate_type_id, document_number, document_year, result_found, verified, remarks, verified_by)
VALUES (${applicantId}, ${kind}, ${item}, ${examTypeId}, ${certificateTypeId}, ${documentNumber}, ${documentYear},
  ${body.resultFound.trim()}, ${body.verified}, ${remarks}, ${actor.actorId})
ON CONFLICT (applicant_id, kind, item_index) DO UPDATE SET exam_type_id = EXCLUDED.exam_type_id,
  certificate_type_id = EXCLUDED.certificate_type_id, document_number = EXCLUDED.document_number,
  document_year = EXCLUDED.document_year, result_found = EXCLUDED.result_found, verified = EXCLUDED.verified,
  remarks = EXCLUDED.remarks, verified_by = EXCLUDED.verified_by, verified_at = now()`);
    await recordAudit(tx, {
      ...actor,
      action: `verify-${kind}`,
      entity: "applicant_verifications",
      entityId: `${applicantId}/${kind}/${item}`,
      before: before ? outcomeValues(before) : null,
      after: { ...body, applicationNumber: application.application_number },
    });
  });
  return applicationVerification(db, types, applicantId);
}
