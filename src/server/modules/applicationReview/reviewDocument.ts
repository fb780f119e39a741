import { sql } from "drizzle-orm";
import type { ReviewDocument } from "../../../contract/applicationReview";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import type { Db } from "../../db/database";
import { NotFoundError } from "../../errors";
import { applicantFactsWhere, applicationNumberOf, fullNameOf } from "../admissions/admissionFacts";
import { invoicesWhere, invoiceView, isoOf } from "../payments/invoices/invoiceRows";
import { rowsOf } from "../resources/sqlRows";

export const NO_SUCH_APPLICATION = "No submitted application has this number.";

/** The type's name and student type, from the version the application was filled with. */
export interface ReviewedType {
  name: string;
  studentTypeId: number;
  version: number;
}

/** The type (name, student type) of each applicant's application, by applicant id. */
export async function reviewedTypesOf(
  db: Db,
  applicantIds: readonly number[],
): Promise<Map<number, ReviewedType>> {
  if (applicantIds.length === 0) return new Map();
  const rows = await rowsOf<{
    applicant_id: number;
    name: string | null;
    student_type_id: string | null;
    version: number;
  }>(
    db,
    sql`SELECT d.applicant_id, v.meta ->> 'name' AS name, v.meta ->> 'studentTypeId' AS student_type_id,
      coalesce(d.type_version, 1) AS version
    FROM application_drafts d JOIN applicants a ON a.id = d.applicant_id
    LEFT JOIN application_type_versions v ON v.type_key = a.application_type_id AND v.version = coalesce(d.type_version, 1)
    WHERE d.applicant_id IN (${sql.join(
      applicantIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map((row) => [
      row.applicant_id,
      { name: row.name ?? "", studentTypeId: Number(row.student_type_id), version: Number(row.version) },
    ]),
  );
}

/**
 * A submitted application as the admissions office reads it: who, the answers (passport, O-level
 * sittings, uploads — everything the applicant's own slip prints), the referees' reports and the
 * application fee invoice. A draft, or no such applicant, is a 404.
 */
export async function reviewDocumentOf(
  db: Db,
  applicantId: number,
  /** The review workflow's steps the reader may take on it now. */
  actions: readonly string[] = [],
): Promise<ReviewDocument> {
  const [facts] = await applicantFactsWhere(db, sql`a.id = ${applicantId} AND d.submitted_at IS NOT NULL`);
  if (!facts) throw new NotFoundError(NO_SUCH_APPLICATION);
  const [extra] = await rowsOf<{
    submitted_at: Date | string;
    decided_by: string | null;
    decided_at: Date | string | null;
  }>(
    db,
    sql`SELECT d.submitted_at, u.full_name AS decided_by, ad.decided_at
    FROM application_drafts d
    LEFT JOIN admission_decisions ad ON ad.applicant_id = d.applicant_id
    LEFT JOIN users u ON u.id = ad.decided_by
    WHERE d.applicant_id = ${applicantId}`,
  );
  const type = (await reviewedTypesOf(db, [applicantId])).get(applicantId);
  const referees = await rowsOf<{
    position: number;
    full_name: string;
    email: string;
    submitted_at: Date | string | null;
    report: Record<string, unknown> | null;
  }>(
    db,
    sql`SELECT position, full_name, email, submitted_at, report FROM application_referees
      WHERE applicant_id = ${applicantId} ORDER BY position, id`,
  );
  const [invoice] = await invoicesWhere(
    db,
    sql`i.applicant_id = ${applicantId} AND i.fee_purpose_id = ${feePurposeId("application")}`,
    sql`ORDER BY (i.status = 'paid') DESC, i.id DESC LIMIT 1`,
  );
  return {
    applicantId,
    applicationNumber: applicationNumberOf(facts),
    fullName: fullNameOf(facts),
    email: facts.email,
    mobileNumber: facts.mobile_number,
    applicationTypeId: facts.application_type_id,
    applicationType: type?.name || facts.application_type_id,
    typeVersion: type?.version ?? 1,
    sessionName: facts.session_name,
    submittedAt: isoOf(extra?.submitted_at ?? new Date()),
    status: facts.decision ?? "pending",
    decision: facts.decision
      ? {
          programme: facts.programme,
          department: facts.department,
          courseOption: facts.course_option,
          level: facts.level,
          decidedBy: extra?.decided_by ?? null,
          decidedAt: isoOf(extra?.decided_at ?? new Date()),
          matricNumber: facts.matric_number,
        }
      : null,
    data: facts.data ?? {},
    referees: referees.map((row) => ({
      position: row.position,
      fullName: row.full_name,
      email: row.email,
      submittedAt: row.submitted_at === null ? null : isoOf(row.submitted_at),
      report: row.report
        ? Object.fromEntries(Object.entries(row.report).map(([key, value]) => [key, String(value ?? "")]))
        : null,
    })),
    invoice: invoice ? invoiceView(invoice) : null,
    actions: [...actions],
  };
}
