import type { Config } from "../../config";
import type { Db } from "../../db/database";
import type { Mailer } from "./mailer";
import { outboxMailer } from "./outboxMailer";
import { smtpMailer, smtpTransport } from "./smtpMailer";

/** SMTP when SMTP_URL is set (in any environment); otherwise the database outbox. */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom">, db: Db): Mailer {
  return config.smtpUrl ? smtpMailer(smtpTransport(config.smtpUrl), config.mailFrom) : outboxMailer(db);
}
