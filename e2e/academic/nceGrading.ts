/**
 * The e2e flows' own reckoning of grades and GPA, written from the issue's words and not from the
 * portal's grading module, so a test can catch the portal computing them wrongly: the NCE scale
 * A 70–100 = 5, B 60–69 = 4, C 50–59 = 3, D 45–49 = 2, E 40–44 = 1, F below 40 = 0, and the GPA
 * as quality points (units × points) over units, shown with 2 decimals.
 */
const NCE_SCALE: [min: number, grade: string, points: number][] = [
  [70, "A", 5],
  [60, "B", 4],
  [50, "C", 3],
  [45, "D", 2],
  [40, "E", 1],
  [0, "F", 0],
];

export function nceGrade(total: number): { grade: string; points: number } {
  const [, grade, points] = NCE_SCALE.find(([min]) => total >= min) ?? [0, "F", 0];
  return { grade, points };
}

/** The GPA of courses with these units and totals, as text with 2 decimals (half up). */
export function expectedGpa(courses: readonly { units: number; total: number }[]): string {
  const units = courses.reduce((sum, course) => sum + course.units, 0);
  const quality = courses.reduce((sum, course) => sum + course.units * nceGrade(course.total).points, 0);
  // Rounded in hundredths, half up: a quotient exactly half way (3100 / 8 = 387.5) is exact in
  // binary, so Math.round takes it up to 388 and the GPA reads 3.88.
  return (Math.round((quality * 100) / units) / 100).toFixed(2);
}
