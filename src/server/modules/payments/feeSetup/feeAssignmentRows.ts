import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rowsOf } from "../../resources/sqlRows";
import type { FeeAssignment, FeeItemAmount } from "../money/feeResolution";

interface AssignmentRow {
  id: number | string;
  session_id: number;
  fee_purpose_id: number;
  programme_id: number | null;
  student_type_id: number | null;
  level_id: number | null;
  mode_of_study_id: number | null;
  first_installment_basis_points: number;
}

interface ItemRow {
  fee_assignment_id: number;
  fee_item_id: number;
  name: string;
  amount: number | string;
}

/**
 * The fee setup of one session and purpose as `resolveFeeAssignment` reads it: every assignment
 * (the tables of migration 0070, kept by the bursary's lists) with its items in kobo, in item
 * order. The invoice service resolves the payer's row from these; the amount never comes from a
 * request.
 */
export async function feeAssignmentsFor(
  db: Db,
  sessionId: number,
  feePurposeId: number,
): Promise<FeeAssignment[]> {
  const assignments = await rowsOf<AssignmentRow>(
    db,
    sql`SELECT id, session_id, fee_purpose_id, programme_id, student_type_id, level_id, mode_of_study_id,
  first_installment_basis_points
FROM fee_assignments WHERE session_id = ${sessionId} AND fee_purpose_id = ${feePurposeId} ORDER BY id`,
  );
  if (assignments.length === 0) return [];
  const items = await rowsOf<ItemRow>(
    db,
    sql`SELECT i.fee_assignment_id, i.fee_item_id, f.name, i.amount
FROM fee_assignment_items i JOIN fee_items f ON f.id = i.fee_item_id
JOIN fee_assignments a ON a.id = i.fee_assignment_id
WHERE a.session_id = ${sessionId} AND a.fee_purpose_id = ${feePurposeId}
ORDER BY i.fee_assignment_id, f.name, i.id`,
  );
  const byAssignment = new Map<number, FeeItemAmount[]>();
  for (const item of items) {
    const list = byAssignment.get(Number(item.fee_assignment_id)) ?? [];
    // bigint arrives as text from pg: kobo amounts stay exact integers (≤ 2^53 by the schema's maximum).
    list.push({ feeItemId: Number(item.fee_item_id), name: item.name, amount: Number(item.amount) });
    byAssignment.set(Number(item.fee_assignment_id), list);
  }
  return assignments.map((row) => ({
    id: Number(row.id),
    sessionId: row.session_id,
    feePurposeId: row.fee_purpose_id,
    programmeId: row.programme_id,
    studentTypeId: row.student_type_id,
    levelId: row.level_id,
    modeOfStudyId: row.mode_of_study_id,
    items: byAssignment.get(Number(row.id)) ?? [],
    firstInstallmentBasisPoints: row.first_installment_basis_points,
  }));
}
