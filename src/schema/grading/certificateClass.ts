import { MAX_GRADE_POINTS } from "./gradeBands";

/**
 * Classes of certificate from the final CGPA. A band is given by its lowest CGPA in hundredths
 * (450 = 4.50) and reaches up to the next band's lowest (exclusive) — the same shape as grade
 * bands, so bands never overlap and cover 0.00–5.00 when one starts at 0.
 *
 * The CGPA compared is the one printed (rounded half up to 2 decimals), so the class on a
 * certificate always agrees with the CGPA on the same page: an exact 4.495 prints as 4.50 and is
 * a Distinction.
 */
export interface CertificateClassBand {
  name: string;
  /** Lowest CGPA of the class in hundredths, 0–500. */
  minCgpaHundredths: number;
}

/**
 * The college's NCE classes (the NCCE's scale for the Nigeria Certificate in Education):
 * Distinction 4.50–5.00, Credit 3.50–4.49, Merit 2.40–3.49, Pass 1.50–2.39, Fail below 1.50.
 */
export const NCE_CERTIFICATE_CLASSES: readonly CertificateClassBand[] = [
  { name: "Distinction", minCgpaHundredths: 450 },
  { name: "Credit", minCgpaHundredths: 350 },
  { name: "Merit", minCgpaHundredths: 240 },
  { name: "Pass", minCgpaHundredths: 150 },
  { name: "Fail", minCgpaHundredths: 0 },
];

export function certificateClassProblems(
  bands: readonly CertificateClassBand[],
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const names = new Set<string>();
  const mins = new Set<number>();
  for (const band of bands) {
    const min = band.minCgpaHundredths;
    if (!Number.isInteger(min) || min < 0 || min > MAX_GRADE_POINTS * 100)
      problems.push({
        path: "minCgpa",
        message: "a class's lowest CGPA must be 0.00–5.00 with at most 2 decimals",
      });
    if (names.has(band.name)) problems.push({ path: "name", message: `class ${band.name} appears twice` });
    if (mins.has(min)) problems.push({ path: "minCgpa", message: `two classes start at ${min / 100}` });
    names.add(band.name);
    mins.add(min);
  }
  if (!mins.has(0))
    problems.push({ path: "minCgpa", message: "one class must start at 0.00 so every CGPA has a class" });
  return problems;
}

/** The class of a printed CGPA (hundredths), or null when there is no CGPA yet. */
export function certificateClassOf(
  cgpaHundredths: number | null,
  bands: readonly CertificateClassBand[],
): CertificateClassBand | null {
  if (cgpaHundredths === null) return null;
  const band = [...bands]
    .sort((a, b) => b.minCgpaHundredths - a.minCgpaHundredths)
    .find((candidate) => candidate.minCgpaHundredths <= cgpaHundredths);
  if (!band) throw new RangeError("the certificate classes have no class starting at 0.00");
  return band;
}
