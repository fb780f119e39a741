import path from "node:path";
import { test as base, expect } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import type { Database } from "../src/server/db/database";
import { notices } from "../src/server/db/schema";
import { seedDemoAccounts } from "../src/server/db/seed/identity";
import { seedReferenceLists } from "../src/server/db/seed/referenceLists";
import { openPaymentGateway } from "../src/server/modules/payments/openPaymentGateway";
import { createTestDatabase } from "../tests/support/testDatabase";

export interface E2EServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  /** Removes every notice so a test starts from a known landing page. */
  clearNotices(): Promise<void>;
}

/** One real server per worker: the built client, all API routes, a fresh PGlite database. */
export const test = base.extend<object, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const { database, drop } = await createTestDatabase("pglite");
      const config = loadConfig({
        NODE_ENV: "test",
        CLIENT_DIR: path.resolve(process.env.E2E_CLIENT_DIR ?? "dist/client"),
        SANDBOX_GATEWAY_PORT: "0",
      });
      // The sandbox gateway on a free port; its webhook is the app's, known once it listens.
      const payments = await openPaymentGateway(config.payments, () => {});
      const app = await buildApp({ config, database, paymentGateway: payments.gateway });
      // What every installation has on first start (src/server/main.ts), plus the demo accounts.
      await seedReferenceLists(database.db);
      await seedDemoAccounts(database.db);
      const address = await app.listen({ port: 0, host: "127.0.0.1" });
      payments.sandbox?.setWebhookUrl(`${address}/api/Webhook/payment`);
      await use({
        url: address,
        app,
        database,
        clearNotices: async () => {
          await database.db.delete(notices);
        },
      });
      await app.close();
      await payments.close();
      await drop();
    },
    // PGlite start, migrations and 12 argon2id hashes: slow on a busy two-core machine.
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };
