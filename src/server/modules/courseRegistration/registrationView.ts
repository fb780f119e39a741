import { type SQL, sql } from "drizzle-orm";
import type {
  RegisteredCourse,
  Registration,
  RegistrationSummary,
} from "../../../contract/courseRegistration";
import type { Db } from "../../db/database";
import { NotFoundError } from "../../errors";
import { rowsOf } from "../resources/sqlRows";

type Status = Registration["status"];

interface SlipRow {
  id: number;
  studentId: number;
  regNumber: string;
  fullName: string;
  sessionId: number;
  sessionName: string;
  semesterId: number;
  semesterName: string;
  levelId: number;
  levelName: string;
  programmeId: number;
  programmeName: string;
  departmentId: number;
  departmentName: string;
  status: Status;
  minUnits: number;
  maxUnits: number;
  totalUnits: number;
  decidedBy: string | null;
  decidedAt: Date | string | null;
  remark: string | null;
  createdAt: Date | string;
  studentUserId: number | null;
}

const iso = (at: Date | string): string => new Date(at).toISOString();

function slipQuery(where: SQL): SQL {
  return sql`SELECT r.id, st.id AS "studentId", st.reg_number AS "regNumber", st.full_name AS "fullName",
      st.user_id AS "studentUserId",
      s.id AS "sessionId", s.name AS "sessionName", sem.id AS "semesterId", sem.name AS "semesterName",
      lv.id AS "levelId", lv.name AS "levelName", p.id AS "programmeId", p.name AS "programmeName",
      d.id AS "departmentId", d.name AS "departmentName", r.status, r.min_units AS "minUnits",
      r.max_units AS "maxUnits", r.total_units AS "totalUnits", u.full_name AS "decidedBy",
      r.decided_at AS "decidedAt", r.remark, r.created_at AS "createdAt"
    FROM course_registrations r
    JOIN students st ON st.id = r.student_id
    JOIN academic_sessions s ON s.id = r.session_id
    JOIN semesters sem ON sem.id = r.semester_id
    JOIN levels lv ON lv.id = r.level_id
    JOIN programmes p ON p.id = r.programme_id
    JOIN departments d ON d.id = r.department_id
    LEFT JOIN users u ON u.id = r.decided_by
    WHERE ${where}`;
}

function summaryOf(row: SlipRow): RegistrationSummary {
  return {
    id: row.id,
    student: { id: row.studentId, regNumber: row.regNumber, fullName: row.fullName },
    session: { id: row.sessionId, name: row.sessionName },
    semester: { id: row.semesterId, name: row.semesterName },
    level: { id: row.levelId, name: row.levelName },
    department: { id: row.departmentId, name: row.departmentName },
    status: row.status,
    totalUnits: row.totalUnits,
    createdAt: iso(row.createdAt),
  };
}

/** The slip's identity for access checks: whose it is and which class it belongs to. */
export interface SlipOwner {
  id: number;
  studentUserId: number | null;
  departmentId: number;
  levelId: number;
  sessionId: number;
  semesterId: number;
  status: Status;
}

export async function slipOwner(db: Db, id: number): Promise<SlipOwner | undefined> {
  const [row] = await rowsOf<SlipOwner>(
    db,
    sql`SELECT r.id, st.user_id AS "studentUserId", r.department_id AS "departmentId", r.level_id AS "levelId",
          r.session_id AS "sessionId", r.semester_id AS "semesterId", r.status
        FROM course_registrations r JOIN students st ON st.id = r.student_id WHERE r.id = ${id}`,
  );
  return row;
}

/** One slip with its courses; `NotFoundError` when there is none. */
export async function registrationView(db: Db, id: number): Promise<Registration> {
  const [row] = await rowsOf<SlipRow>(db, slipQuery(sql`r.id = ${id}`));
  if (!row) throw new NotFoundError("Course registration not found");
  const courses = await rowsOf<RegisteredCourse>(
    db,
    sql`SELECT c.id AS "courseId", c.code, c.title, rc.units, rc.kind
        FROM course_registration_courses rc JOIN courses c ON c.id = rc.course_id
        WHERE rc.registration_id = ${id} ORDER BY c.code`,
  );
  return {
    ...summaryOf(row),
    programme: { id: row.programmeId, name: row.programmeName },
    minUnits: row.minUnits,
    maxUnits: row.maxUnits,
    courses,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt === null ? null : iso(row.decidedAt),
    remark: row.remark,
  };
}

/** Slips matching `where`, newest term first. */
export async function registrationSummaries(db: Db, where: SQL, limit = 500): Promise<RegistrationSummary[]> {
  const rows = await rowsOf<SlipRow>(
    db,
    sql`${slipQuery(where)} ORDER BY s.start_date DESC, sem.id DESC, st.reg_number LIMIT ${limit}`,
  );
  return rows.map(summaryOf);
}
