import { desc } from "drizzle-orm";
import type { Db } from "../../db/database";
import { outbox } from "../../db/mail";
import type { Mailer, MailMessage } from "./mailer";

/** Keeps mail in the `outbox` table instead of sending it (no SMTP server configured). */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: "outbox",
    async send(message: MailMessage) {
      await db.insert(outbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
      });
    },
    async close() {},
  };
}

export type OutboxMessage = typeof outbox.$inferSelect;

/** The newest kept messages first. */
export function listOutbox(db: Db, limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}
