import { sql } from "drizzle-orm";
import {
  type ApplicantReferees,
  REFEREE_MESSAGES,
  type RefereeReport,
  type RefereeRequest,
} from "../../../contract/pgReferees";
import type { Db } from "../../db/database";
import { AppError, ConflictError, NotFoundError } from "../../errors";
import type { Mailer } from "../mail/mailer";
import { rowsOf } from "../resources/sqlRows";
import { isSignedRefereeToken, newRefereeToken, refereeTokenHash } from "./refereeTokens";

/** How long a referee's link works. */
export const REFEREE_LINK_DAYS = 30;
/** The referee form's route (spec section 2). */
export const REFEREE_FORM_ROUTE = "/pg_referee_form";

export interface ListedReferee {
  fullname: string;
  email: string;
}

export interface RefereeLinkContext {
  secret: string;
  publicUrl: string;
  applicantId: number;
  applicantName: string;
  typeName: string;
  now?: Date;
}

/** The referees an application lists (its `referees` section), or none. */
export function listedReferees(data: Record<string, unknown>): ListedReferee[] {
  const list = data.referees;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    if (typeof item !== "object" || item === null) return [];
    const { fullname, email } = item as Record<string, unknown>;
    return typeof fullname === "string" && typeof email === "string" && email.includes("@")
      ? [{ fullname: fullname.trim(), email: email.trim().toLowerCase() }]
      : [];
  });
}

/**
 * After a submission: each listed referee who has no link yet gets one, by email. A referee whose
 * link is still live or who has answered keeps it (a resubmission after a reset mails only new
 * referees); pending links of referees no longer listed stop working. Answers how many were mailed.
 */
export async function issueRefereeLinks(
  db: Db,
  mailer: Mailer,
  context: RefereeLinkContext,
  referees: readonly ListedReferee[],
): Promise<number> {
  const now = context.now ?? new Date();
  const emails = referees.map((referee) => referee.email);
  await db.execute(sql`DELETE FROM application_referees
    WHERE applicant_id = ${context.applicantId} AND submitted_at IS NULL
      AND (expires_at <= ${now.toISOString()}::timestamptz OR NOT (email = ANY(${sqlTextArray(emails)})))`);
  const kept = new Set(
    (
      await rowsOf<{ email: string }>(
        db,
        sql`SELECT email FROM application_referees WHERE applicant_id = ${context.applicantId}`,
      )
    ).map((row) => row.email),
  );
  const expiresAt = new Date(now.getTime() + REFEREE_LINK_DAYS * 86_400_000);
  let mailed = 0;
  for (const [position, referee] of referees.entries()) {
    if (kept.has(referee.email)) continue;
    kept.add(referee.email);
    const token = newRefereeToken(context.secret);
    await db.execute(sql`INSERT INTO application_referees (applicant_id, position, full_name, email, token_hash, expires_at)
      VALUES (${context.applicantId}, ${position}, ${referee.fullname}, ${referee.email},
        ${refereeTokenHash(token)}, ${expiresAt.toISOString()})`);
    const link = `${context.publicUrl.replace(/\/+$/, "")}${REFEREE_FORM_ROUTE}?token=${token}`;
    await mailer.send({
      to: referee.email,
      subject: `Reference request: ${context.applicantName} (${context.typeName})`,
      text: `Dear ${referee.fullname},\n\n${context.applicantName} has applied for the ${context.typeName} and named you as a referee. Please write your confidential report on the referee form:\n\n${link}\n\nThe link works once, until ${expiresAt.toUTCString()}. The applicant does not see your report.\n\nIf you do not know the applicant, you can ignore this email.`,
    });
    mailed += 1;
  }
  return mailed;
}

/** A text[] parameter (an empty list matches nothing). */
function sqlTextArray(values: readonly string[]) {
  return sql`ARRAY[${sql.join([sql`''`, ...values.map((value) => sql`${value}`)], sql`, `)}]::text[]`;
}

interface RefereeRow {
  id: number;
  applicant_id: number;
  full_name: string;
  expires_at: string | Date;
  submitted_at: string | Date | null;
  applicant_name: string;
  application_type_id: string;
  programme: string | null;
}

async function refereeOfToken(db: Db, secret: string, token: string): Promise<RefereeRow> {
  if (!isSignedRefereeToken(token, secret)) throw new NotFoundError(REFEREE_MESSAGES.invalid);
  const [row] = await rowsOf<RefereeRow>(
    db,
    sql`SELECT r.id, r.applicant_id, r.full_name, r.expires_at, r.submitted_at,
        concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS applicant_name, a.application_type_id,
        p.name AS programme
      FROM application_referees r
      JOIN applicants a ON a.id = r.applicant_id
      LEFT JOIN application_drafts d ON d.applicant_id = a.id
      LEFT JOIN programmes p ON p.id = CASE
        WHEN jsonb_typeof(d.data #> '{programme,programmeId}') = 'number'
          AND (d.data #>> '{programme,programmeId}') ~ '^[0-9]{1,9}$'
        THEN (d.data #>> '{programme,programmeId}')::integer END
      WHERE r.token_hash = ${refereeTokenHash(token)}`,
  );
  if (!row) throw new NotFoundError(REFEREE_MESSAGES.invalid);
  return row;
}

function refusal(row: RefereeRow, now: Date): AppError | undefined {
  if (row.submitted_at !== null) return new ConflictError(REFEREE_MESSAGES.used);
  if (new Date(row.expires_at).getTime() <= now.getTime()) return new AppError(410, REFEREE_MESSAGES.expired);
  return undefined;
}

/** What the referee form shows for a live link: the applicant's name and programme, no more. */
export async function openRefereeRequest(
  db: Db,
  secret: string,
  token: string,
  typeName: (id: string) => string,
  now: Date = new Date(),
): Promise<RefereeRequest> {
  const row = await refereeOfToken(db, secret, token);
  const refused = refusal(row, now);
  if (refused) throw refused;
  return {
    applicantName: row.applicant_name,
    applicationType: typeName(row.application_type_id),
    programme: row.programme,
    refereeName: row.full_name,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/** Stores the report once: a second submission, even a concurrent one, is refused (409). */
export async function submitRefereeReport(
  db: Db,
  secret: string,
  token: string,
  report: RefereeReport,
  now: Date = new Date(),
): Promise<{ id: number; applicantId: number }> {
  const row = await refereeOfToken(db, secret, token);
  const refused = refusal(row, now);
  if (refused) throw refused;
  const [saved] = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE application_referees SET report = ${JSON.stringify(report)}::jsonb, submitted_at = ${now.toISOString()}::timestamptz
      WHERE id = ${row.id} AND submitted_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz
      RETURNING id`,
  );
  if (!saved) throw new ConflictError(REFEREE_MESSAGES.used);
  return { id: row.id, applicantId: row.applicant_id };
}

const padded = (id: number) => String(id).padStart(6, "0");

/** PG/2026/000012: the type, the first year of the applicant's session, the applicant's number. */
export function applicationNumberOf(typeId: string, sessionName: string, applicantId: number): string {
  return `${typeId.toUpperCase()}/${sessionName.slice(0, 4) || "0000"}/${padded(applicantId)}`;
}

/** The applicant an application number names, if it is well formed: its type, year and id. */
export function readApplicationNumber(
  value: string,
): { typeId: string; year: string; applicantId: number } | undefined {
  const match = /^([A-Za-z_]+)\/([0-9]{4})\/([0-9]{1,9})$/.exec(value.trim());
  if (!match) return undefined;
  return { typeId: match[1]!.toLowerCase(), year: match[2]!, applicantId: Number(match[3]) };
}

/** The signed-in applicant's application number and referees with their status (not their reports). */
export async function applicantReferees(db: Db, applicantId: number): Promise<ApplicantReferees> {
  const [applicant] = await rowsOf<{ application_type_id: string; session_name: string }>(
    db,
    sql`SELECT a.application_type_id, s.name AS session_name
      FROM applicants a JOIN academic_sessions s ON s.id = a.session_id WHERE a.id = ${applicantId}`,
  );
  if (!applicant) throw new NotFoundError("No such applicant.");
  const rows = await rowsOf<{ full_name: string; submitted_at: string | Date | null }>(
    db,
    sql`SELECT full_name, submitted_at FROM application_referees WHERE applicant_id = ${applicantId} ORDER BY position, id`,
  );
  return {
    applicationNumber: applicationNumberOf(
      applicant.application_type_id,
      applicant.session_name,
      applicantId,
    ),
    referees: rows.map((row) => ({
      fullName: row.full_name,
      status: row.submitted_at === null ? "pending" : "received",
      receivedAt: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
    })),
  };
}
