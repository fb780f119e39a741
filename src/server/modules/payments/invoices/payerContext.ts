import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { ValidationError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";

/** The fee purpose ids of spec section 9 (and 10, the application fee of migration 0080). */
export const FEE_PURPOSE = { schoolFees: 1, acceptance: 2, sundry: 9, application: 10 } as const;

/** A 400 naming the field, for ids that name no row. */
export function unknownField(path: string, message: string): ValidationError {
  return new ValidationError([{ path, message }]);
}

/** The session's name, or a 400 naming `sessionId`. */
export async function sessionName(db: Db, sessionId: number): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM academic_sessions WHERE id = ${sessionId}`,
  );
  if (!row) throw unknownField("sessionId", "There is no such session");
  return row.name;
}

/** The fee purpose's name, or a 400 naming `feePurposeId`. */
export async function feePurposeName(db: Db, feePurposeId: number): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM fee_purposes WHERE id = ${feePurposeId} AND active AND id <> ${FEE_PURPOSE.application}`,
  );
  if (!row) throw unknownField("feePurposeId", "There is no such fee purpose");
  return row.name;
}

/** What an installment adds to an invoice's description. */
export function installmentLabel(paymentType: string): string {
  if (paymentType === "FirstInstallment") return " (first installment)";
  if (paymentType === "SecondInstallment") return " (balance, second installment)";
  return "";
}
