import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { ValidationError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";

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

/** What an installment adds to an invoice's description. */
export function installmentLabel(paymentType: string): string {
  if (paymentType === "FirstInstallment") return " (first installment)";
  if (paymentType === "SecondInstallment") return " (balance, second installment)";
  return "";
}
