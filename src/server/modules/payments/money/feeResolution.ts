import { ConflictError } from "../../../errors";

/** One fee item of an assignment, in kobo (e.g. Tuition ₦45,000 = 4,500,000). */
export interface FeeItemAmount {
  feeItemId: number;
  name: string;
  amount: number;
}

/**
 * A fee assignment row: for a session and fee purpose, the fee items a group of payers owes.
 * The group is narrowed by programme and/or student type, level and mode of study; null means
 * "any". (Purpose ids per spec section 9: school fees 1, acceptance 2, sundry 9.)
 */
export interface FeeAssignment {
  id: number;
  sessionId: number;
  feePurposeId: number;
  programmeId: number | null;
  studentTypeId: number | null;
  levelId: number | null;
  modeOfStudyId: number | null;
  items: readonly FeeItemAmount[];
  /** The first installment's share in basis points; absent means half. */
  firstInstallmentBasisPoints?: number | null;
}

/** Who is paying, for what: an applicant may know no level or mode of study yet. */
export interface PayerContext {
  sessionId: number;
  feePurposeId: number;
  programmeId?: number | null;
  studentTypeId?: number | null;
  levelId?: number | null;
  modeOfStudyId?: number | null;
}

type Dimension = "programmeId" | "studentTypeId" | "levelId" | "modeOfStudyId";

/**
 * Precedence, most significant first: a row naming the payer's programme beats any row that does
 * not (a programme is narrower than its student type), then student type, then level, then mode
 * of study. Rows compare by the set of dimensions they name, read as a binary number, so a row
 * naming the programme alone still beats one naming student type, level and mode.
 */
const PRECEDENCE: readonly Dimension[] = ["programmeId", "studentTypeId", "levelId", "modeOfStudyId"];

/** Two rows match the payer equally well: the fee setup is ambiguous and must be fixed. */
export class AmbiguousFeeAssignmentError extends ConflictError {
  constructor(readonly assignmentIds: readonly number[]) {
    super(
      `The fee setup is ambiguous: fee assignments ${assignmentIds.join(" and ")} apply equally. Please ask the bursary to correct it.`,
    );
  }
}

/**
 * The assignment that applies to `payer`: same session and purpose, every dimension it names
 * equal to the payer's (a dimension the payer lacks matches only "any"), and of those the most
 * specific by `PRECEDENCE`. Undefined when none applies.
 */
export function resolveFeeAssignment(
  assignments: readonly FeeAssignment[],
  payer: PayerContext,
): FeeAssignment | undefined {
  let best: FeeAssignment[] = [];
  let bestRank = -1;
  for (const assignment of assignments) {
    if (!applies(assignment, payer)) continue;
    const rank = specificity(assignment);
    if (rank > bestRank) {
      best = [assignment];
      bestRank = rank;
    } else if (rank === bestRank) {
      best.push(assignment);
    }
  }
  if (best.length > 1) throw new AmbiguousFeeAssignmentError(best.map((assignment) => assignment.id));
  return best[0];
}

function applies(assignment: FeeAssignment, payer: PayerContext): boolean {
  if (assignment.sessionId !== payer.sessionId || assignment.feePurposeId !== payer.feePurposeId)
    return false;
  return PRECEDENCE.every((dimension) => {
    const wanted = assignment[dimension];
    return wanted === null || wanted === payer[dimension];
  });
}

function specificity(assignment: FeeAssignment): number {
  return PRECEDENCE.reduce((rank, dimension) => rank * 2 + (assignment[dimension] === null ? 0 : 1), 0);
}
