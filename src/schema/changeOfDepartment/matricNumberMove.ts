import { type MatricFacts, type MatricPattern, matricPrefix } from "../matricNumber";

/**
 * The prefix a student's matric number must have after moving to another programme and
 * department, or null when the configured pattern gives the same prefix as before (it names
 * neither, or the codes are equal): then the student keeps their number. The session of entry and
 * the application type do not change with a move, so only `{programme}` and `{department}` can.
 */
export function movedMatricPrefix(
  pattern: MatricPattern,
  before: MatricFacts,
  after: Pick<MatricFacts, "programmeCode" | "departmentCode">,
): string | null {
  const was = matricPrefix(pattern, before);
  const will = matricPrefix(pattern, { ...before, ...after });
  return was === will ? null : will;
}
