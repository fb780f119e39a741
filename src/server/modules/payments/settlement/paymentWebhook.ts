import { sql } from "drizzle-orm";
import type { WebhookResult } from "../../../../contract/payments";
import { type Db, queryRows } from "../../../db/database";
import { ValidationError } from "../../../errors";
import { addressKey } from "../../rateLimit/addressKey";
import { enforceRateLimit, hitRateLimit, type RateLimitRule } from "../../rateLimit/rateLimitService";
import type { PaymentGateway, PaymentNotification } from "../gateway/paymentGateway";
import { type Settlement, settlePayment, tally } from "./settlePayment";

/** Remita posts one payment per notification, rarely a few: more is not a gateway's notification. */
export const MAX_NOTIFICATION_ENTRIES = 100;
/**
 * Payments notified per client address: each one costs a gateway call, so a flood is cut off
 * (429) long before it costs much; far above what the gateway sends for a college's payers.
 */
export const WEBHOOK_ADDRESS_LIMIT: RateLimitRule = { limit: 1_000, windowMs: 15 * 60_000 };
/**
 * RRRs the portal never made, per client address: a genuine one is money paid outside the portal
 * (the bursary must see it), so a few are re-checked; past this they are ignored unchecked.
 */
export const UNKNOWN_RRR_ADDRESS_LIMIT: RateLimitRule = { limit: 20, windowMs: 15 * 60_000 };

/** The notification's payments, one per RRR (a repeated RRR is asked about once). */
function distinctByRrr(notifications: readonly PaymentNotification[]): PaymentNotification[] {
  const byRrr = new Map<string, PaymentNotification>();
  for (const notification of notifications)
    if (!byRrr.has(notification.rrr)) byRrr.set(notification.rrr, notification);
  return [...byRrr.values()];
}

async function rrrsOfInvoices(db: Db, rrrs: readonly string[]): Promise<Set<string>> {
  if (rrrs.length === 0) return new Set();
  const rows = await queryRows<{ rrr: string }>(
    db,
    sql`SELECT rrr FROM invoices WHERE rrr IN (${sql.join(
      rrrs.map((rrr) => sql`${rrr}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.rrr));
}

/**
 * A payment notification, never trusted: the gateway is asked for the status of every RRR in it
 * (a gateway that cannot answer fails the call with its clear message, and nothing is credited,
 * so the gateway retries or reconciliation catches up), then each status is settled. At most
 * `MAX_NOTIFICATION_ENTRIES` payments per notification (400), `WEBHOOK_ADDRESS_LIMIT` per
 * address (429); RRRs of no invoice past `UNKNOWN_RRR_ADDRESS_LIMIT` are ignored unchecked.
 */
export async function handlePaymentNotification(
  db: Db,
  gateway: PaymentGateway,
  body: unknown,
  ip: string,
): Promise<WebhookResult> {
  const notifications = gateway.parseNotification(body);
  if (notifications.length > MAX_NOTIFICATION_ENTRIES)
    throw new ValidationError([
      {
        path: "",
        message: `A payment notification may list at most ${MAX_NOTIFICATION_ENTRIES} payments; this one lists ${notifications.length}.`,
      },
    ]);
  const payments = distinctByRrr(notifications);
  const address = addressKey(ip);
  await enforceRateLimit(
    db,
    `webhook:ip:${address}`,
    WEBHOOK_ADDRESS_LIMIT,
    (wait) => `Too many payment notifications from this address. Please wait ${wait} and try again.`,
    payments.length,
  );
  const known = await rrrsOfInvoices(
    db,
    payments.map((payment) => payment.rrr),
  );
  const settlements: Settlement[] = [];
  let ignored = 0;
  let allowanceLeft = true;
  for (const notification of payments) {
    if (!known.has(notification.rrr)) {
      allowanceLeft =
        allowanceLeft &&
        (await hitRateLimit(db, `webhook-unknown-rrr:ip:${address}`, UNKNOWN_RRR_ADDRESS_LIMIT)).allowed;
      if (!allowanceLeft) {
        ignored++;
        continue;
      }
    }
    const status = await gateway.checkStatus(notification.rrr);
    settlements.push(
      await settlePayment(db, status, {
        source: "webhook",
        channel: notification.channel,
        claimedKobo: notification.amountKobo,
      }),
    );
  }
  return { received: notifications.length, ...tally(settlements), ignored };
}
