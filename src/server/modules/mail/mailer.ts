/** One message to one person. `html` is optional: every message has a plain-text body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Where mail goes. Services depend on this, never on nodemailer or the outbox, so the same code
 * sends real mail in production and keeps it for inspection in development and tests.
 */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP pool); a no-op for the outbox. */
  close(): Promise<void>;
}

/** Sends `message` through the app's mailer. */
export function sendMail(mailer: Mailer, message: MailMessage): Promise<void> {
  return mailer.send(message);
}
