import { type SQL, sql } from "drizzle-orm";
import type {
  AdmissionCountRow,
  AdmissionReport,
  AdmissionReportName,
  AdmissionReportQuery,
} from "../../../contract/admissionReports";
import { type Db, queryRows } from "../../db/database";
import type { Cell } from "../resources/spreadsheet";

/**
 * The admissions reports, added up in SQL (one round trip per grouping, each a GROUP BY).
 *
 * An application is an applicant (one per type, session and phone: `applicants`) with their
 * draft, if any (`application_drafts`). Its status is the furthest it has gone: admitted or not
 * admitted (the admission decision), else submitted, else "form in progress" (a saved draft),
 * else paid (a paid application invoice), else invoiced. Its programme is the first-choice
 * department of its form (`programme.departmentId`, every type has one) and its state the
 * personal step's state of origin (`personal.stateId`); both are "Not chosen yet" until saved.
 */

export const APPLICATION_STATUSES: Readonly<Record<string, string>> = {
  invoiced: "Invoice generated",
  paid: "Paid, form not started",
  in_progress: "Form in progress",
  submitted: "Submitted",
  admitted: "Admitted",
  not_admitted: "Not admitted",
};

export const STUDENT_STATUSES: Readonly<Record<string, string>> = {
  active: "Active",
  graduated: "Graduated",
  withdrawn: "Withdrawn",
  suspended: "Suspended",
};

/** The post-UTME types (the PUTME report) and JUPEB's. */
export const PUTME_TYPES = ["putme", "supplementary_putme"] as const;
export const JUPEB_TYPES = ["jupeb"] as const;

const TITLES: Record<AdmissionReportName, string> = {
  application: "Application reports",
  putme: "PUTME reports",
  jupeb: "JUPEB reports",
  registration_number: "Registration number reports",
};

const NOT_CHOSEN = "Not chosen yet";
const APPLICATION_FEE = 10;

/** A form value that is a whole number, as an integer (anything else: NULL, never an error). */
const intAt = (path: SQL) => sql`CASE WHEN (${path}) ~ '^[0-9]{1,9}$' THEN (${path})::int END`;

function applicationsCte(types: readonly string[] | undefined, query: AdmissionReportQuery): SQL {
  const where: SQL[] = [sql`TRUE`];
  if (query.sessionId !== undefined) where.push(sql`a.session_id = ${query.sessionId}`);
  if (query.applicationType !== undefined) where.push(sql`a.application_type_id = ${query.applicationType}`);
  if (types)
    where.push(
      sql`a.application_type_id IN (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  return sql`WITH apps AS (
    SELECT a.id, a.application_type_id AS type, d.data,
      CASE
        WHEN a.status IN ('admitted', 'not_admitted') THEN a.status
        WHEN d.submitted_at IS NOT NULL THEN 'submitted'
        WHEN d.id IS NOT NULL THEN 'in_progress'
        WHEN a.status = 'paid' OR EXISTS (SELECT 1 FROM invoices i WHERE i.applicant_id = a.id
          AND i.fee_purpose_id = ${APPLICATION_FEE} AND i.status = 'paid') THEN 'paid'
        ELSE 'invoiced'
      END AS status,
      ${intAt(sql`d.data -> 'programme' ->> 'departmentId'`)} AS department_id,
      ${intAt(sql`d.data -> 'personal' ->> 'stateId'`)} AS state_id,
      upper(d.data -> 'utme' ->> 'regNumber') AS jamb_number
    FROM applicants a
    LEFT JOIN application_drafts d ON d.applicant_id = a.id
    WHERE ${sql.join(where, sql` AND `)}
  )`;
}

type Counted = { key: string | null; label: string | null; count: number };

const rowsOf = (counted: Counted[], labelOf?: (key: string) => string): AdmissionCountRow[] =>
  counted.map(({ key, label, count }) => ({
    key: key ?? "",
    label: label ?? (key === null ? NOT_CHOSEN : (labelOf?.(key) ?? key)),
    count,
  }));

async function applicationGroups(
  db: Db,
  report: AdmissionReportName,
  query: AdmissionReportQuery,
  typeNames: ReadonlyMap<string, string>,
): Promise<AdmissionReport> {
  const types = report === "putme" ? PUTME_TYPES : report === "jupeb" ? JUPEB_TYPES : undefined;
  const apps = applicationsCte(types, query);
  const count = (select: SQL) => queryRows<Counted>(db, sql`${apps} ${select}`);
  const [totalRow] = await queryRows<{ total: number }>(
    db,
    sql`${apps} SELECT count(*)::int AS total FROM apps`,
  );
  const byType = await count(
    sql`SELECT type AS key, NULL AS label, count(*)::int AS count FROM apps GROUP BY type ORDER BY count DESC, type`,
  );
  const byProgramme =
    await count(sql`SELECT apps.department_id::text AS key, dep.name AS label, count(*)::int AS count
    FROM apps LEFT JOIN departments dep ON dep.id = apps.department_id
    GROUP BY apps.department_id, dep.name ORDER BY count DESC, dep.name NULLS LAST`);
  const byState = await count(sql`SELECT apps.state_id::text AS key, st.name AS label, count(*)::int AS count
    FROM apps LEFT JOIN states st ON st.id = apps.state_id
    GROUP BY apps.state_id, st.name ORDER BY count DESC, st.name NULLS LAST`);
  const byStatus = await count(
    sql`SELECT status AS key, NULL AS label, count(*)::int AS count FROM apps GROUP BY status ORDER BY count DESC, status`,
  );
  const groups: AdmissionReport["groups"] = [];
  if (report !== "jupeb")
    groups.push({
      name: "type",
      title: "Application type",
      rows: rowsOf(byType, (key) => typeNames.get(key) ?? key),
    });
  groups.push(
    { name: "programme", title: "Programme (first-choice department)", rows: rowsOf(byProgramme) },
    { name: "state", title: "State of origin", rows: rowsOf(byState) },
    { name: "status", title: "Status", rows: rowsOf(byStatus, (key) => APPLICATION_STATUSES[key] ?? key) },
  );
  if (report === "putme") {
    // The post-UTME score of the candidate's JAMB number (the PUTME result upload), in bands.
    const byScore = await count(sql`SELECT band AS key, band AS label, count(*)::int AS count FROM (
        SELECT CASE
          WHEN r.putme_score IS NULL THEN 'No result yet'
          WHEN r.putme_score >= 70 THEN '70–100'
          WHEN r.putme_score >= 60 THEN '60–69'
          WHEN r.putme_score >= 50 THEN '50–59'
          WHEN r.putme_score >= 40 THEN '40–49'
          ELSE '0–39' END AS band
        FROM apps
        LEFT JOIN jamb_candidates c ON c.reg_number = apps.jamb_number
        LEFT JOIN putme_results r ON r.jamb_candidate_id = c.id) banded
      GROUP BY band ORDER BY band = 'No result yet', band DESC`);
    groups.push({ name: "score", title: "PUTME score", rows: rowsOf(byScore) });
  }
  return { report, title: TITLES[report], unit: "applications", total: totalRow?.total ?? 0, groups };
}

async function studentGroups(db: Db, query: AdmissionReportQuery): Promise<AdmissionReport> {
  const where = query.sessionId === undefined ? sql`TRUE` : sql`s.session_of_entry_id = ${query.sessionId}`;
  const by = (column: string, table: string) =>
    queryRows<Counted>(
      db,
      sql`SELECT s.${sql.identifier(column)}::text AS key, x.name AS label, count(*)::int AS count
        FROM students s LEFT JOIN ${sql.identifier(table)} x ON x.id = s.${sql.identifier(column)}
        WHERE ${where} GROUP BY s.${sql.identifier(column)}, x.name ORDER BY count DESC, x.name`,
    );
  const [totalRow] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM students s WHERE ${where}`,
  );
  const byStatus = await queryRows<Counted>(
    db,
    sql`SELECT s.status AS key, NULL AS label, count(*)::int AS count FROM students s WHERE ${where}
      GROUP BY s.status ORDER BY count DESC, s.status`,
  );
  return {
    report: "registration_number",
    title: TITLES.registration_number,
    unit: "students",
    total: totalRow?.total ?? 0,
    groups: [
      { name: "programme", title: "Programme", rows: rowsOf(await by("programme_id", "programmes")) },
      { name: "department", title: "Department", rows: rowsOf(await by("department_id", "departments")) },
      {
        name: "studentType",
        title: "Student type",
        rows: rowsOf(await by("student_type_id", "student_types")),
      },
      { name: "status", title: "Status", rows: rowsOf(byStatus, (key) => STUDENT_STATUSES[key] ?? key) },
    ],
  };
}

export async function admissionReport(
  db: Db,
  report: AdmissionReportName,
  query: AdmissionReportQuery,
  typeNames: ReadonlyMap<string, string>,
): Promise<AdmissionReport> {
  return report === "registration_number"
    ? studentGroups(db, query)
    : applicationGroups(db, report, query, typeNames);
}

/** The report as one sheet: a row per grouping and value, with the total last. */
export function admissionReportSheet(report: AdmissionReport): Cell[][] {
  const rows: Cell[][] = [["Grouping", "Value", `Number of ${report.unit}`]];
  for (const group of report.groups)
    for (const row of group.rows) rows.push([group.title, row.label, row.count]);
  rows.push(["Total", "", report.total]);
  return rows;
}
