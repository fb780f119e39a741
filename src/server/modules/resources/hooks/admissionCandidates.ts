import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../../db/database";
import { type FieldError, ValidationError } from "../../../errors";
import type { ResourceHooks } from "../resourceHooks";
import type { GuardedWrite } from "../rowGuard";

/**
 * The JAMB list and the direct-entry list (schemas/resources/jamb-candidates.json,
 * direct-entry-candidates.json): rules across a row's fields, checked here so that an upload names
 * the spreadsheet row of each offender (the table's constraints say the same, as a last guard).
 */

export const CANDIDATE_MESSAGES = {
  regNumber: "use capital letters and digits only, e.g. 202612345678AB",
  lgaOfState: "must be a local government area of the chosen state",
  distinctSubjects: "the four UTME subjects must all be different",
  total: "must equal the sum of the four subject scores",
} as const;

const REG_NUMBER = /^[0-9A-Z]{8,20}$/;
const SUBJECTS = [1, 2, 3, 4] as const;

/** The row as it will be: an update or activation sends only some values. */
function rowOf({ before, values }: GuardedWrite): Record<string, unknown> {
  return { ...(before ?? {}), ...(values ?? {}) };
}

async function personErrors(tx: Db, row: Record<string, unknown>): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (typeof row.regNumber === "string" && !REG_NUMBER.test(row.regNumber))
    errors.push({ path: "regNumber", message: CANDIDATE_MESSAGES.regNumber });
  if (typeof row.lgaId === "number" && typeof row.stateId === "number") {
    const [lga] = await queryRows<{ state_id: number }>(
      tx,
      sql`SELECT state_id FROM lgas WHERE id = ${row.lgaId}`,
    );
    // An LGA that does not exist is the foreign key's "does not match any existing record".
    if (lga && lga.state_id !== row.stateId)
      errors.push({ path: "lgaId", message: CANDIDATE_MESSAGES.lgaOfState });
  }
  return errors;
}

function utmeErrors(row: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<unknown>();
  for (const index of SUBJECTS) {
    const subject = row[`subject${index}Id`];
    if (subject === undefined || subject === null) continue;
    if (seen.has(subject)) {
      errors.push({ path: `subject${index}Id`, message: CANDIDATE_MESSAGES.distinctSubjects });
      break;
    }
    seen.add(subject);
  }
  const scores = SUBJECTS.map((index) => row[`subject${index}Score`]);
  if (scores.every((score) => typeof score === "number") && typeof row.utmeScore === "number") {
    const sum = (scores as number[]).reduce((total, score) => total + score, 0);
    if (sum !== row.utmeScore) errors.push({ path: "utmeScore", message: CANDIDATE_MESSAGES.total });
  }
  return errors;
}

function refuse(errors: FieldError[]): void {
  if (errors.length > 0) throw new ValidationError(errors);
}

export const jambCandidatesHooks: ResourceHooks = {
  async beforeWrite(tx, write) {
    if (write.kind === "delete") return;
    const row = rowOf(write);
    refuse([...(await personErrors(tx, row)), ...utmeErrors(row)]);
  },
};

export const directEntryCandidatesHooks: ResourceHooks = {
  async beforeWrite(tx, write) {
    if (write.kind === "delete") return;
    refuse(await personErrors(tx, rowOf(write)));
  },
};
