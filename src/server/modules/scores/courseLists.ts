import { type SQL, sql } from "drizzle-orm";
import { SHEET_STATUS_LABEL } from "../../../contract/scores";

/** A sheet status as people read it ("HOD approved"), from the contract's one table of labels. */
function sheetStatusLabel(status: SQL): SQL {
  const cases = Object.entries(SHEET_STATUS_LABEL).map(([value, label]) => sql`WHEN ${value} THEN ${label}`);
  return sql`CASE ${status} ${sql.join(cases, sql` `)} END`;
}

/**
 * The named query of /records' Grid (`schemas/lists/assigned-courses.json`): one row per course
 * assignment — the course, the session, the lecturer's user, how many students registered it
 * (approved registrations) and its score sheet's status. The route scopes it to the caller's
 * own assignments (`lecturer_user_id`), as `teaches` does for the sheet.
 */
export const ASSIGNED_COURSE_LIST = sql`SELECT c.id, ca.session_id, c.semester_id, l.user_id AS lecturer_user_id,
  c.code, c.title, c.units, lv.name AS level,
  (SELECT count(*)::int FROM course_registration_courses rc
    JOIN course_registrations r ON r.id = rc.registration_id
    WHERE rc.course_id = c.id AND r.session_id = ca.session_id AND r.status = 'approved') AS registered,
  ${sheetStatusLabel(sql`coalesce(sh.status, 'draft')`)} AS sheet_status,
  CASE WHEN coalesce(sh.status, 'draft') = 'draft' THEN sh.return_reason END AS return_reason
FROM course_assignments ca
JOIN lecturers l ON l.id = ca.lecturer_id
JOIN courses c ON c.id = ca.course_id
JOIN levels lv ON lv.id = c.level_id
LEFT JOIN score_sheets sh ON sh.course_id = c.id AND sh.session_id = ca.session_id`;
