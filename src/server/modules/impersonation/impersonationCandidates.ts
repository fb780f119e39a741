import { sql } from "drizzle-orm";
import { IMPERSONATE_CLAIM, type ImpersonationCandidate } from "../../../contract/impersonation";
import { SUPER_ADMIN_ROLE } from "../../../schema/access";
import { type Db, queryRows } from "../../db/database";

/** At most this many names answer one search: the dialog is a picker, not a user list. */
export const CANDIDATE_LIMIT = 10;

/** `\`, `%` and `_` are LIKE's own characters: a search for "a_b" means the text "a_b". */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Users the impersonation dialog may offer for `search` (user name or full name, contains):
 * active, not `selfId`, and holding no active super-admin role or impersonate claim. The service
 * checks the chosen one again; this only keeps names that would be refused out of the list.
 */
export async function findCandidates(
  db: Db,
  selfId: number,
  search: string,
): Promise<ImpersonationCandidate[]> {
  const pattern = likePattern(search.trim());
  return queryRows<ImpersonationCandidate>(
    db,
    sql`SELECT u.id, u.user_name AS "userName", u.full_name AS "fullName", u.user_type AS "userType"
        FROM users u
        WHERE u.active AND u.id <> ${selfId}
          AND (lower(u.user_name) LIKE ${pattern} OR lower(u.full_name) LIKE ${pattern})
          AND NOT EXISTS (
            SELECT 1 FROM user_roles ur
            JOIN roles r ON r.id = ur.role_id AND r.active
            LEFT JOIN role_claims rc ON rc.role_id = r.id
            WHERE ur.user_id = u.id AND (r.name = ${SUPER_ADMIN_ROLE} OR rc.claim = ${IMPERSONATE_CLAIM}))
        ORDER BY lower(u.user_name)
        LIMIT ${CANDIDATE_LIMIT}`,
  );
}
