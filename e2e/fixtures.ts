import { createServer } from "node:net";
import path from "node:path";
import { test as base, type ConsoleMessage, expect } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import type { Database } from "../src/server/db/database";
import { notices } from "../src/server/db/schema";
import { seedDemoAccounts } from "../src/server/db/seed/identity";
import { seedReferenceLists } from "../src/server/db/seed/referenceLists";
import { seedDemoData } from "../src/server/db/seed/seed";
import { openPaymentGateway } from "../src/server/modules/payments/openPaymentGateway";
import { createTestDatabase } from "../tests/support/testDatabase";

export interface E2EServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  /** Removes every notice so a test starts from a known landing page. */
  clearNotices(): Promise<void>;
}

/**
 * Console messages that are not ours to fix, each with why. Everything else a page logs as a
 * warning or an error fails the test that opened it.
 */
const ALLOWED_CONSOLE: { why: string; matches: (message: ConsoleMessage) => boolean }[] = [
  {
    // Chromium itself logs every 4xx answer to fetch/XHR; the tests provoke them on purpose (wrong
    // password 401, refused 403, 404, conflict 409, throttled 429). A 5xx still fails.
    why: "the browser's own note on a refused request",
    matches: (message) =>
      message.type() === "error" &&
      /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(message.text()),
  },
];

/** Whether `message` is one of ALLOWED_CONSOLE's, allowed to every test. */
export function allowedEverywhere(message: ConsoleMessage): boolean {
  return ALLOWED_CONSOLE.some((allowed) => allowed.matches(message));
}

/** A loopback port free right now, so the server knows its own address before it listens. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(address)));
    });
  });
}

/**
 * One real server: the built client, all API routes, a fresh PGlite database seeded by `seed`, and
 * the sandbox gateway on a free port posting to the app's webhook. A spec that needs other data
 * overrides the worker's `server` with its own seed (Playwright then gives it its own worker).
 */
export async function withE2EServer(
  seed: (db: Database["db"]) => Promise<void>,
  use: (server: E2EServer) => Promise<void>,
): Promise<void> {
  const { database, drop } = await createTestDatabase("pglite");
  // PUBLIC_URL is where the payment gateway sends the payer back (/verify_payment_status).
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "test",
    CLIENT_DIR: path.resolve(process.env.E2E_CLIENT_DIR ?? "dist/client"),
    SANDBOX_GATEWAY_PORT: "0",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  // The sandbox gateway on a free port; its webhook is the app's, known once it listens.
  const payments = await openPaymentGateway(config.payments, () => {});
  const app = await buildApp({ config, database, paymentGateway: payments.gateway });
  await seed(database.db);
  const address = await app.listen({ port, host: "127.0.0.1" });
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
}

/** Lets one test expect a console message its own scenario provokes, saying why. */
export interface ConsoleCheck {
  allow(text: RegExp, why: string): void;
}

export const test = base.extend<{ consoleCheck: ConsoleCheck }, { server: E2EServer }>({
  // Every test, automatically: no console warnings or errors and no uncaught exceptions on any page
  // of the test's browser context (issue 10 §6).
  consoleCheck: [
    async ({ context }, use) => {
      const messages: ConsoleMessage[] = [];
      const uncaught: string[] = [];
      const allowedHere: RegExp[] = [];
      context.on("console", (message) => {
        if (message.type() === "warning" || message.type() === "error") messages.push(message);
      });
      context.on("weberror", (error) => uncaught.push(`uncaught: ${error.error().message}`));
      await use({ allow: (text) => void allowedHere.push(text) });
      const problems = messages
        .filter((message) => !allowedEverywhere(message))
        .filter((message) => !allowedHere.some((text) => text.test(message.text())))
        .map((message) => `${message.type()}: ${message.text()} (${message.location().url})`);
      expect([...problems, ...uncaught], "console warnings and errors on the pages this test opened").toEqual(
        [],
      );
    },
    { auto: true },
  ],
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      // What every installation has on first start (src/server/main.ts), plus the demo accounts.
      await withE2EServer(async (db) => {
        await seedReferenceLists(db);
        await seedDemoAccounts(db);
      }, use);
    },
    // PGlite start, migrations and 12 argon2id hashes: slow on a busy two-core machine.
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

/**
 * The every-installation server of `test`, on a worker of the spec's own: for a spec that other
 * specs' data would skew (another spec publishing a version of NCE makes the wizard fetch that
 * version's validators; a published PG version changes what a PG draft must hold). Each call makes
 * a fixture of its own, so two specs using it never share a server.
 */
export function isolatedTest() {
  return test.extend<object, { server: E2EServer }>({
    server: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
      async ({}, use) => {
        await withE2EServer(async (db) => {
          await seedReferenceLists(db);
          await seedDemoAccounts(db);
        }, use);
      },
      { scope: "worker", timeout: 120_000 },
    ],
  });
}

/**
 * The same, with the demo college on the worker's server (programmes, departments, the fee setup
 * with its application and acceptance fees, demo notices): for journeys that end in admission.
 * Specs using it share their worker's server.
 */
export const demoCollegeTest = test.extend<object, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => withE2EServer((db) => seedDemoData(db).then(() => undefined), use),
    // The whole demo seed on a busy two-core machine.
    { scope: "worker", timeout: 180_000 },
  ],
});

export { expect };
