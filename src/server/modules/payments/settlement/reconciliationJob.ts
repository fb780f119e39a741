import type { FastifyInstance } from "fastify";
import type { PaymentGateway } from "../gateway/paymentGateway";
import { reconcileUnpaidInvoices } from "./reconciliation";

/**
 * Runs the reconciliation every `everyMs` while the app is up (never two runs at once), stopped
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
        .then((report) => {
          if (report.checked > 0) app.log.info({ report }, "payments reconciled");
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
