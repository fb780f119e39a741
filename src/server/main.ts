import cluster from "node:cluster";
import { buildApp } from "./app";
import { printsBanner, runCluster } from "./cluster";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { DataDirLockedError } from "./db/dataDirLock";
import { migrate } from "./db/migrate";
import { DEMO_APPLICANT_RRR } from "./db/seed/paidDemoFees";
import { DEMO_ACCOUNTS } from "./db/seed/seed";
import { seedAtStartup } from "./db/seed/startupSeed";
import { openPaymentGateway } from "./modules/payments/openPaymentGateway";

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    console.log(`Starting ${config.workers} server processes on port ${config.port}…`);
    return runCluster(config.workers);
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(database);
  // Outside production this starts the sandbox gateway (its own small HTTP server).
  const payments = await openPaymentGateway(config.payments, (line) => console.warn(line));
  const app = await buildApp({
    config,
    database,
    paymentGateway: payments.gateway,
    reconcileEveryMs: config.paymentReconcileEveryMs,
    // A minute: a hold is hours long, and each round is one indexed UPDATE.
    holdReleaseEveryMs: 60_000,
  });
  if (applied.length > 0) app.log.info({ applied }, "migrations applied");
  // Processes started together seed one at a time: the later ones find the rows already there.
  const seeded = await seedAtStartup(database, { seedDemo: config.seedDemo });
  if (seeded.rolesAndMenus) app.log.info("roles and menus created");
  if (seeded.referenceLists.length > 0) app.log.info("reference lists created");
  if (seeded.demo) app.log.info({ seeded: seeded.demo }, "demo data checked");

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await payments.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as { code?: string }).code !== "EADDRINUSE") throw error;
    throw new ConfigError(
      `port ${config.port} on ${config.host} is taken by another program (another Matric?): stop it, or set PORT to a free port.`,
    );
  }
  if (!printsBanner()) return;
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    "",
    `  Matric is running at http://localhost:${config.port}/  (${config.env}, database: ${where})`,
  ];
  if (config.seedDemo) {
    lines.push("  Demo accounts:");
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.userName.padEnd(14)} ${account.password}  (${account.role})`);
    }
    lines.push(
      `  Demo applicant: /nce_login with RRR ${DEMO_APPLICANT_RRR} and phone 08050000001 (code in /dev/outbox)`,
    );
  }
  if (payments.sandbox) lines.push(`  Sandbox payment gateway at ${payments.sandbox.url}/`);
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError)
    console.error(`Matric cannot start: ${error.message}`);
  else console.error("Matric failed to start:", error);
  process.exit(1);
});
