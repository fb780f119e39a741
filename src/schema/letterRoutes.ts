/**
 * The letter kinds and the student pages that show them: the route tables need only this, not
 * the letters' wording (src/schema/letters.ts), so it stays out of the signed-in route chunk.
 */
/** The letters a signed-in student opens on their own pages. */
export const STUDENT_LETTER_KINDS = [
  "acceptance",
  "acceptance_jupeb",
  "acceptance_pg",
  "development_levy",
  "development_levy_clearance",
] as const;
export type StudentLetterKind = (typeof STUDENT_LETTER_KINDS)[number];

/** Every letter: the students' and the admission letter an admitted applicant prints at /prospective_students. */
export const LETTER_KINDS = [...STUDENT_LETTER_KINDS, "admission"] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export const LETTER_ROUTES: Record<LetterKind, string> = {
  acceptance: "/academic_fees/acceptance/letter",
  acceptance_jupeb: "/academic_fees/acceptance/jupeb",
  acceptance_pg: "/academic_fees/acceptance/letter_pg",
  development_levy: "/development_levy/letter",
  development_levy_clearance: "/development_levy/document_page",
  admission: "/prospective_students",
};
