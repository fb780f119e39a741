import { _, type Code } from "ajv";

/**
 * The college is in Nigeria (West Africa Time, UTC+1 all year, no daylight saving). Age rules use
 * the college's calendar year, not the machine's, so a browser and a server in different time
 * zones agree on New Year's Eve.
 */
export const COLLEGE_UTC_OFFSET_MS = 60 * 60 * 1000;

/** The college's current year at `now` (defaults to the real clock). */
export function collegeYear(now: number = Date.now()): number {
  return new Date(now + COLLEGE_UTC_OFFSET_MS).getUTCFullYear();
}

/**
 * The same computation as generated code. It runs each time a validator runs, never when the
 * schema compiles, so precompiled validators built last year still count ages from today.
 */
export const collegeYearCode: Code = _`new Date(Date.now() + ${COLLEGE_UTC_OFFSET_MS}).getUTCFullYear()`;
