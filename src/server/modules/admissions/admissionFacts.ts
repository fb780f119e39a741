import { type SQL, sql } from "drizzle-orm";
import { formatApplicationNumber, parseApplicationNumber } from "../../../schema/applicationNumber";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { localPhone } from "../../../schema/phoneNumber";
import type { Db } from "../../db/database";
import { rowsOf } from "../resources/sqlRows";

/** An applicant with their application and admission decision, as the admitted journey reads them. */
export interface ApplicantFacts {
  id: number;
  application_type_id: string;
  session_id: number;
  session_name: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  email: string | null;
  mobile_number: string;
  submitted: boolean;
  data: Record<string, unknown> | null;
  decision: "admitted" | "not_admitted" | null;
  programme_id: number | null;
  programme: string | null;
  programme_code: string | null;
  department_id: number | null;
  department: string | null;
  department_code: string | null;
  department_option_id: number | null;
  course_option: string | null;
  level_id: number | null;
  level: string | null;
  matric_number: string | null;
  student_id: number | null;
}

const SELECT_FACTS = sql`SELECT a.id, a.application_type_id, a.session_id, s.name AS session_name,
  a.last_name, a.first_name, a.middle_name, a.email, a.mobile_number,
  (d.submitted_at IS NOT NULL) AS submitted, d.data,
  ad.status AS decision, ad.programme_id, p.name AS programme, p.code AS programme_code,
  ad.department_id, dp.name AS department, dp.code AS department_code,
  ad.department_option_id, o.name AS course_option, ad.level_id, l.name AS level,
  st.reg_number AS matric_number, st.id AS student_id
FROM applicants a
JOIN academic_sessions s ON s.id = a.session_id
LEFT JOIN application_drafts d ON d.applicant_id = a.id
LEFT JOIN admission_decisions ad ON ad.applicant_id = a.id
LEFT JOIN programmes p ON p.id = ad.programme_id
LEFT JOIN departments dp ON dp.id = ad.department_id
LEFT JOIN department_options o ON o.id = ad.department_option_id
LEFT JOIN levels l ON l.id = ad.level_id
LEFT JOIN students st ON st.applicant_id = a.id`;

export async function applicantFactsWhere(
  db: Db,
  where: SQL,
  suffix: SQL = sql``,
): Promise<ApplicantFacts[]> {
  return rowsOf<ApplicantFacts>(db, sql`${SELECT_FACTS} WHERE ${where} ${suffix}`);
}

export function applicationNumberOf(
  facts: Pick<ApplicantFacts, "application_type_id" | "session_name" | "id">,
) {
  return formatApplicationNumber(facts.application_type_id, facts.session_name, facts.id);
}

/**
 * The applicant an application number (NCE/2026/000012) or a JAMB registration number (UTME or
 * direct entry, spaces and case ignored) names,
 * together with the phone number the application was made with; undefined when they do not
 * match (a wrong phone is the same "no match": it tells a guesser nothing).
 */
export async function applicantByReference(
  db: Db,
  reference: string,
  phoneNumber: string,
): Promise<ApplicantFacts | undefined> {
  const phone = localPhone(phoneNumber);
  const number = parseApplicationNumber(reference);
  if (number) {
    const [row] = await applicantFactsWhere(
      db,
      sql`a.id = ${number.applicantId} AND a.application_type_id = ${number.applicationTypeId}
        AND left(s.name, 4) = ${number.year} AND a.mobile_number = ${phone}`,
    );
    return row;
  }
  const regNumber = reference.replace(/\s+/g, "").toUpperCase();
  const [row] = await applicantFactsWhere(
    db,
    sql`a.mobile_number = ${phone} AND (${sql.join(
      JAMB_NUMBER_PATHS.map(
        (path) =>
          sql`upper(regexp_replace(d.data #>> ${`{${path.join(",")}}`}, '[[:space:]]', '', 'g')) = ${regNumber}`,
      ),
      sql` OR `,
    )})`,
    sql`ORDER BY (ad.id IS NOT NULL) DESC, a.id DESC LIMIT 1`,
  );
  return row;
}

/**
 * Where an application holds the applicant's JAMB number: the UTME step of the post-UTME,
 * degree and transfer types, the direct-entry step of the direct-entry types (their JAMB DE
 * number), and the programme step of the NCE form (only if they sat the UTME).
 */
export const JAMB_NUMBER_PATHS = [
  ["utme", "regNumber"],
  ["directEntry", "regNumber"],
  ["programme", "regNumber"],
] as const;

/** The application type of an applicant (its meta.json), which every applicant row names. */
export function typeOf(
  types: readonly ApplicationType[],
  facts: Pick<ApplicantFacts, "application_type_id">,
) {
  const type = types.find((candidate) => candidate.meta.id === facts.application_type_id);
  if (!type) throw new Error(`applicant of unknown application type ${facts.application_type_id}`);
  return type;
}

/** A section of the application's data, as an object (empty when absent). */
export function sectionOf(facts: Pick<ApplicantFacts, "data">, name: string): Record<string, unknown> {
  const section = facts.data?.[name];
  return section && typeof section === "object" && !Array.isArray(section)
    ? (section as Record<string, unknown>)
    : {};
}

/** Mode of study: what the application chose, else the type's (part-time types study part-time). */
export function modeOfStudyOf(facts: Pick<ApplicantFacts, "data">, type: ApplicationType): number {
  const chosen = sectionOf(facts, "programme").modeOfStudyId;
  if (typeof chosen === "number" && Number.isInteger(chosen)) return chosen;
  return type.meta.partTime ? 2 : 1;
}

/**
 * Mode of entry by application type (modes_of_entry: 1 UTME, 2 Direct Entry, 3 Pre-NCE, 4
 * Transfer): direct-entry types by direct entry, Pre-NCE by Pre-NCE, transfers by transfer, the
 * rest through the UTME/college admission exercise.
 */
const MODE_OF_ENTRY: Record<string, number> = { direct_entry: 2, de_degree: 2, pre_nce: 3, uni_transfer: 4 };
export function modeOfEntryOf(facts: Pick<ApplicantFacts, "application_type_id">): number {
  return MODE_OF_ENTRY[facts.application_type_id] ?? 1;
}

export function fullNameOf(facts: Pick<ApplicantFacts, "last_name" | "first_name" | "middle_name">) {
  return [facts.first_name, facts.middle_name, facts.last_name].filter(Boolean).join(" ");
}
