import { escapeHtml } from "../mail/escapeHtml";
import type { MailMessage } from "../mail/mailer";

export interface SetupMailInput {
  to: string;
  fullName: string;
  userName: string;
  link: string;
  collegeName: string;
  minutes: number;
}

/** The first-time setup mail: a single-use link to choose the account's first password. */
export function setupPasswordMail({
  to,
  fullName,
  userName,
  link,
  collegeName,
  minutes,
}: SetupMailInput): MailMessage {
  const subject = `${collegeName}: set up your portal account`;
  const text = [
    `Dear ${fullName},`,
    "",
    `To finish setting up your portal account (user name ${userName}), choose your password here:`,
    "",
    link,
    "",
    `The link works once, for ${minutes} minutes. If you did not ask for this, ignore this mail.`,
    "",
    collegeName,
  ].join("\n");
  const html = `<p>Dear ${escapeHtml(fullName)},</p>
<p>To finish setting up your portal account (user name <strong>${escapeHtml(userName)}</strong>), choose your password here:</p>
<p><a href="${escapeHtml(link)}">Set my password</a></p>
<p>The link works once, for ${minutes} minutes. If you did not ask for this, ignore this mail.</p>
<p>${escapeHtml(collegeName)}</p>`;
  return { to, subject, text, html };
}

/**
 * Sent instead of a setup link when someone setting up an account gives an address that another
 * account already uses: the owner of the address learns of it, and the person setting up (who
 * sees the same answer either way) learns nothing about which addresses have accounts.
 */
export function addressInUseMail({ to, collegeName }: { to: string; collegeName: string }): MailMessage {
  const subject = `${collegeName}: your email address was given for another account`;
  const lines = [
    "Someone setting up a new portal account gave this email address, which your portal account already uses, so it was not added to the new account.",
    "If that was you, set up the new account with a different email address, or ask the ICT unit to help.",
    "If it was not you, no action is needed; your account has not changed.",
  ];
  const text = ["Hello,", "", ...lines.flatMap((line) => [line, ""]), collegeName].join("\n");
  const html = `<p>Hello,</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}\n<p>${escapeHtml(collegeName)}</p>`;
  return { to, subject, text, html };
}
