import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../database";
import { insertStudents } from "./insertStudents";
import { generateStudents, type StudentSeed } from "./studentPopulation";

/**
 * The demo college's students (development only): the three demo student accounts' records, the
 * students the course-management demo rows name (seed/courses.ts), and a generated body of
 * students across the programmes, departments and levels. Seeded only while there are no students,
 * so a restart never duplicates rows nor undoes what someone changed. No sign-in accounts are made
 * for the generated students (hashing hundreds of passwords would slow every first start).
 */

/** Generated students besides the named ones. */
export const DEMO_STUDENT_COUNT = 300;

type Named = Pick<
  StudentSeed,
  "regNumber" | "lastName" | "firstName" | "middleName" | "gender" | "dateOfBirth"
> &
  Partial<StudentSeed>;

/** The common case of a named student: an active full-time NCE student who came in through UTME. */
function nceStudent(student: Named): StudentSeed {
  const [, year = "2025", department = "CSC"] = student.regNumber.split("/");
  return {
    email: `${student.firstName}.${student.lastName}@students.fcet.edu.ng`.toLowerCase(),
    mobileNumber: "08030000000",
    nin: "",
    state: "OY",
    homeTown: "Oyo",
    contactAddress: "Students' Hostel, Federal College of Education (Technical)",
    programme: "NCE",
    department,
    option: null,
    level: year === "2024" ? 300 : year === "2025" ? 200 : 100,
    studentTypeId: 1,
    modeOfEntry: "UTME",
    modeOfStudy: "Full-time",
    session: `${year}/${Number(year) + 1}`,
    status: "active",
    nextOfKinName: `Mr. ${student.lastName}`,
    nextOfKinRelationship: "Father",
    nextOfKinMobileNumber: "08039999999",
    userName: null,
    ...student,
  };
}

/** The demo accounts' own records (README "Demo accounts"), linked to their accounts. */
export const DEMO_ACCOUNT_STUDENTS: StudentSeed[] = [
  nceStudent({
    regNumber: "NCE/2025/CSC/0101",
    lastName: "Adeyemi",
    firstName: "Adebayo",
    middleName: "Oluwaseun",
    gender: "Male",
    dateOfBirth: "2004-03-12",
    email: "student@matric.local",
    mobileNumber: "08031234567",
    state: "OY",
    homeTown: "Ogbomoso",
    option: "Computer Science and Physics",
    nextOfKinName: "Olufemi Adeyemi",
    userName: "student",
  }),
  nceStudent({
    regNumber: "PGDE/2026/EDF/0001",
    lastName: "Eze",
    firstName: "Blessing",
    middleName: "Chioma",
    gender: "Female",
    dateOfBirth: "1996-08-21",
    email: "pgstudent@matric.local",
    mobileNumber: "08061234567",
    state: "EN",
    homeTown: "Nsukka",
    programme: "PGDE",
    department: "EDF",
    level: 100,
    studentTypeId: 7,
    modeOfEntry: "Direct Entry",
    modeOfStudy: "Part-time",
    session: "2026/2027",
    nextOfKinName: "Chukwuemeka Eze",
    nextOfKinRelationship: "Guardian",
    userName: "pgstudent",
  }),
  nceStudent({
    regNumber: "JUPEB/2026/GSE/0001",
    lastName: "Lawal",
    firstName: "Ibrahim",
    middleName: "Sani",
    gender: "Male",
    dateOfBirth: "2007-01-30",
    email: "jupeb@matric.local",
    mobileNumber: "08071234567",
    state: "KN",
    homeTown: "Kano",
    programme: "JUPEB",
    department: "GSE",
    level: 100,
    studentTypeId: 50,
    session: "2026/2027",
    nextOfKinName: "Sani Lawal",
    userName: "jupebstudent",
  }),
];

/** The students seed/courses.ts's unit limits, late opening and borrowed-course requests name. */
export const COURSE_DEMO_STUDENTS: StudentSeed[] = [
  nceStudent({
    regNumber: "NCE/2025/CSC/0142",
    lastName: "Okafor",
    firstName: "Chinedu",
    middleName: "Paul",
    gender: "Male",
    dateOfBirth: "2005-06-02",
    option: "Computer Science and Physics",
  }),
  nceStudent({
    regNumber: "NCE/2025/BIO/0031",
    lastName: "Ibrahim",
    firstName: "Zainab",
    middleName: null,
    gender: "Female",
    dateOfBirth: "2005-11-19",
    option: "Biology and Chemistry",
    state: "KD",
    homeTown: "Zaria",
  }),
  nceStudent({
    regNumber: "NCE/2024/MTH/0078",
    lastName: "Ogunleye",
    firstName: "Damilola",
    middleName: "Grace",
    gender: "Female",
    dateOfBirth: "2004-02-07",
    option: "Mathematics and Computer Science",
  }),
  nceStudent({
    regNumber: "NCE/2025/ENG/0015",
    lastName: "Akinola",
    firstName: "Segun",
    middleName: null,
    gender: "Male",
    dateOfBirth: "2005-09-23",
    option: "English and Yoruba",
    state: "OS",
    homeTown: "Osogbo",
  }),
  nceStudent({
    regNumber: "NCE/2025/AUT/0064",
    lastName: "Bello",
    firstName: "Aminu",
    middleName: "Musa",
    gender: "Male",
    dateOfBirth: "2005-04-14",
    state: "KN",
    homeTown: "Wudil",
  }),
  nceStudent({
    regNumber: "NCE/2024/CSC/0009",
    lastName: "Nwosu",
    firstName: "Ifeoma",
    middleName: "Ada",
    gender: "Female",
    dateOfBirth: "2003-12-01",
    option: "Computer Science and Physics",
    state: "IM",
    homeTown: "Owerri",
  }),
  nceStudent({
    regNumber: "NCE/2024/BED/0054",
    lastName: "Etim",
    firstName: "Aniekan",
    middleName: null,
    gender: "Male",
    dateOfBirth: "2003-07-30",
    state: "AK",
    homeTown: "Uyo",
  }),
  nceStudent({
    regNumber: "NCE/2025/AGR/0120",
    lastName: "Garba",
    firstName: "Hauwa",
    middleName: null,
    gender: "Female",
    dateOfBirth: "2005-01-09",
    state: "BA",
    homeTown: "Bauchi",
  }),
];

/** Every demo student, named ones first; generated matric numbers never repeat a named one. */
export function demoStudents(): StudentSeed[] {
  // Named students' NINs come before the generated ones' (20000000000 and up).
  const named = [...DEMO_ACCOUNT_STUDENTS, ...COURSE_DEMO_STUDENTS].map((student, index) => ({
    ...student,
    nin: String(10_000_000_001 + index),
  }));
  const generated = generateStudents({
    count: DEMO_STUDENT_COUNT,
    seed: 2026,
    firstSerial: 1,
    ninOffset: 0,
    taken: new Set(named.map((student) => student.regNumber)),
    takenEmails: new Set(named.map((student) => student.email)),
  });
  return [...named, ...generated];
}

/** Seeds the demo students while there are none; answers how many it added. */
export async function seedDemoStudents(db: Db): Promise<number> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM students) AS "any"`);
  if (row?.any) return 0;
  return insertStudents(db, demoStudents());
}
