import { sql } from "drizzle-orm";
import { createAccount, type NewAccount } from "../../modules/auth/accounts";
import type { Db } from "../database";
import { menuItems, roles, users } from "../identity";

/** The portal's roles (spec section 6) with their titles, menus and claims. Editable by admins later. */
const STUDENT_MENUS = [
  "dashboard",
  "profile",
  "academic_fees",
  "development_levy",
  "course_registration",
  "results",
  "siwes",
  "hostel",
];

const MENUS: [name: string, title: string][] = [
  ["dashboard", "Dashboard"],
  ["profile", "Profile"],
  ["academic_fees", "Academic Fees"],
  ["development_levy", "Development Levy"],
  ["course_registration", "Course Registration"],
  ["results", "Results"],
  ["siwes", "SIWES"],
  ["hostel", "Hostel"],
  ["applications", "Applications"],
  ["application_review", "Application Review"],
  ["approve_courses", "Approve Courses"],
  ["course_management", "Course Management"],
  ["fees_assignment", "Fees Assignment"],
  ["invoice_management", "Invoice Management"],
  ["notice_board", "Notice Board Setup"],
  ["my_class", "My Class"],
  ["my_courses", "My Courses"],
  ["reports", "Reports"],
  ["utilities", "Utilities"],
  ["result_management", "Result Management"],
  ["score_approval", "Score Sheet Approval"],
  ["student_management", "Student Management"],
  ["user_management", "User Management"],
  ["jamb_list_upload", "JAMB List Upload"],
  ["hostel_management", "Hostel Management"],
  ["application_reports", "Application Reports"],
  ["performance_evaluation", "Annual Performance Evaluation"],
  ["payments", "Payments"],
  ["school_setup", "School Setup"],
  ["impersonation", "Impersonate User"],
];

const STAFF_MENUS = MENUS.map(([name]) => name).filter((name) => !STUDENT_MENUS.slice(2).includes(name));

interface RoleSeed {
  title: string;
  menus: string[];
  claims?: string[];
}

export const ROLES: Record<string, RoleSeed> = {
  student: { title: "Student", menus: STUDENT_MENUS },
  lecturer: {
    title: "Lecturer",
    menus: ["dashboard", "profile", "my_courses", "my_class", "performance_evaluation"],
  },
  hod: {
    title: "Head of Department",
    menus: [
      "dashboard",
      "profile",
      "my_courses",
      "my_class",
      "approve_courses",
      "course_management",
      "student_management",
      "result_management",
      "score_approval",
    ],
  },
  dean: {
    title: "Dean of Faculty",
    menus: [
      "dashboard",
      "profile",
      "approve_courses",
      "course_management",
      "student_management",
      "result_management",
      "score_approval",
      "reports",
      "performance_evaluation",
    ],
  },
  registrar: {
    title: "Registrar",
    menus: [
      "dashboard",
      "profile",
      "applications",
      "application_review",
      "student_management",
      "school_setup",
      "course_management",
      "notice_board",
      "reports",
      "application_reports",
      "jamb_list_upload",
      "result_management",
      "score_approval",
      "utilities",
      "performance_evaluation",
    ],
  },
  bursar: {
    title: "Bursar",
    menus: ["dashboard", "profile", "fees_assignment", "invoice_management", "payments", "reports"],
  },
  admissions: {
    title: "Admissions Officer",
    menus: [
      "dashboard",
      "profile",
      "applications",
      "application_review",
      "application_reports",
      "jamb_list_upload",
      "utilities",
      "student_management",
    ],
  },
  hostel: { title: "Hostel Officer", menus: ["dashboard", "profile", "hostel_management", "reports"] },
  ictadmin: {
    title: "ICT Administrator",
    menus: [
      "dashboard",
      "profile",
      "user_management",
      "school_setup",
      "notice_board",
      "utilities",
      "course_management",
    ],
  },
  superadmin: { title: "Super Administrator", menus: STAFF_MENUS, claims: ["impersonate"] },
};

export const DEMO_PASSWORD = "Matric#2026";

export const DEMO_USERS: Omit<NewAccount, "password">[] = [
  {
    userName: "superadmin",
    fullName: "Super Administrator",
    userType: "official",
    roles: ["superadmin"],
    email: "superadmin@matric.local",
  },
  {
    userName: "registrar",
    fullName: "Mrs. Ngozi Okafor",
    userType: "official",
    roles: ["registrar"],
    email: "registrar@matric.local",
  },
  {
    userName: "bursar",
    fullName: "Alhaji Musa Bello",
    userType: "official",
    roles: ["bursar"],
    email: "bursar@matric.local",
  },
  {
    userName: "admissions",
    fullName: "Mr. Tunde Adeyemi",
    userType: "official",
    roles: ["admissions"],
    email: "admissions@matric.local",
  },
  {
    userName: "hostel",
    fullName: "Mrs. Funke Alabi",
    userType: "official",
    roles: ["hostel"],
    email: "hostel@matric.local",
  },
  {
    userName: "ictadmin",
    fullName: "Engr. Chidi Nwosu",
    userType: "official",
    roles: ["ictadmin"],
    email: "ict@matric.local",
  },
  {
    userName: "dean",
    fullName: "Prof. Aisha Garba",
    userType: "lecturer",
    roles: ["lecturer", "dean"],
    email: "dean@matric.local",
  },
  {
    userName: "hod",
    fullName: "Dr. Emeka Obi",
    userType: "lecturer",
    roles: ["lecturer", "hod"],
    email: "hod@matric.local",
  },
  {
    userName: "lecturer",
    fullName: "Mr. Yusuf Ibrahim",
    userType: "lecturer",
    roles: ["lecturer"],
    email: "lecturer@matric.local",
  },
  {
    userName: "student",
    fullName: "Adebayo Oluwaseun Adeyemi",
    userType: "student",
    roles: ["student"],
    email: "student@matric.local",
    birthday: "2004-03-12",
    studentTypeId: 1,
    displayCsatModal: true,
  },
  {
    userName: "pgstudent",
    fullName: "Blessing Chioma Eze",
    userType: "student",
    roles: ["student"],
    email: "pgstudent@matric.local",
    birthday: "1996-08-21",
    studentTypeId: 7,
  },
  {
    userName: "jupebstudent",
    fullName: "Ibrahim Sani Lawal",
    userType: "student",
    roles: ["student"],
    email: "jupeb@matric.local",
    birthday: "2007-01-30",
    studentTypeId: 50,
  },
  // Last, so the accounts above keep their ids: the head of Computer Science Education (`student`'s).
  {
    userName: "hodcsc",
    fullName: "Dr. Halima Bello",
    userType: "lecturer",
    roles: ["lecturer", "hod"],
    email: "hodcsc@matric.local",
  },
];

/**
 * Roles, menus and claims: reference data every installation needs, written on the first start
 * only (while there are no roles), so later edits by admins are never undone by a restart.
 */
export async function seedRolesAndMenus(db: Db): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(roles);
  if (count > 0) return false;
  await db
    .insert(menuItems)
    .values(MENUS.map(([name, title], index) => ({ name, title, sortOrder: index })))
    .onConflictDoNothing();
  await db
    .insert(roles)
    .values(Object.entries(ROLES).map(([name, role]) => ({ name, title: role.title })))
    .onConflictDoNothing();
  for (const [name, role] of Object.entries(ROLES)) {
    await db.execute(sql`
      INSERT INTO role_menus (role_id, menu_item_id)
      SELECT r.id, m.id FROM roles r JOIN menu_items m ON m.name IN (${sql.join(
        role.menus.map((menu) => sql`${menu}`),
        sql`, `,
      )})
      WHERE r.name = ${name}
      ON CONFLICT DO NOTHING`);
    for (const claim of role.claims ?? []) {
      await db.execute(sql`
        INSERT INTO role_claims (role_id, claim) SELECT id, ${claim} FROM roles WHERE name = ${name}
        ON CONFLICT DO NOTHING`);
    }
  }
  return true;
}

/** The demo accounts of the README, all with DEMO_PASSWORD; only while there are no users. */
export async function seedDemoAccounts(db: Db): Promise<number> {
  await seedRolesAndMenus(db);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return 0;
  for (const account of DEMO_USERS) await createAccount(db, { ...account, password: DEMO_PASSWORD });
  return DEMO_USERS.length;
}
