import type { FastifyInstance } from "fastify";
import { everyClaimedRound } from "../../../db/claimedJob";
import type { PaymentGateway } from "../gateway/paymentGateway";
import { expireStaleInvoices } from "../staff/invoiceLifecycle";
import { reconcileUnpaidInvoices } from "./reconciliation";

/** Its name in `job_runs`. */
export const RECONCILIATION_JOB = "payment reconciliation";

/**
 * Runs the reconciliation (then the expiry of stale unpaid invoices) every `everyMs` while the app is up (never two runs at once,
 * and one process of several per round: `claimJobRun`), stopped when the app closes. main.ts turns it on; tests call `reconcileUnpaidInvoices` themselves.
 */
export function startReconciliationJob(app: FastifyInstance, gateway: PaymentGateway, everyMs: number): void {
  // With several processes on one database, the one that claims the round asks the gateway.
  everyClaimedRound(
    app,
    { name: RECONCILIATION_JOB, everyMs, failure: "payment reconciliation failed" },
    async () => {
      const report = await reconcileUnpaidInvoices(app.database.db, gateway);
      if (report.checked > 0) app.log.info({ report }, "payments reconciled");
      // After the re-check, so a payment made at the last minute is credited, not expired.
      const expired = await expireStaleInvoices(app.database.db, app.appConfig.invoiceExpiryDays);
      if (expired.length > 0) app.log.info({ expired: expired.length }, "unpaid invoices expired");
    },
  );
}
