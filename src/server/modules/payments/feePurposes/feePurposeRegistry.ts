import { sql } from "drizzle-orm";
import type { FeePurpose } from "../../../../contract/feePurposes";
import type { StudentFeeCategory } from "../../../../contract/payments";
import { studentFeeRequestRefusal } from "../../../../schema/feePurposes/feePurposeRules";
import type { Db } from "../../../db/database";
import { AppError, ValidationError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";

/** The registry of fee purposes (the `fee_purposes` table, migration 0260), as the contract names it. */

interface FeePurposeRow {
  id: number;
  key: string;
  code: string;
  name: string;
  active: boolean;
  installments_allowed: boolean;
  item_choice: boolean;
  student_categories: StudentFeeCategory[];
  student_route: string | null;
  receipt_route: string | null;
  letter: string | null;
  settle_handler: string | null;
}

function purposeOf(row: FeePurposeRow): FeePurpose {
  return {
    id: row.id,
    key: row.key,
    code: row.code,
    name: row.name,
    active: row.active,
    installmentsAllowed: row.installments_allowed,
    itemChoice: row.item_choice,
    studentCategories: row.student_categories,
    studentRoute: row.student_route,
    receiptRoute: row.receipt_route,
    letter: row.letter,
    settleHandler: row.settle_handler,
  };
}

const COLUMNS = sql`id, key, code, name, active, installments_allowed, item_choice, student_categories,
  student_route, receipt_route, letter, settle_handler`;

/** Every purpose, by id. */
export async function feePurposes(db: Db): Promise<FeePurpose[]> {
  const rows = await rowsOf<FeePurposeRow>(db, sql`SELECT ${COLUMNS} FROM fee_purposes ORDER BY id`);
  return rows.map(purposeOf);
}

/** An active purpose, or a 400 naming `feePurposeId`. */
export async function activeFeePurpose(db: Db, feePurposeId: number): Promise<FeePurpose> {
  const [row] = await rowsOf<FeePurposeRow>(
    db,
    sql`SELECT ${COLUMNS} FROM fee_purposes WHERE id = ${feePurposeId} AND active`,
  );
  if (!row) throw new ValidationError([{ path: "feePurposeId", message: "There is no such fee purpose" }]);
  return purposeOf(row);
}

/**
 * Refuses a student's fee request the purpose's row does not allow (`studentFeeRequestRefusal`):
 * a 403 when their category does not pay it, a 400 naming the wrong field otherwise.
 */
export function enforceStudentFeeRules(
  purpose: FeePurpose,
  category: StudentFeeCategory,
  request: Parameters<typeof studentFeeRequestRefusal>[2],
): void {
  const refusal = studentFeeRequestRefusal(purpose, category, request);
  if (!refusal) return;
  const errors = [{ path: refusal.path, message: refusal.message }];
  if (refusal.status === 403) throw new AppError(403, refusal.message, "Forbidden", errors);
  throw new ValidationError(errors);
}
