/**
 * The one place purpose ids are written: the ids of the `fee_purposes` rows (migrations 0070,
 * 0080, 0190) the program names by key. A test checks this map against the migrated table
 * (tests/server/payments/feePurposeRegistry.test.ts). A purpose no code names needs no entry here:
 * it is a row in the registry, read at run time.
 */
export const FEE_PURPOSE_IDS = {
  school_fees: 1,
  acceptance: 2,
  hostel: 3,
  change_of_department: 4,
  development_levy: 5,
  sundry: 9,
  application: 10,
  course_registration: 11,
} as const;

export type FeePurposeKey = keyof typeof FEE_PURPOSE_IDS;

/** A purpose key: lower case, digits and `_` (the table's `fee_purposes_key_check`). */
export const FEE_PURPOSE_KEY_PATTERN = "^[a-z][a-z0-9_]{0,39}$";

/** The id of the purpose the program names by `key`. */
export function feePurposeId(key: FeePurposeKey): number {
  return FEE_PURPOSE_IDS[key];
}

/** The key of a purpose id the program names; undefined for any other purpose. */
export function feePurposeKeyOf(id: number): FeePurposeKey | undefined {
  return (Object.keys(FEE_PURPOSE_IDS) as FeePurposeKey[]).find((key) => FEE_PURPOSE_IDS[key] === id);
}
