/**
 * The registration (matric) number a new student gets from /create_profile, from a configurable
 * pattern (MATRIC_NUMBER_PATTERN). Tokens:
 *
 * - `{programme}` the programme's code (NCE), `{department}` the department's code (CSC),
 * - `{type}` the application type's id in capitals (NCE, PRE_NCE → PRENCE),
 * - `{year}` the first year of the session of entry (2026), `{yy}` its last two digits,
 * - `{serial}` or `{serial:N}` the running number, zero-padded to N digits (default 4).
 *
 * Everything before the serial is the number's *prefix*: each prefix counts on its own (one
 * counter row per prefix, see the admissions module). Literal text may be capital letters,
 * digits and `/`; the result must satisfy the students table's rule (capitals and digits in at
 * least two parts separated by `/`). The default gives the college's existing numbers:
 * `NCE/2026/CSC/0001`.
 */
export const DEFAULT_MATRIC_NUMBER_PATTERN = "{programme}/{year}/{department}/{serial:4}";

const TOKEN = /\{(programme|department|type|year|yy|serial)(?::([1-9]))?\}/g;

export interface MatricFacts {
  programmeCode: string;
  departmentCode: string;
  applicationTypeId: string;
  sessionName: string;
}

export interface MatricPattern {
  pattern: string;
  /** Digits the serial is padded to. */
  serialDigits: number;
}

/** Checks a pattern; the message says what is wrong (for the start-up error). */
export function parseMatricPattern(pattern: string): MatricPattern | { error: string } {
  const serials = [...pattern.matchAll(TOKEN)].filter((match) => match[1] === "serial");
  if (serials.length !== 1) return { error: "it must contain {serial} (or {serial:N}) exactly once" };
  if (!pattern.trimEnd().endsWith(serials[0]![0]))
    return { error: "{serial} must come last, so each prefix counts on its own" };
  const literal = pattern.replace(TOKEN, "");
  if (!/^[A-Z0-9/]*$/.test(literal))
    return { error: "besides its {tokens} it may hold only capital letters, digits and /" };
  if (!pattern.includes("/")) return { error: "it must separate its parts with / (e.g. {year}/{serial})" };
  if (/\/\/|^\/|\/$/.test(pattern.replace(TOKEN, "X")))
    return { error: "it may not begin or end with / or hold // (every part must be non-empty)" };
  return { pattern, serialDigits: Number(serials[0]![2] ?? 4) };
}

const clean = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The prefix (everything before the serial) for these facts: `NCE/2026/CSC/`. */
export function matricPrefix(pattern: MatricPattern, facts: MatricFacts): string {
  const year = facts.sessionName.slice(0, 4);
  const before = pattern.pattern.slice(0, pattern.pattern.search(/\{serial(?::[1-9])?\}/));
  return before.replace(TOKEN, (_whole, token: string) => {
    if (token === "programme") return clean(facts.programmeCode);
    if (token === "department") return clean(facts.departmentCode);
    if (token === "type") return clean(facts.applicationTypeId);
    if (token === "yy") return year.slice(2);
    return year;
  });
}

/** The whole number: prefix and the serial, zero-padded. */
export function matricNumberOf(pattern: MatricPattern, prefix: string, serial: number): string {
  return `${prefix}${String(serial).padStart(pattern.serialDigits, "0")}`;
}

/** The students table's rule for registration numbers (migration 0060). */
export const REG_NUMBER_RULE = /^[A-Z0-9]+(\/[A-Z0-9]+)+$/;
