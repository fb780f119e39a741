import type { WebhookResult } from "../../../../contract/payments";
import type { Db } from "../../../db/database";
import type { PaymentGateway } from "../gateway/paymentGateway";
import { type Settlement, settlePayment, tally } from "./settlePayment";

/**
 * A payment notification, never trusted: the gateway is asked for the status of every RRR in it
 * (a gateway that cannot answer fails the call with its clear message, and nothing is credited,
 * so the gateway retries or reconciliation catches up), then each status is settled.
 */
export async function handlePaymentNotification(
  db: Db,
  gateway: PaymentGateway,
  body: unknown,
): Promise<WebhookResult> {
  const verified = await gateway.verifyNotification(body);
  const settlements: Settlement[] = [];
  for (const { notification, status } of verified) {
    settlements.push(
      await settlePayment(db, status, {
        source: "webhook",
        channel: notification.channel,
        claimedKobo: notification.amountKobo,
      }),
    );
  }
  return { received: verified.length, ...tally(settlements) };
}
