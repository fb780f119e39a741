import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { ConflictError } from "../../errors";
import { rowsOf } from "../resources/sqlRows";

/**
 * Whether an application type takes applications in a session (/applications/setup, resource file
 * schemas/resources/application-setup.json on the application fee's row, migration 0175): open or
 * closed, an opening date and a deadline, both days in West Africa Time and inclusive. Invoice
 * generation and submission ask it; a type without a setup row has no fee (invoices are refused
 * for that already) and no dates, so only its meta.json `open` applies.
 */
export interface ApplicationWindow {
  isOpen: boolean;
  /** yyyy-mm-dd, or null for no limit. */
  opensOn: string | null;
  deadline: string | null;
}

/** Today in Lagos (UTC+1 all year, no daylight saving), as yyyy-mm-dd. */
export function lagosDay(now: Date = new Date()): string {
  return new Date(now.getTime() + 60 * 60_000).toISOString().slice(0, 10);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2027-01-31" → "31 January 2027". */
export function longDate(day: string): string {
  const [year, month, date] = day.split("-");
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

export async function applicationWindow(
  db: Db,
  type: string,
  sessionId: number,
): Promise<ApplicationWindow | undefined> {
  const [row] = await rowsOf<{ is_open: boolean; opens_on: string | null; deadline: string | null }>(
    db,
    sql`SELECT is_open, to_char(opens_on, 'YYYY-MM-DD') AS opens_on, to_char(deadline, 'YYYY-MM-DD') AS deadline
      FROM application_fees WHERE application_type = ${type} AND session_id = ${sessionId}`,
  );
  return row ? { isOpen: row.is_open, opensOn: row.opens_on, deadline: row.deadline } : undefined;
}

/** Why `window` takes no applications today, or undefined when it does. */
export function windowRefusal(
  typeName: string,
  sessionName: string,
  window: ApplicationWindow | undefined,
  { open = true, now = new Date() }: { open?: boolean; now?: Date } = {},
): string | undefined {
  if (!open || (window && !window.isOpen))
    return `Applications for ${typeName} are closed for the ${sessionName} session.`;
  if (!window) return undefined;
  const today = lagosDay(now);
  if (window.opensOn && today < window.opensOn)
    return `Applications for ${typeName} (${sessionName}) open on ${longDate(window.opensOn)}.`;
  if (window.deadline && today > window.deadline)
    return `The deadline for ${typeName} applications (${sessionName}) was ${longDate(window.deadline)}; applications are closed.`;
  return undefined;
}

/** Throws 409 with the reason when the type takes no applications in the session today. */
export async function assertApplicationsOpen(
  db: Db,
  type: { id: string; name: string; open: boolean },
  sessionId: number,
  now: Date = new Date(),
): Promise<void> {
  const window = await applicationWindow(db, type.id, sessionId);
  if (type.open && !window) return;
  const [session] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM academic_sessions WHERE id = ${sessionId}`,
  );
  const refusal = windowRefusal(type.name, session?.name ?? String(sessionId), window, {
    open: type.open,
    now,
  });
  if (refusal) throw new ConflictError(refusal);
}
