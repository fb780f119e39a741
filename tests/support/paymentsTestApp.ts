import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { type Config, loadConfig } from "../../src/server/config";
import { queryRows } from "../../src/server/db/database";
import { seedDemoData } from "../../src/server/db/seed/seed";
import type { PaymentGateway } from "../../src/server/modules/payments/gateway/paymentGateway";
import { createRemitaGateway } from "../../src/server/modules/payments/gateway/remitaGateway";
import {
  type RunningSandboxGateway,
  startSandboxGateway,
} from "../../src/server/modules/payments/sandbox/sandboxGateway";
import { bearer } from "./sessionToken";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./testDatabase";

export interface PaymentsTestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  sandbox: RunningSandboxGateway;
  gateway: PaymentGateway;
  /** http://127.0.0.1:<port> of the listening app. */
  url: string;
  /** The demo data's current session (2026/2027), which the fee setup prices. */
  currentSessionId: number;
  close(): Promise<void>;
}

/**
 * The real server, listening on a random port, with the demo data and the sandbox gateway (port 0)
 * posting its notifications to the app's own webhook: payments go over real HTTP both ways.
 */
export async function createPaymentsTestApp(
  kind: DatabaseKind,
  { reconcileEveryMs }: { reconcileEveryMs?: number } = {},
): Promise<PaymentsTestApp> {
  const testDatabase = await createTestDatabase(kind);
  await seedDemoData(testDatabase.database.db);
  const config = loadConfig({
    NODE_ENV: "test",
    CLIENT_DIR: "/nonexistent-client-dir",
    SANDBOX_GATEWAY_PORT: "0",
  });
  const sandbox = await startSandboxGateway({
    port: 0,
    webhookUrl: "http://127.0.0.1:9/unset",
    log: () => {},
  });
  const gateway = createRemitaGateway(
    { baseUrl: sandbox.url, payPageBaseUrl: sandbox.url, ...sandbox.credentials, timeoutMs: 5_000 },
    "sandbox",
  );
  const app = await buildApp({
    config,
    database: testDatabase.database,
    paymentGateway: gateway,
    ...(reconcileEveryMs ? { reconcileEveryMs } : {}),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  sandbox.setWebhookUrl(`${url}/api/Webhook/payment`);
  const [session] = await queryRows<{ id: number }>(
    testDatabase.database.db,
    sql`SELECT id FROM academic_sessions WHERE is_current`,
  );
  return {
    ...testDatabase,
    app,
    config,
    sandbox,
    gateway,
    url,
    currentSessionId: session?.id ?? 0,
    async close() {
      await app.close();
      await sandbox.close().catch(() => {});
      await testDatabase.drop();
    },
  };
}

/** A bearer header for a demo student account, as the sign-in would issue it. */
export function studentAuthorization(t: { app: FastifyInstance }, user: { id: number; userName: string }) {
  return bearer(t.app, {
    id: user.id,
    userName: user.userName,
    userType: "student",
    roles: ["student"],
    claims: [],
  });
}

/** Chooses Pay (or Fail / Cancel) on the sandbox's pay page, as the payer's browser would. */
export async function choosePayOutcome(
  payLink: string,
  outcome: "pay" | "fail" | "cancel" = "pay",
): Promise<number> {
  const link = new URL(payLink);
  const form = new URLSearchParams({
    rrr: link.searchParams.get("rrr") ?? "",
    hash: link.searchParams.get("hash") ?? "",
    responseurl: link.searchParams.get("responseurl") ?? "",
    outcome,
  });
  const answer = await fetch(`${link.origin}/sandbox/pay`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  return answer.status;
}
