import { sql } from "drizzle-orm";
import {
  type ApplicationType,
  ApplicationTypeError,
  applicationFile,
} from "../../../schema/applicationTypes";
import { type Db, queryRows } from "../../db/database";

/**
 * Every application type's `studentTypeId` must be a row of `student_types` (migrations 0020,
 * 0033): an applicant admitted under a type becomes a student of that type. Checked when the
 * server starts, after the migrations, so a folder naming a missing type never serves.
 */
export async function checkStudentTypeRows(db: Db, types: readonly ApplicationType[]): Promise<void> {
  if (types.length === 0) return;
  const ids = [...new Set(types.map((type) => type.meta.studentTypeId))];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM student_types WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const found = new Set(rows.map((row) => Number(row.id)));
  const problems = types
    .filter((type) => !found.has(type.meta.studentTypeId))
    .map(
      ({ meta }) =>
        `${applicationFile(meta.id, "meta")}: "studentTypeId" ${meta.studentTypeId} is not a row of student_types (add it with a migration)`,
    );
  if (problems.length > 0) throw new ApplicationTypeError(problems);
}
