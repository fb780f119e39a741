import { expect } from "@playwright/test";
import { sql } from "drizzle-orm";
import { queryRows } from "../../src/server/db/database";
import type { E2EServer } from "../fixtures";

/**
 * The newest one-time code mailed to `email`: the e2e server sends no mail, it keeps each message
 * in its outbox table, where the applicant's inbox is read (sign-in and student-profile codes).
 */
export async function latestApplicantCode(server: E2EServer, email: string): Promise<string> {
  const [mail] = await queryRows<{ text_body: string }>(
    server.database.db,
    sql`SELECT text_body FROM outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
  );
  const code = /\b(\d{6})\b/.exec(mail?.text_body ?? "")?.[1] ?? "";
  expect(code, `a 6-digit code in the newest mail to ${email}`).toMatch(/^\d{6}$/);
  return code;
}
