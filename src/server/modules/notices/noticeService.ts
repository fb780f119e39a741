import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Notice, NoticeCategory } from "../../../contract/notices";
import { POSTGRADUATE_PROGRAMME_GROUP } from "../../../schema/letters";
import { type Db, queryRows } from "../../db/database";
import { noticeCategories, notices } from "../../db/schema";
import { ValidationError } from "../../errors";
import { cleanHtml } from "../../html/cleanHtml";
import type { AuthUser } from "../auth/accessToken";
import { audiencesOf, type NoticeReader } from "./noticeAudience";

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

/**
 * Who is reading, for the notices meant for them: signed out is a visitor; a student is
 * postgraduate when their student type belongs to the postgraduate programme group.
 */
export async function noticeReaderOf(db: Db, user: AuthUser | undefined): Promise<NoticeReader> {
  if (!user) return { kind: "public" };
  if (user.userType !== "student") return { kind: "staff" };
  const [row] = await queryRows<{ group: number | null }>(
    db,
    sql`SELECT t.programme_group_id AS "group" FROM users u
        LEFT JOIN student_types t ON t.id = u.student_type_id WHERE u.id = ${user.id}`,
  );
  return { kind: "student", postgraduate: row?.group === POSTGRADUATE_PROGRAMME_GROUP };
}

/**
 * Active notices that have started and not yet ended at `now`, newest first, of the categories
 * meant for `reader` (a visitor by default).
 */
export async function listCurrentNotices(
  db: Db,
  reader: NoticeReader = { kind: "public" },
  now: Date = new Date(),
): Promise<NoticeView[]> {
  const rows = await db
    .select({ notice: notices })
    .from(notices)
    .innerJoin(noticeCategories, eq(noticeCategories.name, notices.category))
    .where(
      and(
        eq(notices.active, true),
        lte(notices.startDate, now),
        or(isNull(notices.endDate), gte(notices.endDate, now)),
        inArray(noticeCategories.audience, audiencesOf(reader)),
      ),
    )
    .orderBy(desc(notices.startDate), desc(notices.id))
    .limit(RECENT_NOTICE_LIMIT);
  return rows.map((row) => toView(row.notice));
}

export async function listNoticeCategories(db: Db): Promise<NoticeCategory[]> {
  return db
    .select({ id: noticeCategories.id, name: noticeCategories.name })
    .from(noticeCategories)
    .orderBy(asc(noticeCategories.id));
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
