/**
 * The sections of the annual performance evaluation (APER, issue 24), each one form file
 * `schemas/forms/<name>.json`, and the workflow step (schemas/workflows/performance-evaluation.json)
 * whose taker fills it: the staff member's part before "submit", the reviewer's before "assess", the
 * reporting officer's before "report", the counter-signing officer's before "sign". A new section
 * is its form file and one line here. Framework-free: the server and the pages both read it.
 */
/** schemas/workflows/performance-evaluation.json: the chain whose steps fill the sections. */
export const EVALUATION_WORKFLOW = "performance-evaluation";

export type AperStep = "submit" | "assess" | "report" | "sign";

export interface AperSection {
  /** The form file's name, and the key of its answers in the evaluation. */
  readonly name: string;
  readonly title: string;
  readonly step: AperStep;
}

export const APER_SECTIONS: readonly AperSection[] = [
  { name: "aper-personal-record", title: "Personal record", step: "submit" },
  { name: "aper-qualifications", title: "Qualifications and training", step: "submit" },
  { name: "aper-publications", title: "Publications", step: "submit" },
  { name: "aper-duties", title: "Duties and targets", step: "submit" },
  { name: "aper-self-assessment", title: "Your own assessment", step: "submit" },
  { name: "aper-reviewer-assessment", title: "Reviewer's assessment", step: "assess" },
  { name: "aper-officer-report", title: "Reporting officer's report", step: "report" },
  { name: "aper-counter-signing", title: "Counter-signing officer's remarks", step: "sign" },
];

export function aperSection(name: string): AperSection | undefined {
  return APER_SECTIONS.find((section) => section.name === name);
}

export function sectionsOfStep(step: AperStep): AperSection[] {
  return APER_SECTIONS.filter((section) => section.step === step);
}

/** Who takes each step, in words (pages and messages). */
export const STEP_TAKER: Readonly<Record<AperStep, string>> = {
  submit: "staff member",
  assess: "reviewer",
  report: "reporting officer",
  sign: "counter-signing officer",
};

/** Spec 9: staff appraisal grades A to F are 1 to 6 (A the best). */
export const APER_GRADES = ["A", "B", "C", "D", "E", "F"] as const;
export type AperGrade = (typeof APER_GRADES)[number];

export function gradePoint(grade: string): number | undefined {
  const index = APER_GRADES.indexOf(grade as AperGrade);
  return index < 0 ? undefined : index + 1;
}

export function gradeOfPoint(point: number): AperGrade | undefined {
  return APER_GRADES[point - 1];
}

/** The reviewer's assessment fields that grade one quality (all but the overall grade and comments). */
const NOT_QUALITIES = new Set(["overallGrade", "comments"]);

export interface AssessmentGrades {
  /** The overall grade as 1–6. */
  overall: number;
  /** The mean of the qualities' grades as 1–6, to two decimals. */
  mean: number;
}

/** The overall and mean grade of a (validated) reviewer's assessment; undefined when a grade is missing. */
export function assessmentGrades(answers: Readonly<Record<string, unknown>>): AssessmentGrades | undefined {
  const overall = gradePoint(String(answers.overallGrade));
  const points = Object.entries(answers)
    .filter(([field]) => !NOT_QUALITIES.has(field))
    .map(([, value]) => gradePoint(String(value)));
  if (overall === undefined || points.length === 0 || points.some((point) => point === undefined))
    return undefined;
  const sum = (points as number[]).reduce((total, point) => total + point, 0);
  return { overall, mean: Math.round((sum / points.length) * 100) / 100 };
}
