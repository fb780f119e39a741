/**
 * Grade bands: how a course's total score (continuous assessment + examination, 0–100) becomes a
 * letter grade and grade points on the 5-point scale (spec section 9).
 *
 * A band is given by its lowest score only; it reaches up to one below the next band's lowest
 * score (the top band to 100). So bands can never overlap, and they cover 0–100 exactly when one
 * band starts at 0 — the two rules the college's list needs, made structural rather than checked
 * pair by pair (`gradeBandProblems` checks the rest; migration 0120 enforces the same in SQL).
 */
export interface GradeBand {
  /** The letter printed on results: "A". */
  grade: string;
  /** The lowest total score of the band, a whole number 0–100. */
  minScore: number;
  /** Grade points, a whole number 0–5, so quality points stay integers (exact GPAs). */
  points: number;
}

export const MAX_SCORE = 100;
export const MAX_GRADE_POINTS = 5;

/** The NCE scale the college seeds (admin-editable later: schemas/resources/grade-bands.json). */
export const NCE_GRADE_BANDS: readonly GradeBand[] = [
  { grade: "A", minScore: 70, points: 5 },
  { grade: "B", minScore: 60, points: 4 },
  { grade: "C", minScore: 50, points: 3 },
  { grade: "D", minScore: 45, points: 2 },
  { grade: "E", minScore: 40, points: 1 },
  { grade: "F", minScore: 0, points: 0 },
];

export interface BandProblem {
  /** The property at fault: "minScore", "points", "grade". */
  path: string;
  message: string;
}

/** What is wrong with a set of bands (empty when they are a usable scale). */
export function gradeBandProblems(bands: readonly GradeBand[]): BandProblem[] {
  const problems: BandProblem[] = [];
  const grades = new Set<string>();
  const mins = new Set<number>();
  for (const band of bands) {
    if (!Number.isInteger(band.minScore) || band.minScore < 0 || band.minScore > MAX_SCORE)
      problems.push({
        path: "minScore",
        message: `a band's lowest score must be a whole number 0–${MAX_SCORE}`,
      });
    if (!Number.isInteger(band.points) || band.points < 0 || band.points > MAX_GRADE_POINTS)
      problems.push({ path: "points", message: `grade points must be a whole number 0–${MAX_GRADE_POINTS}` });
    if (grades.has(band.grade))
      problems.push({ path: "grade", message: `grade ${band.grade} appears twice` });
    if (mins.has(band.minScore))
      problems.push({ path: "minScore", message: `two bands start at ${band.minScore}` });
    grades.add(band.grade);
    mins.add(band.minScore);
  }
  if (!mins.has(0))
    problems.push({ path: "minScore", message: "one band must start at 0 so every score has a grade" });
  const ordered = sortedBands(bands);
  for (let i = 1; i < ordered.length; i++) {
    const higher = ordered[i - 1];
    const lower = ordered[i];
    if (higher && lower && higher.points < lower.points)
      problems.push({
        path: "points",
        message: `band ${higher.grade} gives fewer points than the lower band ${lower.grade}`,
      });
  }
  return problems;
}

/** Highest band first. */
function sortedBands(bands: readonly GradeBand[]): GradeBand[] {
  return [...bands].sort((a, b) => b.minScore - a.minScore);
}

/** The highest score of each band (the next band's lowest minus one; the top band's is 100). */
export function bandRanges(bands: readonly GradeBand[]): (GradeBand & { maxScore: number })[] {
  const ordered = sortedBands(bands);
  return ordered.map((band, i) => ({
    ...band,
    maxScore: i === 0 ? MAX_SCORE : (ordered[i - 1]?.minScore ?? 0) - 1,
  }));
}

/**
 * The band of a total score: the one with the highest lowest-score not above it. A fractional
 * score stays in the band it has reached (69.5 is still B on the NCE scale: A starts at 70).
 */
export function gradeOf(score: number, bands: readonly GradeBand[]): GradeBand {
  if (!Number.isFinite(score) || score < 0 || score > MAX_SCORE)
    throw new RangeError(`a total score is 0–${MAX_SCORE} (got ${score})`);
  const band = sortedBands(bands).find((candidate) => candidate.minScore <= score);
  if (!band) throw new RangeError("the grade bands have no band starting at 0");
  return band;
}
