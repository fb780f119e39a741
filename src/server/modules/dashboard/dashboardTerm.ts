import type { DashboardTerm } from "../../../contract/dashboard";

/**
 * The academic term a dashboard speaks about (src/contract/dashboard.ts): a session and the
 * college's current semester. Semesters are not per session in this portal (one row is current at
 * a time), so the semester is always the current one, whichever session is shown.
 */

/** The term columns every dashboard query selects, by these aliases. */
export interface TermColumns {
  sessionId: number | null;
  sessionName: string | null;
  sessionIsCurrent: boolean | null;
  semesterId: number | null;
  semesterName: string | null;
}

export function termOf(row: TermColumns): DashboardTerm {
  return {
    session:
      row.sessionId === null || row.sessionName === null
        ? null
        : { id: row.sessionId, name: row.sessionName, isCurrent: row.sessionIsCurrent === true },
    semester:
      row.semesterId === null || row.semesterName === null
        ? null
        : { id: row.semesterId, name: row.semesterName },
  };
}
