import { sql } from "drizzle-orm";
import { ADMISSION_LIST_COLUMNS, type AdmissionUploadResult } from "../../../contract/admissions";
import { formatApplicationNumber, parseApplicationNumber } from "../../../schema/applicationNumber";
import type { ApplicationType } from "../../../schema/applicationTypes";
import type { Db } from "../../db/database";
import { type FieldError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { rowsOf } from "../resources/sqlRows";
import type { ParsedSheet } from "../resources/uploadParser";
import { MAX_REPORTED_ERRORS } from "../resources/uploadService";
import {
  type AdmissionDecision,
  becameStudentMessage,
  entryLevelOf,
  loadPlacementLists,
  type Named,
  placementProblems,
  saveAdmissionDecisions,
} from "./admissionDecisions";

type Column = (typeof ADMISSION_LIST_COLUMNS)[number];
const REQUIRED_COLUMNS: Column[] = ["Application Number", "Status"];
/** Each column's field name in row errors ("row 3.programme"). */
const FIELD: Record<Column, string> = {
  "Application Number": "applicationNumber",
  Status: "status",
  Programme: "programme",
  Department: "department",
  "Course Option": "courseOption",
  Level: "level",
};

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

function mapHeader(header: readonly string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  header.forEach((cell, index) => {
    const column = ADMISSION_LIST_COLUMNS.find((name) => normal(name) === normal(cell));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0)
    throw new ValidationError([
      {
        path: "file",
        message: `The file has no ${missing.map((name) => `"${name}"`).join(" or ")} column. Use the template's header: ${ADMISSION_LIST_COLUMNS.join(", ")}.`,
      },
    ]);
  return columns;
}

const ADMITTED = new Set(["admitted", "admit", "yes", "y"]);
const NOT_ADMITTED = new Set(["not admitted", "not_admitted", "notadmitted", "rejected", "no", "n"]);

/** Finds a row by code or name, whatever the case. */
function byCodeOrName<T extends Named>(rows: readonly T[], text: string): T | undefined {
  const wanted = normal(text);
  return rows.find((row) => normal(row.name) === wanted || (row.code && normal(row.code) === wanted));
}

type Decision = AdmissionDecision & { rowNumber: number };

interface ApplicantRow {
  id: number;
  application_type_id: string;
  session_id: number;
  session_name: string;
  submitted: boolean;
  matric_number: string | null;
}

/**
 * Reads the admissions office's list: every row names an applicant by application number and
 * says admitted (with programme, department, optional course option and level) or not admitted.
 * All or nothing: any row's problem and nothing is saved; the answer names each row and field.
 * Otherwise one transaction writes every decision (a later list may change a decision until the
 * applicant has created their student record) and one audit entry.
 */
export async function uploadAdmissionList(
  db: Db,
  types: readonly ApplicationType[],
  sheet: ParsedSheet,
  actor: AuditActor,
  fileName: string | undefined,
): Promise<AdmissionUploadResult | { errors: FieldError[] }> {
  const columns = mapHeader(sheet.header);
  const rows = sheet.rows.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0)
    throw new ValidationError([{ path: "file", message: "The file has a header but no rows." }]);

  const lists = await loadPlacementLists(db);
  const { programmes, departments, options, levels } = lists;

  const errors: FieldError[] = [];
  const fail = (rowNumber: number, column: Column, message: string) =>
    errors.push({ path: `row ${rowNumber}.${FIELD[column]}`, message });
  const cell = (cells: readonly string[], column: Column) => {
    const index = columns.get(column);
    return index === undefined ? "" : (cells[index]?.trim() ?? "");
  };

  // First pass: the numbers, so the applicants are read in one query.
  const parsed = rows.map(({ rowNumber, cells }) => ({
    rowNumber,
    cells,
    number: parseApplicationNumber(cell(cells, "Application Number")),
  }));
  const ids = [...new Set(parsed.flatMap((row) => (row.number ? [row.number.applicantId] : [])))];
  const applicants = new Map<number, ApplicantRow>();
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const found = await rowsOf<ApplicantRow>(
      db,
      sql`SELECT a.id, a.application_type_id, a.session_id, s.name AS session_name,
  (d.submitted_at IS NOT NULL) AS submitted, st.reg_number AS matric_number
FROM applicants a JOIN academic_sessions s ON s.id = a.session_id
LEFT JOIN application_drafts d ON d.applicant_id = a.id
LEFT JOIN students st ON st.applicant_id = a.id
WHERE a.id IN (${sql.join(
        chunk.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const row of found) applicants.set(row.id, row);
  }

  const decisions: Decision[] = [];
  const seen = new Map<number, number>();
  for (const { rowNumber, cells, number } of parsed) {
    const before = errors.length;
    const typed = cell(cells, "Application Number");
    if (!typed) {
      fail(
        rowNumber,
        "Application Number",
        "Enter the applicant's application number (e.g. NCE/2026/000012).",
      );
      continue;
    }
    const applicant = number ? applicants.get(number.applicantId) : undefined;
    if (
      !number ||
      !applicant ||
      applicant.application_type_id !== number.applicationTypeId ||
      applicant.session_name.slice(0, 4) !== number.year
    ) {
      fail(rowNumber, "Application Number", `No applicant has the application number "${typed}".`);
      continue;
    }
    const applicationNumber = formatApplicationNumber(
      applicant.application_type_id,
      applicant.session_name,
      applicant.id,
    );
    const earlier = seen.get(applicant.id);
    if (earlier !== undefined) {
      fail(
        rowNumber,
        "Application Number",
        `${applicationNumber} is already on row ${earlier} of this file.`,
      );
      continue;
    }
    seen.set(applicant.id, rowNumber);
    if (!applicant.submitted)
      fail(rowNumber, "Application Number", `${applicationNumber} has not submitted an application.`);
    if (applicant.matric_number)
      fail(rowNumber, "Application Number", becameStudentMessage(applicationNumber, applicant.matric_number));
    const statusText = normal(cell(cells, "Status"));
    const status = ADMITTED.has(statusText)
      ? "admitted"
      : NOT_ADMITTED.has(statusText)
        ? "not_admitted"
        : undefined;
    if (!status) {
      fail(rowNumber, "Status", 'Write "Admitted" or "Not Admitted".');
      continue;
    }
    const decision: Decision = {
      rowNumber,
      path: `row ${rowNumber}.applicationNumber`,
      applicantId: applicant.id,
      applicationNumber,
      status,
      programmeId: null,
      departmentId: null,
      departmentOptionId: null,
      levelId: null,
      sessionId: applicant.session_id,
    };
    if (status === "admitted") {
      const type = types.find((candidate) => candidate.meta.id === applicant.application_type_id);
      const programmeText = cell(cells, "Programme");
      const departmentText = cell(cells, "Department");
      const programme = programmeText ? byCodeOrName(programmes, programmeText) : undefined;
      const department = departmentText ? byCodeOrName(departments, departmentText) : undefined;
      if (!programmeText)
        fail(rowNumber, "Programme", "An admitted applicant needs the programme (its code or name).");
      else if (!programme) fail(rowNumber, "Programme", `"${programmeText}" is not one of the programmes.`);
      if (!departmentText)
        fail(rowNumber, "Department", "An admitted applicant needs the department (its code or name).");
      else if (!department)
        fail(rowNumber, "Department", `"${departmentText}" is not one of the departments.`);
      for (const problem of placementProblems(lists, type?.meta, programme, department))
        fail(rowNumber, problem.field === "programme" ? "Programme" : "Department", problem.message);
      const optionText = cell(cells, "Course Option");
      if (optionText && department) {
        const option = options.find(
          (row) => row.department_id === department.id && normal(row.name) === normal(optionText),
        );
        if (!option)
          fail(rowNumber, "Course Option", `"${optionText}" is not a course option of ${department.name}.`);
        else decision.departmentOptionId = option.id;
      }
      const levelText = cell(cells, "Level");
      const entry = entryLevelOf(lists, programme);
      const level = levelText ? byCodeOrName(levels, levelText) : entry.level;
      if (!level) fail(rowNumber, "Level", `"${levelText || entry.value}" is not one of the levels.`);
      decision.programmeId = programme?.id ?? null;
      decision.departmentId = department?.id ?? null;
      decision.levelId = level?.id ?? null;
    }
    if (errors.length === before) decisions.push(decision);
  }
  if (errors.length > 0) return { errors: errors.slice(0, MAX_REPORTED_ERRORS) };

  await saveAdmissionDecisions(db, decisions, actor.actorId, async (tx) => {
    const admitted = decisions.filter((decision) => decision.status === "admitted").length;
    await recordAudit(tx, {
      ...actor,
      action: "upload",
      entity: "admission_decisions",
      entityId: null,
      after: {
        file: fileName ?? null,
        saved: decisions.length,
        admitted,
        notAdmitted: decisions.length - admitted,
        applicationNumbers: decisions
          .slice(0, 500)
          .map((decision) => `${decision.applicationNumber}:${decision.status}`),
      },
    });
  });
  const admitted = decisions.filter((decision) => decision.status === "admitted").length;
  return { saved: decisions.length, admitted, notAdmitted: decisions.length - admitted };
}

/**
 * The admission list (`schemas/lists/admission-list.json`): one row per decision with the
 * application number as applicants know it, for `listEndpoint` to page, search, filter and export.
 */
export const ADMISSION_LIST = sql`SELECT ad.id,
  upper(a.application_type_id) || '/' || coalesce(left(s.name, 4), '0000') || '/' || lpad(a.id::text, 6, '0')
    AS application_number,
  concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS full_name, a.mobile_number,
  a.application_type_id, a.session_id,
  CASE ad.status WHEN 'admitted' THEN 'Admitted' ELSE 'Not admitted' END AS status,
  p.name AS programme, d.name AS department, o.name AS course_option, l.name AS level,
  u.full_name AS decided_by, ad.decided_at, st.reg_number AS matric_number
FROM admission_decisions ad
JOIN applicants a ON a.id = ad.applicant_id
JOIN academic_sessions s ON s.id = a.session_id
LEFT JOIN programmes p ON p.id = ad.programme_id
LEFT JOIN departments d ON d.id = ad.department_id
LEFT JOIN department_options o ON o.id = ad.department_option_id
LEFT JOIN levels l ON l.id = ad.level_id
LEFT JOIN users u ON u.id = ad.decided_by
LEFT JOIN students st ON st.applicant_id = a.id`;
