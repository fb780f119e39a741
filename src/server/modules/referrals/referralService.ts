import { type SQL, sql } from "drizzle-orm";
import type { ReferralCode } from "../../../contract/auth";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import type { Db } from "../../db/database";
import { NotFoundError, ValidationError } from "../../errors";
import { rowsOf } from "../resources/sqlRows";

/** The signed-in student's referral code (every student has one: migration 0412's default). */
export async function ownReferralCode(db: Db, userId: number): Promise<ReferralCode> {
  const [row] = await rowsOf<{ referral_code: string }>(
    db,
    sql`SELECT referral_code FROM students WHERE user_id = ${userId}`,
  );
  if (!row) throw new NotFoundError("No student record is linked to this account");
  return { code: row.referral_code };
}

export const REFERRAL_CODE_MESSAGE =
  "no student has this referral code; check it with the student who gave it to you, or leave it blank";

/**
 * The student a referral code typed on the applicant invoice form names: null for a blank, a 400
 * on `referralCode` in people's words when no student has it (letters' case and spaces forgiven).
 */
export async function referrerOf(db: Db, typed: string | null | undefined): Promise<number | null> {
  const code = (typed ?? "").replace(/\s/g, "").toUpperCase();
  if (code === "") return null;
  const [row] = /^[0-9A-F]{8}$/.test(code)
    ? await rowsOf<{ id: number }>(db, sql`SELECT id FROM students WHERE referral_code = ${code}`)
    : [];
  if (!row) throw new ValidationError([{ path: "referralCode", message: REFERRAL_CODE_MESSAGE }]);
  return row.id;
}

/**
 * The referral list's query (schemas/lists/referrals.json): each applicant who gave a student's
 * code, with only their name, the application, the day and whether the application fee is paid
 * (nothing else of theirs reaches the student). `referrer_user_id` is for the caller's scope.
 */
export function referralListQuery(types: readonly ApplicationType[]): SQL {
  const names = types.map((type) => sql`(${type.meta.id}, ${type.meta.name})`);
  const typeNames =
    names.length > 0 ? sql`VALUES ${sql.join(names, sql`, `)}` : sql`SELECT NULL, NULL WHERE false`;
  return sql`SELECT a.id, concat_ws(' ', a.first_name, a.middle_name, a.last_name) AS full_name,
  coalesce(t.name, upper(a.application_type_id)) AS application_type, a.created_at AS applied_at,
  CASE WHEN EXISTS (SELECT 1 FROM invoices i WHERE i.applicant_id = a.id
    AND i.fee_purpose_id = ${feePurposeId("application")} AND i.status = 'paid') THEN 'Paid' ELSE 'Not paid' END
    AS payment_status,
  st.user_id AS referrer_user_id
FROM applicants a
JOIN students st ON st.id = a.referrer_student_id
LEFT JOIN (${typeNames}) AS t (id, name) ON t.id = a.application_type_id`;
}
