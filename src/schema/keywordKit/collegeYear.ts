import { _, type Code } from "ajv";

/**
 * The college is in Nigeria (West Africa Time, UTC+1 all year, no daylight saving). Age rules use
 * the college's calendar, not the machine's, so a browser and a server in different time zones
 * agree on New Year's Eve and on a birthday.
 */
export const COLLEGE_UTC_OFFSET_MS = 60 * 60 * 1000;

/** The college's current year at `now` (defaults to the real clock). */
export function collegeYear(now: number = Date.now()): number {
  return new Date(now + COLLEGE_UTC_OFFSET_MS).getUTCFullYear();
}

/**
 * The college's date `years` years before today, moved by `days` days, as "yyyy-mm-dd": the date
 * of birth of someone who turns `years` today (days 0) or tomorrow (days 1). For examples and tests.
 */
export function collegeDateYearsAgo(years: number, days = 0, now: number = Date.now()): string {
  const date = new Date(now + COLLEGE_UTC_OFFSET_MS);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Age in whole years today of a date of birth matched by `BIRTH_DATE_PATTERN` (`birth[1]` the year,
 * `birth[2]` and `birth[3]` the month and day when given): today's year minus the birth year, one
 * less while this year's birthday has not come. The one computation of an age, as generated code:
 * the server's validators and the browser's precompiled ones both run it, each time they validate
 * (never when the schema compiles), so validators built last year still count from today.
 */
export function collegeAgeCode(birth: Code): Code {
  const today = _`new Date(Date.now() + ${COLLEGE_UTC_OFFSET_MS})`;
  return _`((today, year, month, day) => today.getUTCFullYear() - year - ((today.getUTCMonth() + 1) * 100 + today.getUTCDate() < month * 100 + day ? 1 : 0))(${today}, Number(${birth}[1]), Number(${birth}[2] || 1), Number(${birth}[3] || 1))`;
}
