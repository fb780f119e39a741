import { sql } from "drizzle-orm";
import { FEE_PURPOSE_IDS } from "../../src/schema/feePurposes/feePurposeKeys";
import { queryRows } from "../../src/server/db/database";
import type { E2EServer } from "../fixtures";

/**
 * What the fee setup charges now, read from its tables rather than written into the tests, and
 * how a page must show it: naira with the ₦ sign, thousands separated, two decimals. The format
 * is written out here (not the client's formatNaira) so a change to the client's format fails.
 */
export function nairaText(kobo: number): string {
  const naira = (kobo / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `₦${naira}`;
}

/** The current session's application fee of `type`, in kobo. */
export async function currentApplicationFee(server: E2EServer, type: string): Promise<number> {
  const [fee] = await queryRows<{ amount: number }>(
    server.database.db,
    sql`SELECT f.amount::int AS amount FROM application_fees f
      JOIN academic_sessions s ON s.id = f.session_id AND s.is_current
      WHERE f.application_type = ${type}`,
  );
  if (!fee) throw new Error(`no ${type} application fee in the current session`);
  return fee.amount;
}

/**
 * The current session's acceptance fee (fee purpose `acceptance`), in kobo, when the fee setup has one for
 * everyone and no other (a programme's own would make "the" acceptance fee ambiguous).
 */
export async function currentAcceptanceFee(server: E2EServer): Promise<number> {
  const [fee] = await queryRows<{ amount: number; assignments: number }>(
    server.database.db,
    sql`SELECT coalesce(sum(i.amount), 0)::int AS amount, count(DISTINCT a.id)::int AS assignments
      FROM fee_assignments a
      JOIN academic_sessions s ON s.id = a.session_id AND s.is_current
      JOIN fee_assignment_items i ON i.fee_assignment_id = a.id
      WHERE a.fee_purpose_id = ${FEE_PURPOSE_IDS.acceptance}`,
  );
  if (fee?.assignments !== 1) throw new Error("expected exactly one acceptance fee in the fee setup");
  return fee.amount;
}
