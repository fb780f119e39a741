import { sql } from "drizzle-orm";
import { PUTME_SLIP_MESSAGES, type PutmeSlip } from "../../../contract/putmeSlip";
import { type Db, queryRows } from "../../db/database";
import { ConflictError, NotFoundError } from "../../errors";
import type { ApplicantIdentity } from "../applicants/applicantSessions";

/** The post-UTME types (and the supplementary one): those with an exam slip. */
export const PUTME_TYPES = ["putme", "supplementary_putme"] as const;

/**
 * The post-UTME exam slip of a signed-in applicant: only post-UTME types, only once submitted.
 * Its sitting is the PUTME schedule's row for the session and the first-choice department, else
 * the session's row for every department (`putme_exam_schedules`, /applications/putme_schedule).
 */

const padded = (id: number) => String(id).padStart(6, "0");

/** PUTME/2026/000012: the type, the session's first year and the applicant number, as on receipts. */
export function applicationNumberOf(type: string, sessionName: string, applicantId: number): string {
  return `${type.toUpperCase()}/${sessionName.slice(0, 4) || "0000"}/${padded(applicantId)}`;
}

interface SlipRow {
  id: number;
  application_type_id: string;
  session_id: number;
  session_name: string;
  full_name: string;
  data: Record<string, Record<string, unknown> | undefined> | null;
  submitted_at: Date | string | null;
  department_name: string | null;
  department_id: number | null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const integer = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);
const isoOf = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export async function putmeSlip(
  db: Db,
  applicant: ApplicantIdentity,
  typeNames: ReadonlyMap<string, string>,
): Promise<PutmeSlip> {
  if (!(PUTME_TYPES as readonly string[]).includes(applicant.applicationTypeId))
    throw new NotFoundError(PUTME_SLIP_MESSAGES.notPutme);
  const [row] = await queryRows<SlipRow>(
    db,
    sql`SELECT a.id, a.application_type_id, a.session_id, s.name AS session_name,
        concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS full_name,
        d.data, d.submitted_at, dep.id AS department_id, dep.name AS department_name
      FROM applicants a
      JOIN academic_sessions s ON s.id = a.session_id
      LEFT JOIN application_drafts d ON d.applicant_id = a.id
      LEFT JOIN departments dep ON d.data -> 'programme' ->> 'departmentId' ~ '^[0-9]{1,9}$'
        AND dep.id = (d.data -> 'programme' ->> 'departmentId')::int
      WHERE a.id = ${applicant.applicantId}`,
  );
  if (!row) throw new NotFoundError(PUTME_SLIP_MESSAGES.notPutme);
  if (!row.submitted_at || !row.data) throw new ConflictError(PUTME_SLIP_MESSAGES.notSubmitted);
  const [schedule] = await queryRows<{
    venue: string;
    exam_date: string | Date;
    start_time: string;
    instructions: string | null;
  }>(
    db,
    sql`SELECT venue, exam_date::text AS exam_date, start_time, instructions FROM putme_exam_schedules
      WHERE session_id = ${row.session_id}
        AND (department_id = ${row.department_id ?? 0} OR department_id IS NULL)
      ORDER BY department_id NULLS LAST LIMIT 1`,
  );
  const utme = row.data.utme ?? {};
  const personal = row.data.personal ?? {};
  const uploads = row.data.uploads ?? {};
  const fullName =
    [text(personal.surname), text(personal.firstname), text(personal.middlename)].filter(Boolean).join(" ") ||
    row.full_name;
  return {
    applicationNumber: applicationNumberOf(row.application_type_id, row.session_name, row.id),
    applicationType: typeNames.get(row.application_type_id) ?? row.application_type_id,
    fullName,
    passport: text(uploads.passport),
    jambNumber: text(utme.regNumber)?.toUpperCase() ?? null,
    utmeScore: integer(utme.utmeScore),
    course: row.department_name,
    session: row.session_name,
    submittedAt: isoOf(row.submitted_at),
    schedule: schedule
      ? {
          venue: schedule.venue,
          examDate: String(schedule.exam_date),
          startTime: schedule.start_time,
          instructions: schedule.instructions,
        }
      : null,
  };
}
