import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../src/server/db/database";
import { nceAnswers } from "../journey/fillNceForm";

/**
 * What the e2e database lacks and no screen of a new type's journey makes: a current session (the
 * bursar prices the type for it) and a second department (the NCE form's alternate must differ from
 * the first choice). Another spec on the worker may have made either already. Answers the current
 * session's name.
 */
export async function prepareTypeJourney(db: Db): Promise<string> {
  await db.execute(sql`
    INSERT INTO academic_sessions (name, start_date, end_date, is_current)
    VALUES ('2026/2027', '2026-10-05', '2027-08-27', false) ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    UPDATE academic_sessions SET is_current = true
    WHERE name = '2026/2027' AND NOT EXISTS (SELECT 1 FROM academic_sessions WHERE is_current)`);
  const [current] = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM academic_sessions WHERE is_current`,
  );
  await db.execute(sql`INSERT INTO departments (name, code, faculty_id)
    VALUES (${nceAnswers().programme.alternateDepartment}, 'TED', 1) ON CONFLICT DO NOTHING`);
  if (!current) throw new Error("no current session after making one");
  return current.name;
}
