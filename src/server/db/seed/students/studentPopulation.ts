// One deterministic generator for the project (mulberry32), also behind the payments property tests.
import { type SeededRandom, seededRandom } from "../seededRandom";
import { NAME_GROUPS, type NameGroup } from "./nigerianNames";

/**
 * A made-up but plausible student body of the demo college (framework-free, deterministic): who
 * studies what, at which level, from which session, in the demo college's programmes, departments
 * and student types (seed/schoolSetup.ts and seed/programmeLinks.ts). Rows name their references by
 * code or name; `insertStudents` turns those into ids. The demo seed and `npm run seed:load` share it.
 */
export interface StudentSeed {
  regNumber: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  gender: "Male" | "Female";
  dateOfBirth: string;
  email: string;
  mobileNumber: string;
  nin: string;
  /** ISO 3166-2:NG state code (migration 0030). */
  state: string;
  homeTown: string;
  contactAddress: string;
  programme: string;
  department: string;
  /** A course option of the department, or null. */
  option: string | null;
  /** Level value: 0 (Pre-NCE), 100...400. */
  level: number;
  studentTypeId: number;
  modeOfEntry: string;
  modeOfStudy: string;
  /** "2025/2026". */
  session: string;
  status: "active" | "graduated" | "withdrawn" | "suspended";
  nextOfKinName: string;
  nextOfKinRelationship: "Father" | "Mother" | "Guardian";
  nextOfKinMobileNumber: string;
  /** The sign-in account's user name, for the demo accounts only. */
  userName: string | null;
}

/** One way into one programme: who comes in, how, and at which level of their first session. */
interface Intake {
  programme: string;
  /** Prefix of the matric number (the programme's code). */
  prefix: string;
  departments: readonly string[];
  studentTypeId: number;
  modeOfEntry: string;
  modeOfStudy: string;
  /** The level of a student in their first session. */
  entryLevel: number;
  /** Years the programme lasts: a student whose years are over has graduated. */
  years: number;
  /** Share of the student body, relative to the others. */
  weight: number;
}

const NCE_DEPARTMENTS = [
  "AUT",
  "BLD",
  "ELE",
  "MWK",
  "WWK",
  "AGR",
  "BED",
  "HEC",
  "FAA",
  "CSC",
  "BIO",
  "CHM",
  "PHY",
  "ISC",
  "MTH",
  "EDF",
  "ECC",
  "PES",
  "ENG",
  "YOR",
  "HAU",
  "IGB",
  "SOS",
  "ECO",
] as const;
const PRE_NCE_DEPARTMENTS = ["AUT", "BLD", "ELE", "MWK", "WWK", "CSC", "BIO", "CHM", "PHY", "ISC", "MTH"];
const BTECH_DEPARTMENTS = ["AUT", "BLD", "ELE", "MWK", "WWK"];
const BSC_DEPARTMENTS = ["BED", "CSC", "MTH", "ENG"];

/**
 * The demo college's intakes, consistent with the student types each programme admits
 * (DEMO_STUDENT_TYPE_PROGRAMMES): mostly NCE, then the degrees, sandwich, Pre-NCE, PGDE and JUPEB.
 */
export const INTAKES: readonly Intake[] = [
  {
    programme: "NCE",
    prefix: "NCE",
    departments: NCE_DEPARTMENTS,
    studentTypeId: 1,
    modeOfEntry: "UTME",
    modeOfStudy: "Full-time",
    entryLevel: 100,
    years: 3,
    weight: 52,
  },
  {
    programme: "NCE",
    prefix: "NCE",
    departments: NCE_DEPARTMENTS,
    studentTypeId: 15,
    modeOfEntry: "UTME",
    modeOfStudy: "Full-time",
    entryLevel: 100,
    years: 3,
    weight: 4,
  },
  {
    programme: "NCE",
    prefix: "NCE",
    departments: NCE_DEPARTMENTS,
    studentTypeId: 16,
    modeOfEntry: "Direct Entry",
    modeOfStudy: "Part-time",
    entryLevel: 100,
    years: 3,
    weight: 4,
  },
  {
    programme: "NCES",
    prefix: "NCES",
    departments: NCE_DEPARTMENTS,
    studentTypeId: 17,
    modeOfEntry: "Direct Entry",
    modeOfStudy: "Sandwich",
    entryLevel: 100,
    years: 4,
    weight: 5,
  },
  {
    programme: "NCES",
    prefix: "NCES",
    departments: NCE_DEPARTMENTS,
    studentTypeId: 9,
    modeOfEntry: "Direct Entry",
    modeOfStudy: "Sandwich",
    entryLevel: 100,
    years: 5,
    weight: 3,
  },
  {
    programme: "PNCE",
    prefix: "PNCE",
    departments: PRE_NCE_DEPARTMENTS,
    studentTypeId: 5,
    modeOfEntry: "Pre-NCE",
    modeOfStudy: "Full-time",
    entryLevel: 0,
    years: 1,
    weight: 7,
  },
  {
    programme: "BTECHED",
    prefix: "BTECHED",
    departments: BTECH_DEPARTMENTS,
    studentTypeId: 8,
    modeOfEntry: "UTME",
    modeOfStudy: "Full-time",
    entryLevel: 100,
    years: 4,
    weight: 5,
  },
  {
    programme: "BTECHED",
    prefix: "BTECHED",
    departments: BTECH_DEPARTMENTS,
    studentTypeId: 33,
    modeOfEntry: "Direct Entry",
    modeOfStudy: "Full-time",
    entryLevel: 200,
    years: 3,
    weight: 2,
  },
  {
    programme: "BSCED",
    prefix: "BSCED",
    departments: BSC_DEPARTMENTS,
    studentTypeId: 8,
    modeOfEntry: "UTME",
    modeOfStudy: "Full-time",
    entryLevel: 100,
    years: 4,
    weight: 5,
  },
  {
    programme: "BSCED",
    prefix: "BSCED",
    departments: BSC_DEPARTMENTS,
    studentTypeId: 33,
    modeOfEntry: "Direct Entry",
    modeOfStudy: "Full-time",
    entryLevel: 200,
    years: 3,
    weight: 2,
  },
  {
    programme: "BSCED",
    prefix: "BSCED",
    departments: BSC_DEPARTMENTS,
    studentTypeId: 2,
    modeOfEntry: "Transfer",
    modeOfStudy: "Full-time",
    entryLevel: 200,
    years: 3,
    weight: 1,
  },
  {
    programme: "PGDE",
    prefix: "PGDE",
    departments: ["EDF"],
    studentTypeId: 7,
    modeOfEntry: "Direct Entry",
    modeOfStudy: "Part-time",
    entryLevel: 100,
    years: 1,
    weight: 5,
  },
  {
    programme: "JUPEB",
    prefix: "JUPEB",
    departments: ["GSE"],
    studentTypeId: 50,
    modeOfEntry: "UTME",
    modeOfStudy: "Full-time",
    entryLevel: 100,
    years: 1,
    weight: 5,
  },
];

/** NCE double-major options by department (seed/schoolSetup.ts DEMO_OPTIONS). */
export const OPTIONS_BY_DEPARTMENT: Readonly<Record<string, readonly string[]>> = {
  BIO: ["Biology and Chemistry", "Biology and Integrated Science"],
  CHM: ["Chemistry and Mathematics"],
  PHY: ["Physics and Mathematics"],
  MTH: ["Mathematics and Computer Science"],
  CSC: ["Computer Science and Physics"],
  ENG: ["English and Yoruba"],
  ECO: ["Economics and Social Studies"],
};

/** The demo college's sessions, oldest first (seed/schoolSetup.ts DEMO_SESSIONS); the last is current. */
export const SESSIONS = ["2024/2025", "2025/2026", "2026/2027"] as const;

export interface PopulationOptions {
  count: number;
  /** Seed of the random sequence: the same seed gives the same students. */
  seed: number;
  /** First serial of each matric-number series (demo 1, load benchmark 1000), keeping the sets apart. */
  firstSerial: number;
  /** Added to every NIN, keeping the sets apart. */
  ninOffset: number;
  /** Matric numbers already used (named demo students): skipped. */
  taken?: ReadonlySet<string>;
  /** Email addresses already used: never given again. */
  takenEmails?: ReadonlySet<string>;
  /** Domain of the email addresses (the load benchmark's differs from the demo's). */
  emailDomain?: string;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** The level of a student of `intake` who entered in session `entryIndex`, and whether they have finished. */
export function standing(intake: Intake, entryIndex: number): { level: number; graduated: boolean } {
  const yearsIn = SESSIONS.length - 1 - entryIndex;
  const graduated = yearsIn >= intake.years;
  // Pre-NCE is one year at its own level (0); every other year is a hundred levels.
  const step = intake.entryLevel === 0 ? 0 : 100;
  return { level: intake.entryLevel + Math.min(yearsIn, intake.years - 1) * step, graduated };
}

/** A class a student of the demo college can be in: programme, department and level value. */
export interface StudentClass {
  programme: string;
  department: string;
  level: number;
}

/**
 * Every class the demo's students reach (each intake's levels over the demo's sessions, as
 * `standing` places them) — which is also every class a newly admitted student starts in (an
 * intake's entry level). The demo course offering (seed/courseOffering.ts) covers these.
 */
export function reachableClasses(): StudentClass[] {
  const classes = new Map<string, StudentClass>();
  for (const intake of INTAKES)
    for (let entryIndex = 0; entryIndex < SESSIONS.length; entryIndex++) {
      const { level } = standing(intake, entryIndex);
      for (const department of intake.departments)
        classes.set(`${intake.programme}/${department}/${level}`, {
          programme: intake.programme,
          department,
          level,
        });
    }
  return [...classes.values()];
}

function pickWeighted<T extends { weight: number }>(items: readonly T[], roll: number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let left = roll * total;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[items.length - 1] as T;
}

const PHONE_PREFIXES = [
  "0803",
  "0806",
  "0813",
  "0816",
  "0703",
  "0706",
  "0805",
  "0807",
  "0815",
  "0802",
  "0808",
  "0812",
  "0901",
  "0903",
];

function phoneOf(random: SeededRandom): string {
  return `${random.pick(PHONE_PREFIXES)}${pad(random.integer(0, 9_999_999), 7)}`;
}

/** Generates `count` students; matric numbers, emails and NINs are unique within the set. */
export function generateStudents(options: PopulationOptions): StudentSeed[] {
  const random = seededRandom(options.seed);
  const pick = random.pick;
  const serials = new Map<string, number>();
  const taken = new Set(options.taken ?? []);
  const emails = new Set(options.takenEmails ?? []);
  const students: StudentSeed[] = [];

  for (let index = 0; students.length < options.count; index++) {
    const intake = pickWeighted(INTAKES, random.next());
    const department = pick(intake.departments);
    const entryIndex = random.integer(0, SESSIONS.length - 1);
    const session = SESSIONS[entryIndex] as string;
    const year = session.slice(0, 4);
    const series = `${intake.prefix}/${year}/${department}`;
    let serial = serials.get(series) ?? options.firstSerial;
    while (taken.has(`${series}/${pad(serial, 4)}`)) serial++;
    serials.set(series, serial + 1);
    const regNumber = `${series}/${pad(serial, 4)}`;
    taken.add(regNumber);

    const group: NameGroup = pickWeighted(NAME_GROUPS, random.next());
    const gender = random.chance(0.52) ? "Female" : "Male";
    const given = gender === "Female" ? group.female : group.male;
    const firstName = pick(given);
    const middle = pick(given);
    const middleName = middle === firstName || random.chance(0.15) ? null : middle;
    const lastName = pick(group.surnames);

    const domain = options.emailDomain ?? "students.fcet.edu.ng";
    const address = (suffix: string) => `${firstName}.${lastName}${suffix}@${domain}`.toLowerCase();
    let email = address("");
    for (let n = 2; emails.has(email); n++) email = address(String(n));
    emails.add(email);

    const { level, graduated } = standing(intake, entryIndex);
    const roll = random.next();
    const status = graduated ? "graduated" : roll < 0.03 ? "withdrawn" : roll < 0.05 ? "suspended" : "active";
    // Age on entry: school leavers at 17 to 22 (two more for direct entry), graduates at 24 to 39.
    const ageOnEntry =
      intake.studentTypeId === 7
        ? random.integer(24, 39)
        : random.integer(17, 22) + (intake.entryLevel - 100) / 50;
    const options_ = OPTIONS_BY_DEPARTMENT[department];
    const town = pick(group.towns);
    const parentIsFather = random.chance(0.6);

    students.push({
      regNumber,
      lastName,
      firstName,
      middleName,
      gender,
      dateOfBirth: `${Number(year) - Math.max(15, ageOnEntry)}-${pad(random.integer(1, 12), 2)}-${pad(random.integer(1, 28), 2)}`,
      email,
      mobileNumber: phoneOf(random),
      nin: String(20_000_000_000 + options.ninOffset + index),
      state: town.state,
      homeTown: town.name,
      contactAddress: `${random.integer(1, 120)} ${pick(group.streets)}, ${town.name}`,
      programme: intake.programme,
      department,
      option: intake.programme === "NCE" && options_ ? pick(options_) : null,
      level,
      studentTypeId: intake.studentTypeId,
      modeOfEntry: intake.modeOfEntry,
      modeOfStudy: intake.modeOfStudy,
      session,
      status,
      nextOfKinName: `${pick(parentIsFather ? group.male : group.female)} ${lastName}`,
      nextOfKinRelationship: intake.studentTypeId === 7 ? "Guardian" : parentIsFather ? "Father" : "Mother",
      nextOfKinMobileNumber: phoneOf(random),
      userName: null,
    });
  }
  return students;
}
