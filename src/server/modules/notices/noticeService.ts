import { and, asc, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { Notice, NoticeCategory } from "../../../contract/notices";
import type { Db } from "../../db/database";
import { noticeCategories, notices } from "../../db/schema";
import { ValidationError } from "../../errors";
import { cleanHtml } from "../../html/cleanHtml";

/** A notice as the API shows it (spec section 3, "Notice"; src/contract/notices.ts). */
export type NoticeView = Notice;

export interface NoticeInput {
  title: string;
  category: string;
  description: string;
  startDate: Date;
  endDate?: Date | null;
  senderName: string;
  active?: boolean;
}

/** At most this many notices reach the landing page; older ones stay on the notice board. */
export const RECENT_NOTICE_LIMIT = 50;

function toView(row: typeof notices.$inferSelect): NoticeView {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    startDate: row.startDate.toISOString(),
    senderName: row.senderName,
  };
}

/** Active notices that have started and not yet ended at `now`, newest first. */
export async function listCurrentNotices(db: Db, now: Date = new Date()): Promise<NoticeView[]> {
  const rows = await db
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.active, true),
        lte(notices.startDate, now),
        or(isNull(notices.endDate), gte(notices.endDate, now)),
      ),
    )
    .orderBy(desc(notices.startDate), desc(notices.id))
    .limit(RECENT_NOTICE_LIMIT);
  return rows.map(toView);
}

export async function listNoticeCategories(db: Db): Promise<NoticeCategory[]> {
  return db.select().from(noticeCategories).orderBy(asc(noticeCategories.id));
}

export async function createNotice(db: Db, input: NoticeInput): Promise<NoticeView> {
  const description = cleanHtml(input.description);
  const errors = [];
  if (!input.title.trim()) errors.push({ path: "title", message: "please input a title" });
  if (!description) errors.push({ path: "description", message: "please input a description" });
  if (!input.senderName.trim())
    errors.push({ path: "senderName", message: "please input the sender's name" });
  if (input.endDate && input.endDate < input.startDate) {
    errors.push({ path: "endDate", message: "end date must not be before the start date" });
  }
  if (errors.length > 0) throw new ValidationError(errors);
  const [row] = await db
    .insert(notices)
    .values({
      title: input.title.trim(),
      category: input.category.trim(),
      description,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      senderName: input.senderName.trim(),
      active: input.active ?? true,
    })
    .returning();
  return toView(row!);
}
