import { type SQL, sql } from "drizzle-orm";
import type { FeeReport, FeeReportQuery, FeeReportRow } from "../../../../contract/staffPayments";
import type { Db } from "../../../db/database";
import { ValidationError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";

type GroupRow = { label: string; count: number | string; total: number | string };

/** The report's days are the college's calendar days (Lagos), whatever the server's zone. */
const PAID_DAY = sql`(p.created_at AT TIME ZONE 'Africa/Lagos')::date`;

/** The WHERE of a report: credited payments narrowed by the query's filters. */
export function feeReportWhere(query: FeeReportQuery): SQL {
  if (query.from && query.to && query.from > query.to)
    throw new ValidationError([{ path: "to", message: "to must be on or after from" }]);
  const parts: SQL[] = [sql`p.outcome = 'credited'`];
  if (query.sessionId !== undefined) parts.push(sql`i.session_id = ${query.sessionId}`);
  if (query.feePurposeId !== undefined) parts.push(sql`i.fee_purpose_id = ${query.feePurposeId}`);
  if (query.from) parts.push(sql`${PAID_DAY} >= ${query.from}::date`);
  if (query.to) parts.push(sql`${PAID_DAY} <= ${query.to}::date`);
  return sql.join(parts, sql` AND `);
}

const FROM = sql`FROM payments p JOIN invoices i ON i.id = p.invoice_id
LEFT JOIN students s ON s.id = i.student_id
LEFT JOIN programmes pr ON pr.id = s.programme_id
LEFT JOIN departments d ON d.id = s.department_id
JOIN fee_purposes fp ON fp.id = i.fee_purpose_id
JOIN academic_sessions ac ON ac.id = i.session_id`;

function rowOf(row: GroupRow): FeeReportRow {
  return { label: row.label, count: Number(row.count), total: Number(row.total) };
}

/**
 * Totals of credited payments by purpose, session, programme, department and day. Applicants
 * (no programme or department yet) are grouped as "Applicants". Sums are done by the database in
 * bigint and read back as numbers: kobo totals stay far below 2^53.
 */
export async function feeReport(db: Db, query: FeeReportQuery): Promise<FeeReport> {
  const where = feeReportWhere(query);
  const grouped = async (label: SQL, order: SQL): Promise<FeeReportRow[]> =>
    (
      await rowsOf<GroupRow>(
        db,
        sql`SELECT ${label} AS label, count(*) AS count, coalesce(sum(p.amount), 0) AS total
${FROM} WHERE ${where} GROUP BY 1 ORDER BY ${order}`,
      )
    ).map(rowOf);
  const [all] = await rowsOf<GroupRow>(
    db,
    sql`SELECT '' AS label, count(*) AS count, coalesce(sum(p.amount), 0) AS total ${FROM} WHERE ${where}`,
  );
  return {
    count: Number(all?.count ?? 0),
    total: Number(all?.total ?? 0),
    byPurpose: await grouped(sql`fp.name`, sql`1`),
    bySession: await grouped(sql`ac.name`, sql`1`),
    byProgramme: await grouped(sql`coalesce(pr.name, 'Applicants')`, sql`1`),
    byDepartment: await grouped(sql`coalesce(d.name, 'Applicants')`, sql`1`),
    byDay: await grouped(sql`to_char(${PAID_DAY}, 'YYYY-MM-DD')`, sql`1`),
  };
}

/** The report as spreadsheet rows: a header, then each grouping's rows, amounts in naira. */
export function feeReportSheet(report: FeeReport): (string | number)[][] {
  const naira = (kobo: number) => kobo / 100;
  const rows: (string | number)[][] = [["Grouping", "Label", "Payments", "Amount (NGN)"]];
  const sections: [string, FeeReportRow[]][] = [
    ["Purpose", report.byPurpose],
    ["Session", report.bySession],
    ["Programme", report.byProgramme],
    ["Department", report.byDepartment],
    ["Day", report.byDay],
  ];
  for (const [grouping, groupRows] of sections)
    for (const row of groupRows) rows.push([grouping, row.label, row.count, naira(row.total)]);
  rows.push(["Total", "All credited payments", report.count, naira(report.total)]);
  return rows;
}
