/**
 * The academic term a dashboard speaks about: a session and the college's current semester.
 * Semesters are not per session in this portal (one row is current at a time), so the semester
 * is always the current one, whichever session is shown.
 */
export interface NamedRef {
  id: number;
  name: string;
}

export interface DashboardSession extends NamedRef {
  isCurrent: boolean;
}

export interface DashboardTerm {
  /** Null when no session is marked current (a fresh installation). */
  session: DashboardSession | null;
  semester: NamedRef | null;
}

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
