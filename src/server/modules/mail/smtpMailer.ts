import nodemailer, { type Transporter } from "nodemailer";
import type { Mailer, MailMessage } from "./mailer";

/** Real mail over SMTP (SMTP_URL, e.g. smtps://user:pass@mail.example.org:465). */
export function smtpMailer(transport: Transporter, from: string): Mailer {
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
      });
    },
    async close() {
      transport.close();
    },
  };
}

/** A pooled SMTP transport for `url`; nodemailer reads host, port, TLS and credentials from it. */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport(url);
}
