import { LETTER_KINDS, type LetterKind } from "./letterRoutes";

/**
 * The letters a student prints once a fee is paid, as data: one generic letter document renders
 * every kind from its template here (the server checks who may have which, the client fills the
 * wording). Placeholders are `{name}`; `fillLetterText` replaces them from the letter's facts.
 *
 * Wording follows a Nigerian college registry's letters: the acceptance letter confirms the
 * acceptance of a provisional admission and says what clearance still needs; the development
 * levy documents acknowledge a payment for the session (the bursary signs those).
 */

export {
  LETTER_KINDS,
  LETTER_ROUTES,
  type LetterKind,
  STUDENT_LETTER_KINDS,
  type StudentLetterKind,
} from "./letterRoutes";

import { feePurposeId } from "./feePurposes/feePurposeKeys";

/** Programme groups with letters of their own (spec section 9 ids). */
export const JUPEB_PROGRAMME_GROUP = 8;
export const POSTGRADUATE_PROGRAMME_GROUP = 222;

export interface LetterTemplate {
  title: string;
  /** Short code in the letter's reference number: REG/ACPT/2026/000042. */
  referenceCode: string;
  /** The fee whose payment makes the letter available. */
  feePurposeId: number;
  /** The student's programme group must be one of these… */
  onlyProgrammeGroups?: readonly number[];
  /** …or none of these. */
  exceptProgrammeGroups?: readonly number[];
  /** The student page that asks for and pays the fee (the "pay first" link). */
  payRoute: string;
  office: string;
  salutation: string;
  paragraphs: readonly string[];
  /** Who signs: the title printed under the signature line. */
  signatory: string;
  /**
   * An applicant's letter (the admission letter at /prospective_students), never a student's: its
   * `matricNumber` fact holds the application number, as the applicant has no matric number yet.
   */
  applicantLetter?: boolean;
}

const ACCEPTANCE_PAY_ROUTE = "/academic_fees/acceptance/generate_invoice";
const LEVY_PAY_ROUTE = "/development_levy/generate_invoice";

const CLEARANCE =
  "Your admission remains provisional until the Admissions Office has screened your original credentials. Present this letter, your fee receipts and the originals of your O-level results, birth certificate or declaration of age and certificate of local government identification at your department for clearance before you register for courses.";
const WITHDRAWAL =
  "If at any time it is found that you do not possess the qualifications on which this admission was granted, or that any document you presented is false, the admission will be withdrawn without notice.";

export const LETTER_TEMPLATES: Record<LetterKind, LetterTemplate> = {
  acceptance: {
    title: "Acceptance of Offer of Provisional Admission",
    referenceCode: "ACPT",
    feePurposeId: feePurposeId("acceptance"),
    exceptProgrammeGroups: [JUPEB_PROGRAMME_GROUP, POSTGRADUATE_PROGRAMME_GROUP],
    payRoute: ACCEPTANCE_PAY_ROUTE,
    office: "Office of the Registrar · Admissions Office",
    salutation: "Dear {studentName},",
    paragraphs: [
      "This is to confirm that you have accepted the offer of provisional admission into the {programme} programme in the Department of {department} of {collegeName} for the {session} academic session, and that your acceptance fee of {amountPaid} was received on {paidAt} (receipt {receiptNumber}).",
      CLEARANCE,
      WITHDRAWAL,
      "Please accept our congratulations.",
    ],
    signatory: "Registrar",
  },
  acceptance_jupeb: {
    title: "Acceptance of Admission: JUPEB Foundation Programme",
    referenceCode: "JUPEB",
    feePurposeId: feePurposeId("acceptance"),
    onlyProgrammeGroups: [JUPEB_PROGRAMME_GROUP],
    payRoute: ACCEPTANCE_PAY_ROUTE,
    office: "Office of the Registrar · JUPEB Unit",
    salutation: "Dear {studentName},",
    paragraphs: [
      "This is to confirm that you have accepted the offer of admission into the Joint Universities Preliminary Examinations Board (JUPEB) foundation programme ({programme}) of {collegeName} for the {session} academic session, and that your acceptance fee of {amountPaid} was received on {paidAt} (receipt {receiptNumber}).",
      "The programme runs for one academic session and ends with the JUPEB examinations. Admission into 200 level of a participating university by direct entry depends on your JUPEB results and on that university's own requirements; this letter is not an admission into any university.",
      CLEARANCE,
      WITHDRAWAL,
    ],
    signatory: "Registrar",
  },
  acceptance_pg: {
    title: "Acceptance of Offer of Postgraduate Admission",
    referenceCode: "PGACPT",
    feePurposeId: feePurposeId("acceptance"),
    onlyProgrammeGroups: [POSTGRADUATE_PROGRAMME_GROUP],
    payRoute: ACCEPTANCE_PAY_ROUTE,
    office: "Office of the Registrar · School of Postgraduate Studies",
    salutation: "Dear {studentName},",
    paragraphs: [
      "This is to confirm that you have accepted the offer of admission into the {programme} programme in the Department of {department} of {collegeName} for the {session} academic session, and that your acceptance fee of {amountPaid} was received on {paidAt} (receipt {receiptNumber}).",
      "Your registration is subject to the verification of your first degree or Higher National Diploma certificate, your academic transcript (sent directly to the School of Postgraduate Studies by your former institution) and your NYSC discharge or exemption certificate. Present the originals and this letter to the School of Postgraduate Studies before you register for courses.",
      WITHDRAWAL,
    ],
    signatory: "Registrar",
  },
  development_levy: {
    title: "Acknowledgement of Payment of Development Levy",
    referenceCode: "DLEVY",
    feePurposeId: feePurposeId("development_levy"),
    payRoute: LEVY_PAY_ROUTE,
    office: "Office of the Bursar",
    salutation: "To whom it may concern,",
    paragraphs: [
      "This is to acknowledge that {studentName} ({matricNumber}), {level} student of the Department of {department}, has paid the development levy of {amountPaid} for the {session} academic session. The payment was received on {paidAt} (receipt {receiptNumber}).",
      "The development levy funds the physical development of {collegeName}. It is paid once each academic session and is not refundable.",
    ],
    signatory: "Bursar",
  },
  development_levy_clearance: {
    title: "Development Levy Clearance",
    referenceCode: "DLCLR",
    feePurposeId: feePurposeId("development_levy"),
    payRoute: LEVY_PAY_ROUTE,
    office: "Office of the Bursar",
    salutation: "To whom it may concern,",
    paragraphs: [
      "The bearer, {studentName} ({matricNumber}), {level} student of the Department of {department}, is cleared of the development levy for the {session} academic session, having paid {amountPaid} on {paidAt} (receipt {receiptNumber}).",
      "Present this clearance at course registration and to any officer of the College who asks for it.",
    ],
    signatory: "Bursar",
  },
  admission: {
    title: "Offer of Provisional Admission",
    referenceCode: "ADM",
    feePurposeId: feePurposeId("acceptance"),
    payRoute: "/prospective_students",
    office: "Office of the Registrar · Admissions Office",
    salutation: "Dear {studentName},",
    paragraphs: [
      "I am pleased to inform you that you have been offered provisional admission into the {programme} programme ({level}) in the Department of {department} of {collegeName} for the {session} academic session (application number {matricNumber}).",
      "Your acceptance fee of {amountPaid} was received on {paidAt} (receipt {receiptNumber}), and your acceptance of this offer is recorded. Now create your student profile on the portal (New Student, Verify Account, with your application number): it gives you your matriculation number and your portal account.",
      CLEARANCE,
      WITHDRAWAL,
      "Please accept our congratulations.",
    ],
    signatory: "Registrar",
    applicantLetter: true,
  },
};

export function isLetterKind(value: string): value is LetterKind {
  return (LETTER_KINDS as readonly string[]).includes(value);
}

/** Whether a student of this programme group gets this letter (the JUPEB and postgraduate variants). */
export function letterIsFor(kind: LetterKind, programmeGroupId: number): boolean {
  const template = LETTER_TEMPLATES[kind];
  if (template.applicantLetter) return false;
  if (template.onlyProgrammeGroups && !template.onlyProgrammeGroups.includes(programmeGroupId)) return false;
  return !template.exceptProgrammeGroups?.includes(programmeGroupId);
}

/**
 * The letter of the same fee that a student of this programme group gets: `kind` itself when it is
 * theirs, else its variant for their group (a JUPEB student asking for the acceptance letter).
 */
export function letterKindFor(kind: LetterKind, programmeGroupId: number): LetterKind | undefined {
  if (letterIsFor(kind, programmeGroupId)) return kind;
  const purpose = LETTER_TEMPLATES[kind].feePurposeId;
  return LETTER_KINDS.find(
    (other) => LETTER_TEMPLATES[other].feePurposeId === purpose && letterIsFor(other, programmeGroupId),
  );
}

/** The programme group whose letters a student fee category gets; undergraduates: none of them. */
const PROGRAMME_GROUP_OF_CATEGORY = {
  undergraduate: null,
  jupeb: JUPEB_PROGRAMME_GROUP,
  postgraduate: POSTGRADUATE_PROGRAMME_GROUP,
} as const;

/** `letterKindFor` by the student's fee category (what the fee pages know of them). */
export function letterKindForCategory(
  kind: LetterKind,
  category: keyof typeof PROGRAMME_GROUP_OF_CATEGORY,
): LetterKind | undefined {
  // An undergraduate's group is none of the groups a letter names, which the 0 stands for.
  return letterKindFor(kind, PROGRAMME_GROUP_OF_CATEGORY[category] ?? 0);
}

/** Replaces each `{name}` with its value; an unknown name stays visible, so a template error shows. */
export function fillLetterText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
