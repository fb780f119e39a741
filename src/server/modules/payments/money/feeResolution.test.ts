import { describe, expect, it } from "vitest";
import { AmbiguousFeeAssignmentError, type FeeAssignment, resolveFeeAssignment } from "./feeResolution";

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

let nextId = 1;
function row(over: Partial<FeeAssignment>): FeeAssignment {
  return {
    id: nextId++,
    sessionId: 2026,
    feePurposeId: 1,
    programmeId: null,
    studentTypeId: null,
    levelId: null,
    modeOfStudyId: null,
    items: [{ feeItemId: 1, name: "Tuition", amount: 4_500_000 }],
    ...over,
  };
}

const payer = {
  sessionId: 2026,
  feePurposeId: 1,
  programmeId: 12,
  studentTypeId: 1,
  levelId: 200,
  modeOfStudyId: 1,
};

describe("resolveFeeAssignment", () => {
  it("needs the same session and purpose", () => {
    const other = [row({ sessionId: 2025 }), row({ feePurposeId: 2 })];
    expect(resolveFeeAssignment(other, payer)).toBeUndefined();
    const general = row({});
    expect(resolveFeeAssignment([...other, general], payer)).toBe(general);
  });

  it("skips rows naming another programme, student type, level or mode", () => {
    const rows = [
      row({ programmeId: 13 }),
      row({ studentTypeId: 7 }),
      row({ levelId: 100 }),
      row({ modeOfStudyId: 2 }),
    ];
    expect(resolveFeeAssignment(rows, payer)).toBeUndefined();
  });

  it("lets the most specific row win: programme, then student type, then level, then mode", () => {
    const any = row({});
    const mode = row({ modeOfStudyId: 1 });
    const level = row({ levelId: 200 });
    const levelAndMode = row({ levelId: 200, modeOfStudyId: 1 });
    const studentType = row({ studentTypeId: 1 });
    const studentTypeEverything = row({ studentTypeId: 1, levelId: 200, modeOfStudyId: 1 });
    const programme = row({ programmeId: 12 });
    const programmeLevel = row({ programmeId: 12, levelId: 200 });
    const ladder = [
      any,
      mode,
      level,
      levelAndMode,
      studentType,
      studentTypeEverything,
      programme,
      programmeLevel,
    ];
    for (let top = 0; top < ladder.length; top++) {
      const candidates = ladder.slice(0, top + 1).reverse(); // order must not matter
      expect(resolveFeeAssignment(candidates, payer)).toBe(ladder[top]);
    }
  });

  it("matches a payer without a level only to rows for any level", () => {
    const applicant = { sessionId: 2026, feePurposeId: 2, studentTypeId: 1 };
    const byLevel = row({ feePurposeId: 2, studentTypeId: 1, levelId: 100 });
    const anyLevel = row({ feePurposeId: 2, studentTypeId: 1 });
    expect(resolveFeeAssignment([byLevel, anyLevel], applicant)).toBe(anyLevel);
    expect(resolveFeeAssignment([byLevel], applicant)).toBeUndefined();
  });

  it("refuses to guess between two rows that match equally", () => {
    const a = row({ levelId: 200 });
    const b = row({ levelId: 200 });
    expect(() => resolveFeeAssignment([a, b], payer)).toThrow(AmbiguousFeeAssignmentError);
    const error = thrownBy(() => resolveFeeAssignment([a, b, row({})], payer));
    expect(error).toBeInstanceOf(AmbiguousFeeAssignmentError);
    expect((error as AmbiguousFeeAssignmentError).assignmentIds).toEqual([a.id, b.id]);
    expect((error as AmbiguousFeeAssignmentError).statusCode).toBe(409);
    // A more specific row settles it.
    const sharper = row({ levelId: 200, modeOfStudyId: 1 });
    expect(resolveFeeAssignment([a, b, sharper], payer)).toBe(sharper);
  });
});
