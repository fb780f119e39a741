import type { FastifyInstance } from "fastify";
import type { PaymentGateway } from "../gateway/paymentGateway";
import { expireStaleInvoices } from "../staff/invoiceLifecycle";
import { reconcileUnpaidInvoices } from "./reconciliation";

/**
 * Runs the reconciliation (then the expiry of stale unpaid invoices) every `everyMs` while the app is up (never two runs at once), stopped
 * when the app closes. main.ts turns it on; tests call `reconcileUnpaidInvoices` themselves.
 */
export function startReconciliationJob(app: FastifyInstance, gateway: PaymentGateway, everyMs: number): void {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      reconcileUnpaidInvoices(app.database.db, gateway)
        .then(async (report) => {
          if (report.checked > 0) app.log.info({ report }, "payments reconciled");
          // After the re-check, so a payment made at the last minute is credited, not expired.
          const expired = await expireStaleInvoices(app.database.db, app.appConfig.invoiceExpiryDays);
          if (expired.length > 0) app.log.info({ expired: expired.length }, "unpaid invoices expired");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "payment reconciliation failed"))
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
