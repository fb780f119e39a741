import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ApplicantInvoiceDetails, ApplicantSession } from "../../../contract/applicants";
import { formatApplicationNumber } from "../../../schema/applicationNumber";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import { type Db, queryRows } from "../../db/database";

/**
 * An applicant's session: a random 256-bit token in an httpOnly, SameSite=Strict cookie; the
 * database keeps its SHA-256 (applicant_sessions, migration 0145). It is deliberately not a JWT
 * bearer token: the access plugin never reads this cookie, so it can never pass a staff or
 * student route, and the applicant routes never read a bearer token. Sign-out ends it at once.
 */
export const APPLICANT_SESSION_HOURS = 4;

/** The signed-in applicant a valid token opens. */
export interface ApplicantIdentity {
  sessionId: number;
  applicantId: number;
  applicationTypeId: string;
  fullName: string;
  invoiceNumber: string;
  /** NCE/2026/000012: what the applicant later checks their admission status with. */
  applicationNumber: string;
  expiresAt: Date;
  /** The names and contacts on their invoice: their application form starts with them. */
  invoiceDetails: ApplicantInvoiceDetails;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A cookie value that could be one of our tokens (43 base64url characters); anything else is ignored. */
export function isApplicantToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** Starts a session for `applicantId`; answers the token for the cookie and when it ends. */
export async function startApplicantSession(
  db: Db,
  applicantId: number,
  ip: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + APPLICANT_SESSION_HOURS * 3_600_000);
  await db.execute(sql`INSERT INTO applicant_sessions (applicant_id, token_hash, expires_at, ip)
    VALUES (${applicantId}, ${hashOf(token)}, ${expiresAt.toISOString()}, ${ip})`);
  return { token, expiresAt };
}

/** The applicant of a live session (not ended, not expired, invoice still paid); undefined otherwise. */
export async function applicantOfToken(
  db: Db,
  token: string | undefined,
): Promise<ApplicantIdentity | undefined> {
  if (!isApplicantToken(token)) return undefined;
  const [row] = await queryRows<{
    id: number;
    applicant_id: number;
    application_type_id: string;
    full_name: string;
    invoice_number: string;
    session_name: string;
    expires_at: string | Date;
    last_name: string;
    first_name: string;
    middle_name: string | null;
    email: string | null;
    mobile_number: string;
  }>(
    db,
    sql`SELECT s.id, s.applicant_id, a.application_type_id,
        concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS full_name, i.invoice_number,
        academic.name AS session_name, s.expires_at,
        a.last_name, a.first_name, a.middle_name, a.email, a.mobile_number
      FROM applicant_sessions s
      JOIN applicants a ON a.id = s.applicant_id
      JOIN academic_sessions academic ON academic.id = a.session_id
      JOIN invoices i ON i.applicant_id = a.id AND i.fee_purpose_id = ${feePurposeId("application")} AND i.status = 'paid'
      WHERE s.token_hash = ${hashOf(token)} AND s.ended_at IS NULL AND s.expires_at > now()
      LIMIT 1`,
  );
  if (!row) return undefined;
  return {
    sessionId: row.id,
    applicantId: row.applicant_id,
    applicationTypeId: row.application_type_id,
    fullName: row.full_name,
    invoiceNumber: row.invoice_number,
    applicationNumber: formatApplicationNumber(row.application_type_id, row.session_name, row.applicant_id),
    expiresAt: new Date(row.expires_at),
    invoiceDetails: {
      surname: row.last_name,
      firstName: row.first_name,
      middleName: row.middle_name,
      email: row.email,
      mobileNumber: row.mobile_number,
    },
  };
}

/** The signed-in applicant as their pages show them (the applicant session routes' answer). */
export function applicantSessionView(applicant: ApplicantIdentity): ApplicantSession {
  return {
    applicationTypeId: applicant.applicationTypeId,
    fullName: applicant.fullName,
    invoiceNumber: applicant.invoiceNumber,
    applicationNumber: applicant.applicationNumber,
    expiresAt: applicant.expiresAt.toISOString(),
    invoiceDetails: applicant.invoiceDetails,
  };
}

/**
 * The view of a session just started with `token` (the sign-in routes' answer): read back like
 * any later request's, so the two cannot differ.
 */
export async function startedSessionView(db: Db, token: string): Promise<ApplicantSession> {
  const applicant = await applicantOfToken(db, token);
  if (!applicant) throw new Error("an applicant session just started opens no applicant");
  return applicantSessionView(applicant);
}

/** Ends the session `token` opens (sign-out); nothing when it opens none. */
export async function endApplicantSession(db: Db, token: string | undefined): Promise<void> {
  if (!isApplicantToken(token)) return;
  await db.execute(
    sql`UPDATE applicant_sessions SET ended_at = now() WHERE token_hash = ${hashOf(token)} AND ended_at IS NULL`,
  );
}

/** Deletes sessions that ended or expired more than a day ago (housekeeping); answers how many. */
export async function deleteOldApplicantSessions(db: Db): Promise<number> {
  const gone = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM applicant_sessions WHERE coalesce(ended_at, expires_at) < now() - interval '1 day' RETURNING id`,
  );
  return gone.length;
}
