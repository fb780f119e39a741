import { DEMO_DEPARTMENTS } from "./schoolSetup";
import { reachableClasses } from "./students/studentPopulation";

/**
 * The demo college's course offering beyond its six-course catalogue (seed/courses.ts): unit
 * loads for every programme and level its students reach, and further courses so that every
 * class (department, level, semester) offers at least the fewest units any programme there
 * must register — its own courses plus General Studies' (which every student is offered).
 * Without them a 100-level student was offered 5 units against a 15-unit minimum (issue 20).
 */

export type Semester = 1 | 2;

export interface DemoCourse {
  code: string;
  title: string;
  units: number;
  level: number;
  semester: Semester;
  department: string;
  courseType: "compulsory" | "elective";
}

/** [programme code, level, semester, min units, max units]. */
export type UnitLoad = [programme: string, level: number, semester: Semester, min: number, max: number];

const BOTH: readonly Semester[] = [1, 2];

function loads(programme: string, levels: readonly number[], min: number, max: number): UnitLoad[] {
  return levels.flatMap((level) => BOTH.map((semester): UnitLoad => [programme, level, semester, min, max]));
}

/**
 * NCE and NCE Sandwich: 15–24 a semester, but 6–18 in 300 level's second semester (teaching
 * practice); Pre-NCE 12–20; the affiliated degrees 15–24 to 400 level; the PGDE 15–24; JUPEB 12–20.
 */
export const UNIT_LOADS: UnitLoad[] = [
  ...(["NCE", "NCES"] as const).flatMap((programme) =>
    loads(programme, [100, 200, 300], 15, 24).map(
      ([p, level, semester, min, max]): UnitLoad =>
        level === 300 && semester === 2 ? [p, level, semester, 6, 18] : [p, level, semester, min, max],
    ),
  ),
  ...loads("PNCE", [0], 12, 20),
  ...loads("BTECHED", [100, 200, 300, 400], 15, 24),
  ...loads("BSCED", [100, 200, 300, 400], 15, 24),
  ...loads("PGDE", [100], 15, 24),
  ...loads("JUPEB", [100], 12, 20),
];

/** General Studies' further 100-level courses (2-unit electives), which JUPEB students register. */
const GENERAL_STUDIES: Record<Semester, string[]> = {
  1: [
    "Communication in English",
    "Logic and Philosophy",
    "History and Philosophy of Science",
    "Library and Information Literacy",
    "Peace and Conflict Resolution",
  ],
  2: [
    "Nigerian Government and Constitution",
    "Environmental Education",
    "Health Education",
    "Introduction to Entrepreneurship",
    "Study Skills",
  ],
};

/** A teaching subject's further courses, in the order they are added to a class. */
const FURTHER_TITLES = [
  (subject: string) => `${subject} Practical`,
  (subject: string) => `Teaching ${subject}`,
  (subject: string) => `Seminar in ${subject}`,
  (subject: string) => `Readings in ${subject}`,
  (subject: string) => `Field Work in ${subject}`,
];

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII"];

/** "Computer Science Education" → "Computer Science"; "Educational Foundations" stays. */
function subjectOf(department: string): string {
  const name = DEMO_DEPARTMENTS.find(([, code]) => code === department)?.[0] ?? department;
  return name.replace(/ Education$/, "");
}

/** A further course's title in its class: "… I" to "… VIII" for 100 to 400 level, "Pre-NCE … I" or "… II". */
function titleIn(title: string, level: number, semester: Semester): string {
  if (level === 0) return `Pre-NCE ${title} ${ROMAN[semester - 1]}`;
  return `${title} ${ROMAN[(level / 100 - 1) * 2 + semester - 1] ?? ""}`.trim();
}

const unitsOf = (courses: readonly DemoCourse[]) => courses.reduce((sum, course) => sum + course.units, 0);

/**
 * The further courses the offering needs, given the courses already there (catalogue and
 * named demo courses): for each class some programme reaches, 3-unit compulsory courses of the
 * department (2-unit General Studies electives for General Studies itself) until its courses and
 * General Studies' compulsory ones at that level and semester reach the highest minimum of those
 * programmes.
 * Codes go on from the class's last serial ("CSC 112", "CSC 113"…), with `prefixes` by department.
 */
export function furtherCourses(
  existing: readonly DemoCourse[],
  prefixes: ReadonlyMap<string, string>,
): DemoCourse[] {
  const added: DemoCourse[] = [];
  const targets = new Map<string, { department: string; level: number; semester: Semester; min: number }>();
  for (const { programme, department, level } of reachableClasses())
    for (const semester of BOTH) {
      const load = UNIT_LOADS.find(([p, l, s]) => p === programme && l === level && s === semester);
      if (!load) continue;
      const key = `${department}/${level}/${semester}`;
      const min = Math.max(load[3], targets.get(key)?.min ?? 0);
      targets.set(key, { department, level, semester, min });
    }
  // General Studies first: every other class counts its courses.
  const ordered = [...targets.values()].sort(
    (a, b) => Number(b.department === "GSE") - Number(a.department === "GSE"),
  );
  for (const { department, level, semester, min } of ordered) {
    const all = [...existing, ...added];
    const inClass = (code: string) =>
      all.filter((c) => c.department === code && c.level === level && c.semester === semester);
    const own = inClass(department);
    const generalStudies = department === "GSE";
    // General Studies' compulsory courses count; its electives are a choice, not a load.
    const general = generalStudies ? [] : inClass("GSE").filter((c) => c.courseType === "compulsory");
    const prefix = prefixes.get(department) ?? department;
    const titles = generalStudies
      ? GENERAL_STUDIES[semester].map((title) => () => title)
      : FURTHER_TITLES.map((title) => () => titleIn(title(subjectOf(department)), level, semester));
    let units = unitsOf(own) + unitsOf(general);
    let serial = Math.max(0, ...own.map((c) => Number(c.code.slice(-1))));
    for (const title of titles) {
      if (units >= min) break;
      serial++;
      const course: DemoCourse = {
        code: `${prefix} ${level / 100}${semester}${serial}`,
        title: title(),
        units: generalStudies ? 2 : 3,
        level,
        semester,
        department,
        courseType: generalStudies ? "elective" : "compulsory",
      };
      added.push(course);
      units += course.units;
    }
  }
  return added;
}
