/**
 * The shapes a text field built in the field editor may be held to (issue 25): a short, vetted
 * list instead of a regular expression typed by a registry officer. Each is either a shared keyword
 * (its own tested rule and message, src/schema/keywords) or a pattern that passes the published
 * types' safe-pattern check. The field editor writes an entry's `schema` beside the field and reads
 * a field back as the entry whose keywords it carries; anything else stays "edited as JSON only".
 */
export interface VettedPattern {
  /** The id the field editor stores (schemas/forms/type-editor-field.json offers these). */
  readonly id: string;
  /** What the officer picks, in words. */
  readonly label: string;
  /** The keywords written on the field. */
  readonly schema: Readonly<Record<string, string | boolean>>;
  /** The `ui:messages` key its failure is worded under (the keyword that fails). */
  readonly messageKey: string;
  /** The widget that fits it, if not the plain text box. */
  readonly widget?: "tel" | "email";
  /** Examples for the tests and the README: what passes and what is refused. */
  readonly valid: readonly string[];
  readonly invalid: readonly string[];
}

export const VETTED_PATTERNS: readonly VettedPattern[] = [
  {
    id: "phone",
    label: "Nigerian phone number (0 or +234, then 10 digits)",
    schema: { nigerianPhone: true },
    messageKey: "nigerianPhone",
    widget: "tel",
    valid: ["08031234567", "+2348031234567"],
    invalid: ["8031234567", "0803 123 4567"],
  },
  {
    id: "jambNumber",
    label: "JAMB registration number (8 to 12 digits, then 2 letters)",
    schema: { pattern: "^[0-9]{8,12}[A-Za-z]{2}$" },
    messageKey: "pattern",
    valid: ["12345678AB", "202312345678CD"],
    invalid: ["1234567AB", "12345678A1"],
  },
  {
    id: "nin",
    label: "NIN (11 digits, not all the same)",
    schema: { elevenDigitsNotRepeated: true },
    messageKey: "elevenDigitsNotRepeated",
    valid: ["12345678901"],
    invalid: ["11111111111", "1234567890"],
  },
  {
    id: "email",
    label: "E-mail address",
    schema: { format: "email" },
    messageKey: "format",
    widget: "email",
    valid: ["ada@example.org"],
    invalid: ["ada@", "ada example.org"],
  },
  {
    id: "tenDigits",
    label: "10 digits (e.g. a bank account number)",
    schema: { tenDigits: true },
    messageKey: "tenDigits",
    valid: ["0123456789"],
    invalid: ["123456789", "01234567890"],
  },
  {
    id: "digits",
    label: "Digits only",
    schema: { digitsOnly: true },
    messageKey: "digitsOnly",
    valid: ["007"],
    invalid: ["7a"],
  },
  {
    id: "letters",
    label: "Letters and spaces only",
    schema: { lettersAndSpaces: true },
    messageKey: "lettersAndSpaces",
    valid: ["Ada Obi"],
    invalid: ["Ada1"],
  },
  {
    id: "lettersDigits",
    label: "Letters, digits and spaces",
    schema: { lettersDigitsSpaces: true },
    messageKey: "lettersDigitsSpaces",
    valid: ["Block 4"],
    invalid: ["Block-4"],
  },
  {
    id: "reference",
    label: "Reference number (letters, digits, / and -, e.g. TRCN/2019/01234)",
    schema: { pattern: "^[A-Za-z0-9][A-Za-z0-9/-]*$" },
    messageKey: "pattern",
    valid: ["TRCN/2019/01234", "A-17"],
    invalid: ["/17", "TRCN 2019"],
  },
];

const byId = new Map(VETTED_PATTERNS.map((entry) => [entry.id, entry]));

export function vettedPattern(id: string): VettedPattern | undefined {
  return byId.get(id);
}

/** Every keyword some vetted entry writes: a field carrying one is read through this list. */
export const VETTED_KEYWORDS: ReadonlySet<string> = new Set(
  VETTED_PATTERNS.flatMap((entry) => Object.keys(entry.schema)),
);

/** The entry whose keywords `field` carries exactly (among the vetted keywords), or undefined. */
export function vettedPatternOf(field: Readonly<Record<string, unknown>>): VettedPattern | undefined {
  const carried = Object.keys(field).filter((key) => VETTED_KEYWORDS.has(key));
  if (carried.length === 0) return undefined;
  return VETTED_PATTERNS.find(
    (entry) =>
      Object.keys(entry.schema).length === carried.length &&
      Object.entries(entry.schema).every(([key, value]) => field[key] === value),
  );
}
