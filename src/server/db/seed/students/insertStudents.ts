import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../database";
import type { StudentSeed } from "./studentPopulation";

/**
 * Rows per INSERT: 27 parameters each, well under PostgreSQL's 65,535, and small enough that
 * PGlite never holds a huge statement.
 */
export const STUDENT_BATCH_SIZE = 1000;

function rowOf(s: StudentSeed): SQL {
  return sql`(${s.regNumber}, ${s.lastName}, ${s.firstName}, ${s.middleName}, ${s.gender}, ${s.dateOfBirth}::date,
    ${s.email}, ${s.mobileNumber}, ${s.nin}, ${s.state}, ${s.homeTown}, ${s.contactAddress}, ${s.programme},
    ${s.department}, ${s.option}, ${s.level}::integer, ${s.studentTypeId}::integer, ${s.modeOfEntry},
    ${s.modeOfStudy}, ${s.session}, ${s.status}, ${s.nextOfKinName}, ${s.nextOfKinRelationship},
    ${s.nextOfKinMobileNumber}, ${s.userName})`;
}

/**
 * Inserts one batch of students, turning codes and names into ids; answers how many were added.
 * A student whose programme, department, level, student type, modes or session is not there is
 * left out (the demo college not seeded), and one whose matric number, email, NIN or account is
 * already taken is skipped: running the same set again adds nothing.
 */
export async function insertStudentBatch(db: Db, batch: readonly StudentSeed[]): Promise<number> {
  if (batch.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    INSERT INTO students (
      reg_number, last_name, first_name, middle_name, gender_id, date_of_birth, email, mobile_number, nin,
      country_id, state_id, lga_id, home_town, contact_address, permanent_address, programme_id,
      department_id, department_option_id, level_id, student_type_id, mode_of_entry_id, mode_of_study_id,
      session_of_entry_id, status, next_of_kin_name, next_of_kin_relationship_id, next_of_kin_mobile_number,
      next_of_kin_address, user_id)
    SELECT v.reg_number, v.last_name, v.first_name, v.middle_name, g.id, v.date_of_birth, v.email,
      v.mobile_number, v.nin, c.id, st.id,
      -- One of the state's LGAs, picked by the NIN so the same student always gets the same one.
      (SELECT l.id FROM lgas l WHERE l.state_id = st.id ORDER BY l.id
        OFFSET (v.nin::bigint % greatest(1, (SELECT count(*) FROM lgas WHERE state_id = st.id))) LIMIT 1),
      v.home_town, v.contact_address, v.contact_address, p.id, d.id, o.id, lv.id, t.id, me.id, ms.id, se.id,
      v.status, v.kin_name, r.id, v.kin_mobile, v.contact_address, u.id
    FROM (VALUES ${sql.join(batch.map(rowOf), sql`, `)}) AS v (
      reg_number, last_name, first_name, middle_name, gender, date_of_birth, email, mobile_number, nin,
      state, home_town, contact_address, programme, department, option, level, student_type_id,
      mode_of_entry, mode_of_study, session, status, kin_name, kin_relationship, kin_mobile, user_name)
    JOIN programmes p ON p.code = v.programme
    JOIN departments d ON d.code = v.department
    JOIN levels lv ON lv.value = v.level
    JOIN student_types t ON t.id = v.student_type_id
    JOIN modes_of_entry me ON me.name = v.mode_of_entry
    JOIN modes_of_study ms ON ms.name = v.mode_of_study
    JOIN academic_sessions se ON se.name = v.session
    LEFT JOIN department_options o ON o.name = v.option AND o.department_id = d.id
    LEFT JOIN genders g ON g.name = v.gender
    LEFT JOIN countries c ON c.code = 'NG'
    LEFT JOIN states st ON st.code = v.state
    LEFT JOIN relationships r ON r.name = v.kin_relationship
    LEFT JOIN users u ON lower(u.user_name) = lower(v.user_name)
    ORDER BY v.reg_number
    ON CONFLICT DO NOTHING
    RETURNING id`,
  );
  return rows.length;
}

/** Inserts `students` batch by batch, telling `progress` after each; answers how many were added. */
export async function insertStudents(
  db: Db,
  students: readonly StudentSeed[],
  progress?: (done: number, added: number) => void,
): Promise<number> {
  let added = 0;
  for (let start = 0; start < students.length; start += STUDENT_BATCH_SIZE) {
    const batch = students.slice(start, start + STUDENT_BATCH_SIZE);
    added += await insertStudentBatch(db, batch);
    progress?.(start + batch.length, added);
  }
  return added;
}
