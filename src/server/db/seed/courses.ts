import { type SQL, sql } from "drizzle-orm";
import { notifyCourseAssigned } from "../../modules/resources/hooks/course-assignments";
import { type Db, queryRows } from "../database";
import { type DemoCourse, furtherCourses, UNIT_LOADS } from "./courseOffering";
import { DEMO_REGISTRATION_COURSES } from "./courseRegistration";

/**
 * The demo college's course management: lecturers in every department (three of them are the
 * demo accounts lecturer, hod and dean), an NCE course catalogue for 100 to 300 level with the
 * further courses every class needs to reach its unit load (seed/courseOffering.ts: Pre-NCE, the
 * degrees' 400 level, JUPEB's General Studies), who teaches what in 2026/2027, unit loads, the
 * open registration window of 2026/2027's first semester for every programme and level, and a few student-level rows (unit limits, a late opening, borrowed courses) for
 * students of seed/students/demoStudents.ts (left out when those students are not there).
 *
 * Runs after `seedSchoolSetup` (departments, sessions and programmes are looked up by code and
 * name). Each table is seeded only while it is empty, so a restart never duplicates rows nor
 * undoes what someone changed; rows whose department or session is missing are skipped.
 */

type Rank =
  | "Graduate Assistant"
  | "Assistant Lecturer"
  | "Lecturer III"
  | "Lecturer II"
  | "Lecturer I"
  | "Senior Lecturer"
  | "Principal Lecturer"
  | "Chief Lecturer";

interface DemoLecturer {
  staffNumber: string;
  title: string;
  surname: string;
  firstName: string;
  otherNames?: string;
  department: string;
  rank: Rank;
  /** The demo account this lecturer signs in with. */
  userName?: string;
}

const lecturer = (
  serial: number,
  title: string,
  surname: string,
  firstName: string,
  department: string,
  rank: Rank,
  extra: { otherNames?: string; userName?: string } = {},
): DemoLecturer => ({
  staffNumber: `FCET/AS/${String(serial).padStart(4, "0")}`,
  title,
  surname,
  firstName,
  department,
  rank,
  ...extra,
});

export const DEMO_LECTURERS: DemoLecturer[] = [
  lecturer(1, "Prof", "Garba", "Aisha", "MTH", "Chief Lecturer", { userName: "dean" }),
  lecturer(2, "Dr", "Obi", "Emeka", "BLD", "Principal Lecturer", { otherNames: "Chukwudi", userName: "hod" }),
  lecturer(3, "Mr", "Ibrahim", "Yusuf", "CSC", "Lecturer II", { userName: "lecturer" }),
  lecturer(4, "Mrs", "Adebayo", "Folake", "ENG", "Senior Lecturer", { otherNames: "Abiodun" }),
  lecturer(5, "Dr", "Okonkwo", "Chinedu", "PHY", "Principal Lecturer"),
  lecturer(6, "Mallam", "Abdullahi", "Sani", "HAU", "Lecturer I"),
  lecturer(7, "Mrs", "Eze", "Ngozi", "BIO", "Senior Lecturer", { otherNames: "Adaeze" }),
  lecturer(8, "Engr", "Balogun", "Kehinde", "ELE", "Lecturer I"),
  lecturer(9, "Mr", "Nwachukwu", "Ikenna", "AUT", "Lecturer II"),
  lecturer(10, "Dr", "Olawale", "Bukola", "CHM", "Senior Lecturer"),
  lecturer(11, "Mrs", "Usman", "Hadiza", "BED", "Lecturer I"),
  lecturer(12, "Mr", "Akpan", "Edet", "MWK", "Lecturer III", { otherNames: "Okon" }),
  lecturer(13, "Mr", "Ogunleye", "Segun", "WWK", "Assistant Lecturer"),
  lecturer(14, "Dr", "Danjuma", "Ruth", "AGR", "Principal Lecturer"),
  lecturer(15, "Mrs", "Ojo", "Funmilayo", "HEC", "Lecturer II"),
  lecturer(16, "Mr", "Ekwueme", "Obinna", "FAA", "Lecturer I"),
  lecturer(17, "Miss", "Abubakar", "Zainab", "ISC", "Assistant Lecturer"),
  lecturer(18, "Dr", "Adeleke", "Oluwaseun", "EDF", "Senior Lecturer"),
  lecturer(19, "Mrs", "Okafor", "Chioma", "ECC", "Lecturer II"),
  lecturer(20, "Mr", "Musa", "Ibrahim", "PES", "Lecturer III", { otherNames: "Bala" }),
  lecturer(21, "Mr", "Adewale", "Tunde", "YOR", "Lecturer I"),
  lecturer(22, "Mrs", "Nnamdi", "Ifeoma", "IGB", "Lecturer II"),
  lecturer(23, "Mr", "Bello", "Aminu", "SOS", "Senior Lecturer"),
  lecturer(24, "Dr", "Ogundipe", "Adekunle", "ECO", "Principal Lecturer"),
  lecturer(25, "Mrs", "Etim", "Grace", "GSE", "Lecturer I", { otherNames: "Ekaette" }),
  lecturer(26, "Mr", "Yakubu", "Daniel", "CSC", "Graduate Assistant"),
];

/**
 * Course titles by department: six per department, in the order 100 level first and second
 * semester, 200 level first and second, 300 level first and second. Codes follow the NCE
 * pattern "CSC 121": the subject, then the level, the semester and a serial number.
 */
const CATALOGUE: [department: string, prefix: string, titles: string[]][] = [
  [
    "GSE",
    "GSE",
    [
      "Use of English I",
      "Use of English II",
      "Nigerian Peoples and Culture",
      "Introduction to Computer Studies",
      "Citizenship Education",
      "Entrepreneurship Education",
    ],
  ],
  [
    "EDF",
    "EDU",
    [
      "Introduction to the Teaching Profession",
      "History of Education in Nigeria",
      "Child Development",
      "Educational Psychology",
      "Curriculum Studies",
      "Teaching Practice",
    ],
  ],
  [
    "AUT",
    "AUT",
    [
      "Introduction to Automobile Technology",
      "Automobile Workshop Practice",
      "Motor Vehicle Engines",
      "Automobile Electrical Systems",
      "Vehicle Chassis and Transmission",
      "Automobile Maintenance and Repair",
    ],
  ],
  [
    "BLD",
    "BLD",
    [
      "Introduction to Building Technology",
      "Building Materials",
      "Building Construction I",
      "Building Drawing",
      "Building Construction II",
      "Quantity Surveying",
    ],
  ],
  [
    "ELE",
    "ELE",
    [
      "Basic Electricity",
      "Electrical Workshop Practice",
      "Electrical Machines",
      "Electronic Devices and Circuits",
      "Electrical Installation Practice",
      "Digital Electronics",
    ],
  ],
  [
    "MWK",
    "MWK",
    [
      "Introduction to Metalwork",
      "Bench Work and Fitting",
      "Fabrication and Welding",
      "Foundry Technology",
      "Machine Shop Practice",
      "Metalwork Design",
    ],
  ],
  [
    "WWK",
    "WWK",
    [
      "Introduction to Woodwork",
      "Wood Science",
      "Woodwork Machines",
      "Furniture Construction",
      "Wood Finishing",
      "Woodwork Design",
    ],
  ],
  [
    "AGR",
    "AGR",
    [
      "Introduction to Agricultural Science",
      "Crop Production",
      "Animal Production",
      "Soil Science",
      "Agricultural Economics",
      "Agricultural Extension",
    ],
  ],
  [
    "BED",
    "BED",
    [
      "Introduction to Business Education",
      "Principles of Accounting",
      "Office Practice",
      "Keyboarding and Word Processing",
      "Business Communication",
      "Marketing",
    ],
  ],
  [
    "HEC",
    "HEC",
    [
      "Introduction to Home Economics",
      "Food and Nutrition",
      "Clothing and Textiles",
      "Family Living",
      "Home Management",
      "Consumer Education",
    ],
  ],
  [
    "FAA",
    "FAA",
    ["Basic Drawing", "Colour Theory", "Graphic Design", "Sculpture", "Ceramics", "History of Nigerian Art"],
  ],
  [
    "CSC",
    "CSC",
    [
      "Introduction to Computer Science",
      "Introduction to Programming",
      "Data Structures",
      "Computer Architecture",
      "Database Management Systems",
      "Computer Networks",
    ],
  ],
  [
    "BIO",
    "BIO",
    ["General Biology I", "General Biology II", "Genetics", "Ecology", "Microbiology", "Plant Physiology"],
  ],
  [
    "CHM",
    "CHM",
    [
      "General Chemistry I",
      "General Chemistry II",
      "Organic Chemistry",
      "Inorganic Chemistry",
      "Physical Chemistry",
      "Analytical Chemistry",
    ],
  ],
  [
    "PHY",
    "PHY",
    [
      "Mechanics and Properties of Matter",
      "Heat and Thermodynamics",
      "Waves and Optics",
      "Electricity and Magnetism",
      "Modern Physics",
      "Electronics",
    ],
  ],
  [
    "ISC",
    "ISC",
    [
      "Introduction to Integrated Science",
      "Energy and Life",
      "Environmental Science",
      "Science Technology and Society",
      "Human Health Science",
      "Integrated Science Methods",
    ],
  ],
  [
    "MTH",
    "MTH",
    ["Algebra", "Trigonometry", "Calculus", "Linear Algebra", "Real Analysis", "Numerical Analysis"],
  ],
  [
    "ECC",
    "ECC",
    [
      "Foundations of Early Childhood Education",
      "Child Health and Nutrition",
      "Play and Learning",
      "Early Literacy",
      "Early Numeracy",
      "Early Childhood Curriculum",
    ],
  ],
  [
    "PES",
    "PES",
    [
      "Introduction to Primary Education",
      "Primary School Curriculum",
      "Teaching Reading in Primary Schools",
      "Primary Mathematics Methods",
      "Primary Science Methods",
      "Classroom Management",
    ],
  ],
  [
    "ENG",
    "ENG",
    [
      "Introduction to Language",
      "English Phonetics and Phonology",
      "English Grammar",
      "Introduction to Literature",
      "Oral Literature",
      "Sociolinguistics",
    ],
  ],
  [
    "YOR",
    "YOR",
    [
      "Introduction to Yoruba Language",
      "Yoruba Orthography",
      "Yoruba Grammar",
      "Yoruba Oral Literature",
      "Yoruba Written Literature",
      "Yoruba Culture",
    ],
  ],
  [
    "HAU",
    "HAU",
    [
      "Introduction to Hausa Language",
      "Hausa Orthography",
      "Hausa Grammar",
      "Hausa Oral Literature",
      "Hausa Written Literature",
      "Hausa Culture",
    ],
  ],
  [
    "IGB",
    "IGB",
    [
      "Introduction to Igbo Language",
      "Igbo Orthography",
      "Igbo Grammar",
      "Igbo Oral Literature",
      "Igbo Written Literature",
      "Igbo Culture",
    ],
  ],
  [
    "SOS",
    "SOS",
    [
      "Introduction to Social Studies",
      "Man and His Environment",
      "Nigerian Government and Politics",
      "Social Problems in Nigeria",
      "Population Education",
      "International Relations",
    ],
  ],
  [
    "ECO",
    "ECO",
    [
      "Principles of Economics I",
      "Principles of Economics II",
      "Microeconomics",
      "Macroeconomics",
      "Nigerian Economy",
      "Development Economics",
    ],
  ],
];

/** The catalogue as rows: General Studies courses carry 2 units, the last of each year is an elective. */
// The registration demo's further courses follow the catalogue course of their class, so lists
// in catalogue order keep level and semester order.
const NAMED_COURSES: DemoCourse[] = catalogueCourses().flatMap((course) => [
  course,
  ...DEMO_REGISTRATION_COURSES.filter(
    (extra) =>
      extra.department === course.department &&
      extra.level === course.level &&
      extra.semester === course.semester,
  ),
]);

/** The catalogue, the named demo courses, and the further courses the offering needs (seed/courseOffering.ts). */
export const DEMO_COURSES: DemoCourse[] = [
  ...NAMED_COURSES,
  ...furtherCourses(NAMED_COURSES, new Map(CATALOGUE.map(([department, prefix]) => [department, prefix]))),
];

function catalogueCourses(): DemoCourse[] {
  return CATALOGUE.flatMap(([department, prefix, titles]) =>
    titles.map((title, index): DemoCourse => {
      const year = Math.floor(index / 2) + 1;
      const semester = index % 2 === 0 ? 1 : 2;
      const elective = department !== "GSE" && department !== "EDF" && index === 5;
      return {
        code: `${prefix} ${year}${semester}1`,
        title,
        units: department === "GSE" ? 2 : 3,
        level: year * 100,
        semester,
        department,
        courseType: elective ? "elective" : "compulsory",
      };
    }),
  );
}

const CURRENT_SESSION = "2026/2027";

/**
 * Registration for the current session's first semester, for every programme and level with a
 * unit load (times in WAT),
 * open until the semester's examinations so the demo shows an open window through the semester.
 */
const OPEN_WINDOW = { opensAt: "2026-10-12T08:00:00+01:00", closesAt: "2027-01-29T17:00:00+01:00" };

/** [reg number, course code, status, reason]. */
const BORROWED: [regNumber: string, course: string, status: string, reason: string][] = [
  ["NCE/2025/CSC/0142", "PHY 111", "pending", "Second subject of the Computer Science and Physics option"],
  ["NCE/2025/BIO/0031", "CHM 111", "pending", "Required for the Biology and Chemistry option"],
  ["NCE/2024/MTH/0078", "CSC 211", "approved", "Elective recommended by the course adviser"],
  ["NCE/2025/ENG/0015", "YOR 111", "pending", "Second subject of the English and Yoruba option"],
  ["NCE/2025/AUT/0064", "BLD 111", "pending", "Required for the Automobile and Building Technology option"],
];

/** The demo heads: `hod` heads Building Technology, `dean` is dean of the School of Science Education. */
const DEMO_POSTS = {
  hod: { userName: "hod", department: "BLD" },
  dean: { userName: "dean", faculty: "SSE" },
};

/** [reg number, max units, reason] for the current session's first semester. */
const UNIT_LIMITS: [regNumber: string, maxUnits: number, reason: string][] = [
  ["NCE/2024/CSC/0009", 30, "Final year student with two carry-over courses"],
  ["NCE/2024/BED/0054", 28, "Carry-over from 200 level approved by the Academic Board"],
];

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

async function isEmpty(db: Db, table: string): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS "seeded"`,
  );
  return !row?.seeded;
}

async function count(db: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS "count" FROM ${sql.identifier(table)}`,
  );
  return row?.count ?? 0;
}

export interface CourseManagementSeeded {
  lecturers: number;
  courses: number;
  courseAssignments: number;
  unitLoads: number;
  registrationWindows: number;
  borrowedCourseRequests: number;
}

/** Seeds the demo college's lecturers and course management; answers how many rows each table got. */
export async function seedCourseManagement(db: Db): Promise<CourseManagementSeeded> {
  const seeded: CourseManagementSeeded = {
    lecturers: 0,
    courses: 0,
    courseAssignments: 0,
    unitLoads: 0,
    registrationWindows: 0,
    borrowedCourseRequests: 0,
  };

  if (await isEmpty(db, "lecturers")) {
    const rows = DEMO_LECTURERS.map((l, index) => {
      const email = `${l.firstName.charAt(0)}.${l.surname}@fcet.edu.ng`.toLowerCase();
      const phone = `0803${String(5550100 + index).padStart(7, "0")}`;
      return sql`(${l.staffNumber}, ${l.title}, ${l.surname}, ${l.firstName}, ${l.otherNames ?? null}, ${email}, ${phone}, ${l.department}, ${l.rank}, ${l.userName ?? null})`;
    });
    // A title or account that is not there (reference lists not seeded, accounts renamed) stays empty.
    await db.execute(sql`
      INSERT INTO lecturers (staff_number, title_id, surname, first_name, other_names, email, phone, department_id, rank, user_id)
      SELECT l.staff_number, t.id, l.surname, l.first_name, l.other_names, l.email, l.phone, d.id, l.rank, u.id
      FROM (VALUES ${values(rows)}) AS l (staff_number, title, surname, first_name, other_names, email, phone, department, rank, user_name)
      JOIN departments d ON d.code = l.department
      LEFT JOIN titles t ON t.name = l.title
      LEFT JOIN users u ON lower(u.user_name) = l.user_name
      ON CONFLICT DO NOTHING`);
    seeded.lecturers = await count(db, "lecturers");
  }

  if (await isEmpty(db, "courses")) {
    const rows = DEMO_COURSES.map(
      (c) =>
        sql`(${c.code}, ${c.title}, ${c.units}::integer, ${c.level}::integer, ${c.semester}::integer, ${c.department}, ${c.courseType})`,
    );
    await db.execute(sql`
      INSERT INTO courses (code, title, units, level_id, semester_id, department_id, course_type)
      SELECT c.code, c.title, c.units, lv.id, c.semester, d.id, c.course_type
      FROM (VALUES ${values(rows)}) AS c (code, title, units, level, semester, department, course_type)
      JOIN levels lv ON lv.value = c.level
      JOIN departments d ON d.code = c.department
      ON CONFLICT DO NOTHING`);
    seeded.courses = await count(db, "courses");
  }

  if (await isEmpty(db, "course_assignments")) {
    // Each course to its department's most senior lecturer in the current session, as its coordinator.
    const assigned = await queryRows<{ courseId: number; lecturerId: number; sessionId: number }>(
      db,
      sql`
      INSERT INTO course_assignments (course_id, lecturer_id, session_id, is_coordinator)
      SELECT c.id, l.id, s.id, true
      FROM courses c
      JOIN LATERAL (
        SELECT id FROM lecturers WHERE department_id = c.department_id AND active ORDER BY staff_number LIMIT 1
      ) l ON true
      JOIN academic_sessions s ON s.name = ${CURRENT_SESSION}
      ON CONFLICT DO NOTHING
      RETURNING course_id AS "courseId", lecturer_id AS "lecturerId", session_id AS "sessionId"`,
    );
    // Each lecturer hears of their courses as an assignment made on screen would tell them.
    for (const assignment of assigned) await notifyCourseAssigned(db, assignment);
    seeded.courseAssignments = await count(db, "course_assignments");
  }

  if (await isEmpty(db, "unit_loads")) {
    const rows = UNIT_LOADS.map(
      ([programme, level, semester, min, max]) =>
        sql`(${programme}, ${level}::integer, ${semester}::integer, ${min}::integer, ${max}::integer)`,
    );
    await db.execute(sql`
      INSERT INTO unit_loads (programme_id, level_id, semester_id, min_units, max_units)
      SELECT p.id, lv.id, u.semester, u.min_units, u.max_units
      FROM (VALUES ${values(rows)}) AS u (programme, level, semester, min_units, max_units)
      JOIN programmes p ON p.code = u.programme
      JOIN levels lv ON lv.value = u.level
      ON CONFLICT DO NOTHING`);
    seeded.unitLoads = await count(db, "unit_loads");
  }

  if (await isEmpty(db, "course_registration_windows")) {
    await db.execute(sql`
      INSERT INTO course_registration_windows (session_id, semester_id, level_id, programme_id, opens_at, closes_at, is_open)
      SELECT s.id, 1, u.level_id, u.programme_id, ${OPEN_WINDOW.opensAt}::timestamptz, ${OPEN_WINDOW.closesAt}::timestamptz, true
      FROM academic_sessions s
      JOIN unit_loads u ON u.semester_id = 1 AND u.active
      WHERE s.name = ${CURRENT_SESSION}
      ON CONFLICT DO NOTHING`);
    seeded.registrationWindows = await count(db, "course_registration_windows");
  }

  if (await isEmpty(db, "borrowed_course_requests")) {
    const rows = BORROWED.map(
      ([regNumber, course, status, reason]) => sql`(${regNumber}, ${course}, ${status}, ${reason})`,
    );
    await db.execute(sql`
      INSERT INTO borrowed_course_requests (student_id, course_id, session_id, semester_id, reason, status)
      SELECT st.id, c.id, s.id, c.semester_id, b.reason, b.status
      FROM (VALUES ${values(rows)}) AS b (reg_number, course, status, reason)
      JOIN students st ON st.reg_number = b.reg_number
      JOIN courses c ON c.code = b.course
      JOIN academic_sessions s ON s.name = ${CURRENT_SESSION}
      ON CONFLICT DO NOTHING`);
    seeded.borrowedCourseRequests = await count(db, "borrowed_course_requests");
  }

  if (await isEmpty(db, "student_unit_limits")) {
    const rows = UNIT_LIMITS.map(
      ([regNumber, max, reason]) => sql`(${regNumber}, ${max}::integer, ${reason})`,
    );
    await db.execute(sql`
      INSERT INTO student_unit_limits (student_id, session_id, semester_id, max_units, reason)
      SELECT st.id, s.id, 1, u.max_units, u.reason
      FROM (VALUES ${values(rows)}) AS u (reg_number, max_units, reason)
      JOIN students st ON st.reg_number = u.reg_number
      JOIN academic_sessions s ON s.name = ${CURRENT_SESSION}
      ON CONFLICT DO NOTHING`);
  }

  // The demo hod and dean hold their posts, so their dashboards list what they may approve.
  if (await isEmpty(db, "hod_assignments")) {
    await db.execute(sql`
      INSERT INTO hod_assignments (department_id, user_id)
      SELECT d.id, u.id FROM departments d, users u
      WHERE d.code = ${DEMO_POSTS.hod.department} AND lower(u.user_name) = ${DEMO_POSTS.hod.userName}`);
  }
  if (await isEmpty(db, "dean_assignments")) {
    await db.execute(sql`
      INSERT INTO dean_assignments (faculty_id, user_id)
      SELECT f.id, u.id FROM faculties f, users u
      WHERE f.code = ${DEMO_POSTS.dean.faculty} AND lower(u.user_name) = ${DEMO_POSTS.dean.userName}`);
  }

  if (await isEmpty(db, "student_registration_openings")) {
    await db.execute(sql`
      INSERT INTO student_registration_openings (student_id, session_id, semester_id, open_until, reason)
      SELECT st.id, s.id, 1, '2026-11-27'::date, 'School fees paid after the registration window closed'
      FROM academic_sessions s JOIN students st ON st.reg_number = 'NCE/2025/AGR/0120'
      WHERE s.name = ${CURRENT_SESSION}
      ON CONFLICT DO NOTHING`);
  }

  return seeded;
}
