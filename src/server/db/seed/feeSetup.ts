import { sql } from "drizzle-orm";
import { FEE_PURPOSE_IDS as PURPOSE } from "../../../schema/feePurposes/feePurposeKeys";
import { type Db, queryRows } from "../database";

/**
 * The demo bursary's fee setup for the current session, so an invoice can be generated from it:
 * fee items under the purposes of migration 0070, school fees per programme and level (Pre-NCE
 * at its own level, the others from 100 level to their duration), one acceptance, hostel,
 * development levy and sundry assignment for everyone, and the application fees of the NCE and
 * Pre-NCE application types. Amounts are kobo. Seeded only while there are no fee items, after
 * the school setup (sessions, programmes, levels); nothing is seeded without a current session.
 */

const naira = (amount: number) => Math.round(amount * 100);

/** [name, code, fee purpose id] */
const FEE_ITEMS: [string, string, number][] = [
  ["Tuition", "TUITION", PURPOSE.school_fees],
  ["Registration", "REGISTRATION", PURPOSE.school_fees],
  ["Library", "LIBRARY", PURPOSE.school_fees],
  ["Medical", "MEDICAL", PURPOSE.school_fees],
  ["ICT", "ICT", PURPOSE.school_fees],
  ["Sports", "SPORTS", PURPOSE.school_fees],
  ["Examination", "EXAMINATION", PURPOSE.school_fees],
  ["Acceptance Fee", "ACCEPTANCE", PURPOSE.acceptance],
  ["Hostel Accommodation", "HOSTEL_ACCOMMODATION", PURPOSE.hostel],
  ["Change of Department Fee", "CHANGE_OF_DEPARTMENT", PURPOSE.change_of_department],
  ["Development Levy", "DEVELOPMENT_LEVY", PURPOSE.development_levy],
  ["Transcript", "TRANSCRIPT", PURPOSE.sundry],
  ["ID Card Replacement", "ID_CARD", PURPOSE.sundry],
];

/** Tuition in naira by programme code; the other school-fee items are the same for everyone. */
const TUITION: Record<string, number> = {
  NCE: 45_000,
  PNCE: 35_000,
  NCES: 60_000,
  BSCED: 120_000,
  BTECHED: 120_000,
  PGDE: 150_000,
};
const DEFAULT_TUITION = 50_000;

const SCHOOL_FEE_ITEMS: [code: string, amount: number][] = [
  ["REGISTRATION", 5_000],
  ["LIBRARY", 3_500],
  ["MEDICAL", 4_000],
  ["ICT", 6_500.5],
  ["SPORTS", 1_500],
  ["EXAMINATION", 7_500],
];

/** One assignment for everyone of a purpose: [purpose id, [item code, naira]...]. */
const EVERYONE: [number, [string, number][]][] = [
  [PURPOSE.acceptance, [["ACCEPTANCE", 25_000]]],
  [PURPOSE.hostel, [["HOSTEL_ACCOMMODATION", 35_000]]],
  [PURPOSE.change_of_department, [["CHANGE_OF_DEPARTMENT", 15_000]]],
  [PURPOSE.development_levy, [["DEVELOPMENT_LEVY", 10_000]]],
  [
    PURPOSE.sundry,
    [
      ["TRANSCRIPT", 5_000],
      ["ID_CARD", 2_000],
    ],
  ],
];

/** One fee per application type folder (a test checks every folder has one), in naira. */
export const APPLICATION_FEES: [type: string, amount: number][] = [
  ["nce", 10_000],
  ["pre_nce", 7_500],
  ["putme", 2_000],
  ["supplementary", 5_000],
  ["supplementary_putme", 2_000],
  ["pre_degree", 10_000],
  ["pg", 20_000],
  ["uni_transfer", 15_000],
  ["direct_entry", 10_000],
  ["cce", 10_000],
  ["staff_request", 5_000],
  ["pde", 15_000],
  ["degree", 10_000],
  ["de_degree", 10_000],
  ["jupeb", 15_000],
];

async function addAssignment(
  db: Db,
  values: { sessionId: number; purposeId: number; programmeId?: number; levelId?: number },
  items: [string, number][],
): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO fee_assignments (session_id, fee_purpose_id, programme_id, level_id)
VALUES (${values.sessionId}, ${values.purposeId}, ${values.programmeId ?? null}, ${values.levelId ?? null})
ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (!row) return;
  for (const [code, amount] of items) {
    await db.execute(sql`INSERT INTO fee_assignment_items (fee_assignment_id, fee_item_id, amount)
SELECT ${row.id}, id, ${naira(amount)} FROM fee_items WHERE code = ${code}`);
  }
}

export async function seedFeeSetup(db: Db): Promise<{ feeAssignments: number }> {
  const [existing] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM fee_items`,
  );
  if ((existing?.count ?? 0) > 0) return { feeAssignments: 0 };
  const [session] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM academic_sessions WHERE is_current`,
  );
  if (!session) return { feeAssignments: 0 };
  for (const [name, code, purpose] of FEE_ITEMS)
    await db.execute(
      sql`INSERT INTO fee_items (name, code, fee_purpose_id) VALUES (${name}, ${code}, ${purpose})`,
    );

  const programmes = await queryRows<{ id: number; code: string; duration_years: number }>(
    db,
    sql`SELECT id, code, duration_years FROM programmes WHERE active ORDER BY id`,
  );
  const levels = await queryRows<{ id: number; value: number }>(
    db,
    sql`SELECT id, value FROM levels ORDER BY value`,
  );
  for (const programme of programmes) {
    const preNce = programme.code === "PNCE";
    const own = levels.filter((level) =>
      preNce
        ? level.value === 0
        : level.value >= 100 && level.value <= 100 * Math.min(programme.duration_years, 4),
    );
    for (const level of own) {
      // Later years pay a little more tuition (₦2,500 a level), as colleges commonly charge.
      const tuition =
        (TUITION[programme.code] ?? DEFAULT_TUITION) + Math.max(0, level.value / 100 - 1) * 2_500;
      await addAssignment(
        db,
        {
          sessionId: session.id,
          purposeId: PURPOSE.school_fees,
          programmeId: programme.id,
          levelId: level.id,
        },
        [["TUITION", tuition], ...SCHOOL_FEE_ITEMS],
      );
    }
  }
  for (const [purposeId, items] of EVERYONE)
    await addAssignment(db, { sessionId: session.id, purposeId }, items);
  for (const [type, amount] of APPLICATION_FEES)
    await db.execute(sql`INSERT INTO application_fees (application_type, session_id, amount)
VALUES (${type}, ${session.id}, ${naira(amount)}) ON CONFLICT DO NOTHING`);
  const [count] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM fee_assignments`,
  );
  return { feeAssignments: count?.count ?? 0 };
}
