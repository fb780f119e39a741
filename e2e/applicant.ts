import { expect, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { choosePayOutcome } from "../tests/support/paymentsTestApp";
import type { E2EServer } from "./fixtures";

export interface PaidApplicationInvoice {
  type: string;
  invoiceNumber: string;
  rrr: string;
  phoneNumber: string;
  email: string;
}

let counter = 0;

/**
 * The one thing the e2e server does not seed: a current session with an application fee for
 * `type` (the demo fee setup is larger than the e2e tests need).
 */
async function openApplications(server: E2EServer, type: string): Promise<number> {
  const db = server.database.db;
  const [current] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM academic_sessions WHERE is_current`,
  );
  const [session] = current
    ? [current]
    : await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
          VALUES ('2026/2027', '2026-09-01', '2027-08-31', true)
          ON CONFLICT (name) DO UPDATE SET is_current = true RETURNING id`,
      );
  await db.execute(sql`INSERT INTO application_fees (application_type, session_id, amount)
    VALUES (${type}, ${session!.id}, 1000000) ON CONFLICT (application_type, session_id) DO NOTHING`);
  return session!.id;
}

/**
 * An application invoice of `type` made over the API, its RRR registered with the sandbox
 * gateway and paid on the sandbox's pay page (which notifies the portal's webhook), as an
 * applicant would before signing in (`pay: false` leaves it unpaid).
 */
export async function payApplicationInvoice(
  page: Page,
  server: E2EServer,
  type = "nce",
  { pay = true } = {},
): Promise<PaidApplicationInvoice> {
  const sessionId = await openApplications(server, type);
  counter += 1;
  const phoneNumber = `0706${String(process.pid % 1000).padStart(3, "0")}${String(counter).padStart(4, "0")}`;
  const email = `applicant.${process.pid}.${counter}@example.com`;
  const generated = await page.request.post("/api/ApplicationInvoice/generate", {
    data: {
      lastName: "Okafor",
      firstName: "Chiamaka",
      mobileNumber: phoneNumber,
      email,
      sessionId,
      applicationTypeId: type,
    },
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const invoiceNumber = (await generated.json()).data.invoiceNumber as string;
  const initiated = await page.request.post("/api/Payment/initiate-payment", { data: { invoiceNumber } });
  expect(initiated.status(), await initiated.text()).toBe(200);
  const { rrr, cardPaymentLink } = (await initiated.json()).data as { rrr: string; cardPaymentLink: string };
  if (pay) expect(await choosePayOutcome(cardPaymentLink, "pay")).toBe(303);
  return { type, invoiceNumber, rrr, phoneNumber, email };
}

/** The newest sign-in code mailed to `email` (the e2e server keeps mail in its outbox table). */
export async function latestApplicantCode(server: E2EServer, email: string): Promise<string> {
  const [mail] = await queryRows<{ text_body: string }>(
    server.database.db,
    sql`SELECT text_body FROM outbox WHERE to_address = ${email} ORDER BY id DESC LIMIT 1`,
  );
  const code = /\b(\d{6})\b/.exec(mail?.text_body ?? "")?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * Signs the paid invoice's applicant in through the type's login page (invoice number, phone,
 * then the emailed code) and waits for the form.
 */
export async function signInApplicant(
  page: Page,
  server: E2EServer,
  paid: PaidApplicationInvoice,
  { loginPath = `/${paid.type}_login`, formPath = `/${paid.type}_application` } = {},
): Promise<void> {
  await page.goto(loginPath);
  await page.getByLabel("Invoice Number or RRR").fill(paid.invoiceNumber);
  await page.getByLabel("Phone Number").fill(paid.phoneNumber);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  await page.getByLabel("Code").fill(await latestApplicantCode(server, paid.email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${formPath}$`));
}

/** Both at once: a paid invoice and its applicant signed in, on the form. */
export async function paidApplicantSignedIn(
  page: Page,
  server: E2EServer,
  type = "nce",
): Promise<PaidApplicationInvoice> {
  const paid = await payApplicationInvoice(page, server, type);
  await signInApplicant(page, server, paid);
  return paid;
}
