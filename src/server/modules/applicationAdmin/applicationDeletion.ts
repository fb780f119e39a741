import { sql } from "drizzle-orm";
import { APPLICATION_ADMIN_MESSAGES, type ApplicationSummary } from "../../../contract/applicationAdmin";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import type { Db } from "../../db/database";
import { ConflictError, NotFoundError } from "../../errors";
import { findApplicationInvoiceByReference } from "../applicants/applicantSignIn";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { applicationNumberOf } from "../pgReferees/refereeService";
import { rowsOf } from "../resources/sqlRows";

interface ApplicationRow {
  draft_id: string;
  applicant_id: number;
  application_type_id: string;
  full_name: string;
  mobile_number: string;
  session_name: string;
  submitted_at: string | Date | null;
  updated_at: string | Date;
  applicant_status: string;
  user_id: number | null;
  acceptance_paid: boolean;
  on_admission_list: boolean;
}

const iso = (value: string | Date) => new Date(value).toISOString();

async function applicationOf(
  db: Db,
  applicantId: number,
  lock: boolean,
): Promise<ApplicationRow | undefined> {
  const [row] = await rowsOf<ApplicationRow>(
    db,
    sql`SELECT d.id AS draft_id, a.id AS applicant_id, a.application_type_id,
        concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS full_name, a.mobile_number,
        s.name AS session_name, d.submitted_at, d.updated_at, a.status AS applicant_status, a.user_id,
        EXISTS (SELECT 1 FROM invoices x WHERE x.applicant_id = a.id
          AND x.fee_purpose_id = ${feePurposeId("acceptance")} AND x.status = 'paid') AS acceptance_paid,
        EXISTS (SELECT 1 FROM admission_decisions ad WHERE ad.applicant_id = a.id AND ad.status = 'admitted')
          OR EXISTS (SELECT 1 FROM students st WHERE st.applicant_id = a.id) AS on_admission_list
      FROM application_drafts d
      JOIN applicants a ON a.id = d.applicant_id
      JOIN academic_sessions s ON s.id = a.session_id
      WHERE a.id = ${applicantId}
      ${lock ? sql`FOR UPDATE OF d` : sql``}`,
  );
  return row;
}

function summaryOf(row: ApplicationRow, invoiceNumber: string, typeName: string): ApplicationSummary {
  return {
    applicationTypeId: row.application_type_id,
    applicationType: typeName,
    fullName: row.full_name,
    invoiceNumber,
    applicationNumber: applicationNumberOf(row.application_type_id, row.session_name, row.applicant_id),
    phoneNumber: row.mobile_number,
    status: row.submitted_at === null ? "draft" : "submitted",
    submittedAt: row.submitted_at === null ? null : iso(row.submitted_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * Admission shows in several places: the applicant's status, an admitted decision on the admission
 * list, a student record or account made from them, or a paid acceptance fee. Any of them refuses.
 */
function admitted(row: ApplicationRow): boolean {
  return (
    row.applicant_status === "admitted" ||
    row.user_id !== null ||
    row.acceptance_paid ||
    row.on_admission_list
  );
}

async function applicantOfReference(db: Db, reference: string) {
  const invoice = await findApplicationInvoiceByReference(db, reference);
  if (!invoice) throw new NotFoundError(APPLICATION_ADMIN_MESSAGES.noInvoice);
  return invoice;
}

/** The application of the invoice with this number or RRR, as the delete screen shows it. */
export async function findApplication(
  db: Db,
  reference: string,
  typeName: (id: string) => string,
): Promise<ApplicationSummary> {
  const invoice = await applicantOfReference(db, reference);
  const row = await applicationOf(db, invoice.applicantId, false);
  if (!row) throw new NotFoundError(APPLICATION_ADMIN_MESSAGES.noApplication);
  return summaryOf(row, invoice.invoiceNumber, typeName(row.application_type_id));
}

/**
 * Deletes the application (draft or submitted) and its referee links, audited with the reason in
 * the same transaction. The applicant and their paid invoice stay: they may sign in and apply again.
 * An admitted applicant's application is refused (409).
 */
export async function deleteApplication(
  db: Db,
  input: { reference: string; reason: string },
  actor: AuditActor,
  typeName: (id: string) => string,
): Promise<ApplicationSummary> {
  const invoice = await applicantOfReference(db, input.reference);
  return db.transaction(async (tx) => {
    const row = await applicationOf(tx, invoice.applicantId, true);
    if (!row) throw new NotFoundError(APPLICATION_ADMIN_MESSAGES.noApplication);
    if (admitted(row)) throw new ConflictError(APPLICATION_ADMIN_MESSAGES.admitted);
    const summary = summaryOf(row, invoice.invoiceNumber, typeName(row.application_type_id));
    const referees = await rowsOf<{ id: number }>(
      tx,
      sql`DELETE FROM application_referees WHERE applicant_id = ${row.applicant_id} RETURNING id`,
    );
    await tx.execute(sql`DELETE FROM application_drafts WHERE id = ${row.draft_id}`);
    await recordAudit(tx, {
      ...actor,
      action: "delete",
      entity: "application_drafts",
      entityId: row.draft_id,
      before: {
        applicationType: summary.applicationTypeId,
        applicationNumber: summary.applicationNumber,
        invoiceNumber: summary.invoiceNumber,
        fullName: summary.fullName,
        status: summary.status,
        submittedAt: summary.submittedAt,
        referees: referees.length,
      },
      after: { reason: input.reason.trim() },
    });
    return summary;
  });
}
