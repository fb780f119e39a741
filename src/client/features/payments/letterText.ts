import type { Letter } from "../../../contract/receipts";
import { fillLetterText, LETTER_TEMPLATES, type LetterTemplate } from "../../../schema/letters";
import { formatDate, formatNaira } from "../../ui/format";

export interface LetterText {
  template: LetterTemplate;
  date: string;
  salutation: string;
  paragraphs: string[];
}

/** A letter's wording: its kind's template filled with its facts (amounts in naira, dates in words). */
export function letterText(letter: Letter, collegeName: string): LetterText {
  const template = LETTER_TEMPLATES[letter.kind];
  const values: Record<string, string> = {
    studentName: letter.studentName,
    matricNumber: letter.matricNumber,
    programme: letter.programme,
    department: letter.department,
    level: letter.level,
    session: letter.sessionName,
    amountPaid: formatNaira(letter.amountPaid),
    paidAt: formatDate(letter.issuedAt),
    receiptNumber: letter.receiptNumber,
    collegeName,
  };
  return {
    template,
    date: formatDate(letter.issuedAt),
    salutation: fillLetterText(template.salutation, values),
    paragraphs: template.paragraphs.map((paragraph) => fillLetterText(paragraph, values)),
  };
}
