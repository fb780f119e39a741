import { expect, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/server/db/database";
import { choosePayOutcome } from "../tests/support/paymentsTestApp";
import type { E2EServer } from "./fixtures";
import { newApplicantContact } from "./journey/newApplicant";
import { signInWithCode } from "./journey/signInWithCode";

export interface PaidApplicationInvoice {
  type: string;
  invoiceNumber: string;
  rrr: string;
  phoneNumber: string;
  email: string;
}

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
 * gateway and paid on the sandbox's pay page (which notifies the portal's webhook): the setup of
 * specs about what comes after payment (`pay: false` leaves it unpaid). The journey through the
 * landing card and the pay page in the browser is e2e/journey/invoiceFromLandingCard.ts and
 * payOnSandbox.ts.
 */
export async function payApplicationInvoice(
  page: Page,
  server: E2EServer,
  type = "nce",
  { pay = true } = {},
): Promise<PaidApplicationInvoice> {
  const sessionId = await openApplications(server, type);
  const { phoneNumber, email } = newApplicantContact();
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

/**
 * Signs the paid invoice's applicant in with its invoice number (the journey's sign-in step; a
 * spec that signs in with the RRR calls signInWithCode itself).
 */
export async function signInApplicant(
  page: Page,
  server: E2EServer,
  paid: PaidApplicationInvoice,
  paths: { loginPath?: string; formPath?: string } = {},
): Promise<void> {
  await signInWithCode(page, server, { ...paid, reference: paid.invoiceNumber }, paths);
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
