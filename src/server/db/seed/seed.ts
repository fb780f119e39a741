import { sql } from "drizzle-orm";
import { createNotice } from "../../modules/notices/noticeService";
import type { Db } from "../database";
import { notices } from "../schema";
import { seedBursary } from "./bursary";
import { seedChangeOfDepartmentDemo } from "./changeOfDepartment";
import { seedCourseRegistration } from "./courseRegistration";
import { seedCourseManagement } from "./courses";
import { seedDemoResults } from "./demoResults";
import { seedFeeSetup } from "./feeSetup";
import { seedHostels } from "./hostels";
import { DEMO_PASSWORD, DEMO_USERS, seedDemoAccounts } from "./identity";
import { demoNotices } from "./notices";
import { seedPaidDemoFees } from "./paidDemoFees";
import { seedPerformanceEvaluations } from "./performanceEvaluations";
import { seedProgrammeLinks } from "./programmeLinks";
import { seedReferenceLists } from "./referenceLists";
import { seedReferralsAndVerifications } from "./referralsAndVerifications";
import { seedSchoolSetup } from "./schoolSetup";
import { seedScoreSheetDemo } from "./scores";
import { seedDemoStudents } from "./students/demoStudents";

/** A person who can sign in with the demo data; printed at start and listed in the README. */
export interface DemoAccount {
  userName: string;
  password: string;
  role: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map((user) => ({
  userName: user.userName,
  password: DEMO_PASSWORD,
  role: user.roles.join(", "),
}));

/**
 * Seeds demo data for development. Idempotent: each area is seeded only while its table is
 * empty, so restarting never duplicates rows and never overwrites what someone changed.
 */
export async function seedDemoData(
  db: Db,
  now: Date = new Date(),
): Promise<{ notices: number; accounts: number }> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(notices);
  let seeded = 0;
  if (count === 0) {
    for (const notice of demoNotices(now)) {
      await createNotice(db, notice);
      seeded++;
    }
  }
  const accounts = await seedDemoAccounts(db);
  await seedReferenceLists(db);
  await seedSchoolSetup(db);
  await seedProgrammeLinks(db); // after the school setup it links
  await seedDemoStudents(db); // after the accounts, the setup and the links (JUPEB) it points at
  await seedCourseManagement(db); // after the school setup and the students it looks up
  await seedCourseRegistration(db); // after the students, sessions and lecturers it links
  await seedScoreSheetDemo(db); // after the courses, their lecturers and the registration windows
  await seedFeeSetup(db); // after the sessions, programmes and levels it prices
  await seedBursary(db); // after the fee setup it invoices by and the students it invoices (first: it seeds only while no payment exists)
  await seedPaidDemoFees(db); // after the fee setup and the students who pay
  await seedHostels(db); // after the genders, student types and the current session it points at
  await seedChangeOfDepartmentDemo(db); // after the accounts, the courses' HOD posts, the students and the fee setup
  await seedDemoResults(db); // after the courses, the students, the grade bands and the fee setup (a paid transcript request)
  await seedPerformanceEvaluations(db, now); // after the demo accounts and the lecturers it evaluates
  await seedReferralsAndVerifications(db); // after the students, the fee setup and the staff accounts
  return { notices: seeded, accounts };
}
