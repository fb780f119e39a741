import { and, isNull, lt } from "drizzle-orm";
import { applicationDrafts } from "../../db/applications";
import type { Db } from "../../db/database";

/** A draft nobody saved for this long is abandoned and deleted; submitted applications stay. */
export const DRAFT_ABANDONED_DAYS = 30;

/** Deletes abandoned drafts (index application_drafts_abandoned_idx); answers how many. */
export async function deleteAbandonedDrafts(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DRAFT_ABANDONED_DAYS * 86_400_000);
  const gone = await db
    .delete(applicationDrafts)
    .where(and(isNull(applicationDrafts.submittedAt), lt(applicationDrafts.updatedAt, before)))
    .returning({ id: applicationDrafts.id });
  return gone.length;
}
