import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { formatApplicationNumber } from "../../../src/schema/applicationNumber";
import { type Db, queryRows } from "../../../src/server/db/database";
import { makeApplicant, type TestApplicant } from "../../support/applicantSession";
import { validNceApplication } from "../../support/nceFixtures";
import { multipartFile } from "../../support/resourceRequests";
import { bearer } from "../../support/sessionToken";

export interface SubmittedApplicant extends TestApplicant {
  applicationNumber: string;
  fullName: string;
}

let nin = 0;

/** An NCE applicant with a paid application invoice, a live applicant session and a submitted application. */
export async function submittedApplicant(db: Db): Promise<SubmittedApplicant> {
  const applicant = await makeApplicant(db, "nce");
  const data = validNceApplication();
  nin += 1;
  data.personal = {
    ...data.personal,
    email: applicant.email,
    mobileNumber: applicant.phoneNumber,
    nin: `7${String(process.pid % 100_000).padStart(5, "0")}${String(nin).padStart(5, "0")}`,
  };
  await db.execute(sql`INSERT INTO application_drafts (application_type, data, applicant_id, submitted_at)
    VALUES ('nce', ${JSON.stringify(data)}::jsonb, ${applicant.applicantId}, now())`);
  await db.execute(sql`UPDATE applicants SET status = 'submitted' WHERE id = ${applicant.applicantId}`);
  const [row] = await queryRows<{ session_name: string; first_name: string; last_name: string }>(
    db,
    sql`SELECT s.name AS session_name, a.first_name, a.last_name FROM applicants a
      JOIN academic_sessions s ON s.id = a.session_id WHERE a.id = ${applicant.applicantId}`,
  );
  return {
    ...applicant,
    applicationNumber: formatApplicationNumber("nce", row!.session_name, applicant.applicantId),
    fullName: `${row!.first_name} ${row!.last_name}`,
  };
}

/** A department that offers the NCE programme (the demo college's). */
export async function nceDepartmentCode(db: Db): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    db,
    sql`SELECT d.code FROM programme_departments pd JOIN departments d ON d.id = pd.department_id
      JOIN programmes p ON p.id = pd.programme_id
      WHERE p.code = 'NCE' AND pd.active AND d.active ORDER BY d.id LIMIT 1`,
  );
  if (!row) throw new Error("no department offers NCE in the demo data");
  return row.code;
}

export const ADMISSIONS_OFFICER = {
  id: 990_001,
  userName: "admissions-test",
  userType: "official",
  roles: ["admissions"],
  claims: [],
};

/** Uploads a CSV admission list as the admissions officer. */
export async function uploadList(app: FastifyInstance, rows: string[][], fileName = "admission-list.csv") {
  const csv = rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(",")).join("\n");
  const file = multipartFile(fileName, Buffer.from(csv), "text/csv");
  return app.inject({
    method: "POST",
    url: "/api/AdmissionList/upload",
    headers: { ...file.headers, ...(await bearer(app, ADMISSIONS_OFFICER)) },
    payload: file.payload,
  });
}

export const HEADER = ["Application Number", "Status", "Programme", "Department", "Course Option", "Level"];

/** A paid acceptance invoice for the applicant, written straight into the database. */
export async function payAcceptanceDirectly(db: Db, applicantId: number): Promise<void> {
  await db.execute(sql`INSERT INTO invoices (applicant_id, fee_purpose_id, session_id, payment_type, description, items, total, status, paid_at)
    SELECT ${applicantId}, 2, session_id, 'Full', 'Acceptance Fee', '[]'::jsonb, 2500000, 'paid', now()
    FROM applicants WHERE id = ${applicantId}`);
}
