import { escapeHtml } from "../mail/escapeHtml";
import type { MailMessage } from "../mail/mailer";

export interface ResetMailInput {
  to: string;
  fullName: string;
  link: string;
  collegeName: string;
  minutes: number;
}

/** The reset mail, as plain text and simple HTML (every value escaped). */
export function resetPasswordMail({ to, fullName, link, collegeName, minutes }: ResetMailInput): MailMessage {
  const subject = `${collegeName}: reset your portal password`;
  const text = [
    `Dear ${fullName},`,
    "",
    "Someone asked to reset the password of your portal account. To choose a new password, open:",
    "",
    link,
    "",
    `The link works once, for ${minutes} minutes. If you did not ask for this, ignore this mail; your password stays as it is.`,
    "",
    collegeName,
  ].join("\n");
  const html = `<p>Dear ${escapeHtml(fullName)},</p>
<p>Someone asked to reset the password of your portal account. To choose a new password, open:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once, for ${minutes} minutes. If you did not ask for this, ignore this mail; your password stays as it is.</p>
<p>${escapeHtml(collegeName)}</p>`;
  return { to, subject, text, html };
}
