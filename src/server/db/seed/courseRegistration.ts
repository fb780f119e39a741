import { sql } from "drizzle-orm";
import type { Db } from "../database";

/**
 * Computer Science Education's further 200-level first-semester courses, so the demo `student`
 * can reach the NCE unit load (15–24 units) with their department's and General Studies' courses:
 * CSC 211 (3) and GSE 211 (2) from the catalogue, these 14 units, one of them an elective.
 * Part of the catalogue (seed/courses.ts adds them to DEMO_COURSES).
 */
export const DEMO_REGISTRATION_COURSES = [
  { code: "CSC 212", title: "Object-Oriented Programming", units: 3, courseType: "compulsory" as const },
  { code: "CSC 213", title: "Discrete Structures", units: 3, courseType: "compulsory" as const },
  { code: "CSC 214", title: "Operating Systems", units: 3, courseType: "compulsory" as const },
  { code: "CSC 215", title: "Numerical Methods", units: 3, courseType: "compulsory" as const },
  { code: "CSC 216", title: "Web Technologies", units: 2, courseType: "elective" as const },
].map((course) => ({ ...course, level: 200, semester: 1 as const, department: "CSC" }));

/**
 * Demo course registration (issue 13): the `lecturer` account (Mr. Yusuf Ibrahim, Computer
 * Science Education) advises the demo `student`'s class — Computer Science Education, 200 level,
 * the current session — so the student can register the first semester's courses (the window and
 * unit loads come from seed/courses.ts) and the adviser can approve them at /approve_courses.
 * Idempotent: a class that already has an adviser keeps theirs.
 */
export async function seedCourseRegistration(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO course_adviser_assignments (department_id, level_id, session_id, user_id)
    SELECT st.department_id, st.level_id, s.id, u.id
    FROM students st
    JOIN users su ON su.id = st.user_id AND lower(su.user_name) = 'student'
    JOIN academic_sessions s ON s.is_current
    JOIN users u ON lower(u.user_name) = 'lecturer'
    WHERE NOT EXISTS (
      SELECT 1 FROM course_adviser_assignments c
      WHERE c.department_id = st.department_id AND c.level_id = st.level_id AND c.session_id = s.id AND c.active
    )`);
}
