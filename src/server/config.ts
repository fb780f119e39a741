import path from "node:path";
import {
  DEFAULT_MATRIC_NUMBER_PATTERN,
  type MatricPattern,
  parseMatricPattern,
} from "../schema/matricNumber";
import { ConfigError } from "./configError";
import { type LogFormat, logFormatFor } from "./logFormat";
import {
  type PaymentConfig,
  parseInvoiceExpiryDays,
  parsePaymentConfig,
  parseReconcileInterval,
} from "./modules/payments/paymentConfig";
import { parseTrustProxy, type TrustProxy } from "./trustProxy";

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Secret that signs access tokens. */
  jwtSecret: string;
  /** Secret that signs cookies. */
  cookieSecret: string;
  /** Secret that signs the verification codes of receipts and letters (RECEIPT_SIGNING_KEY). */
  receiptSigningKey: string;
  /** Short prefix of every cookie the portal sets (spec: "a short college prefix"). */
  cookiePrefix: string;
  collegeName: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed demo data (never in production). */
  seedDemo: boolean;
  /** Folder holding the built single-page app. */
  clientDir: string;
  logLevel: string;
  /** Readable lines (development) or JSON (production); LOG_FORMAT overrides. */
  logFormat: LogFormat;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); none by default. */
  trustProxy: TrustProxy;
  /** The payment gateway: Remita, or the built-in sandbox outside production. */
  payments: PaymentConfig;
  /** How often unpaid invoices with an RRR are re-checked with the gateway (0: never). */
  paymentReconcileEveryMs: number;
  /** Days after which an unpaid invoice with no payment recorded expires (`INVOICE_EXPIRY_DAYS`, 0 = never). */
  invoiceExpiryDays: number;
  /** How new students' matric numbers are made (`MATRIC_NUMBER_PATTERN`, src/schema/matricNumber.ts). */
  matricNumber: MatricPattern;
  /** Server processes `npm start` runs on this machine, sharing its port (`WORKERS`, default 1). */
  workers: number;
}

/** More processes than this on one machine only queue for its cores and the database's connections. */
export const MAX_WORKERS = 32;

/**
 * WORKERS: how many server processes share the port. More than one needs PostgreSQL (the
 * embedded database serves one process) and a real gateway (the sandbox keeps its payments in
 * the process that started it).
 */
function parseWorkers(
  value: string | undefined,
  databaseUrl: string | undefined,
  payments: PaymentConfig,
): number {
  if (value === undefined || value === "") return 1;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS)
    throw new ConfigError(`WORKERS must be a whole number from 1 to ${MAX_WORKERS} (got "${value}")`);
  if (workers > 1 && !databaseUrl)
    throw new ConfigError(
      `WORKERS=${workers} needs PostgreSQL: set DATABASE_URL (the embedded database serves one process), or WORKERS=1.`,
    );
  if (workers > 1 && payments.gateway === "sandbox")
    throw new ConfigError(
      `WORKERS=${workers} needs the Remita settings (REMITA_BASE_URL and the rest): the sandbox gateway keeps its payments in one process. Set WORKERS=1 to use the sandbox.`,
    );
  return workers;
}

export const DEV_JWT_SECRET = "matric-development-jwt-secret-do-not-use-in-production";
export const DEV_COOKIE_SECRET = "matric-development-cookie-secret-do-not-use-in-production";
export const DEV_RECEIPT_SIGNING_KEY = "matric-development-receipt-key-do-not-use-in-production";

// Its own file so that parsers of one area (payments) can throw it without importing this one.
export { ConfigError };

/**
 * The environment NODE_ENV names. Only exactly "development" or "test" run with the development
 * secrets and demo data; anything else — unset, "prod", "Production", "staging" — runs as
 * production, so a forgotten or misspelled NODE_ENV on a server refuses the development secrets
 * rather than signing tokens with the ones published in this repository.
 */
export function parseEnvName(value: string | undefined): Config["env"] {
  if (value === "development" || value === "test") return value;
  return "production";
}

/** What NODE_ENV said, when it did not say exactly "production" (for the refusal's message). */
function unnamedProduction(value: string | undefined): string | undefined {
  if (value === "production") return undefined;
  return value === undefined || value === "" ? "NODE_ENV is not set" : `NODE_ENV is "${value}"`;
}

function parseMatricNumberPattern(value: string | undefined): MatricPattern {
  const parsed = parseMatricPattern(value || DEFAULT_MATRIC_NUMBER_PATTERN);
  if ("error" in parsed)
    throw new ConfigError(`MATRIC_NUMBER_PATTERN "${value}" cannot be used: ${parsed.error}`);
  return parsed;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === "") return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535 (got "${value}")`);
  }
  return port;
}

/**
 * Where the server listens unless HOST says: in development and tests only this machine (its demo
 * accounts' passwords are published); in production every interface, for the load balancer.
 */
export function defaultHost(name: Config["env"]): string {
  return name === "production" ? "0.0.0.0" : "localhost";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const name = parseEnvName(env.NODE_ENV);
  const production = name === "production";
  const jwtSecret = env.JWT_SECRET || DEV_JWT_SECRET;
  const cookieSecret = env.COOKIE_SECRET || DEV_COOKIE_SECRET;
  // Printed receipts carry codes signed with it: a changed key makes every earlier code "altered".
  const receiptSigningKey = env.RECEIPT_SIGNING_KEY || DEV_RECEIPT_SIGNING_KEY;

  if (production) {
    const weak: string[] = [];
    if (jwtSecret === DEV_JWT_SECRET || jwtSecret.length < 32) weak.push("JWT_SECRET");
    if (cookieSecret === DEV_COOKIE_SECRET || cookieSecret.length < 32) weak.push("COOKIE_SECRET");
    if (receiptSigningKey === DEV_RECEIPT_SIGNING_KEY || receiptSigningKey.length < 32)
      weak.push("RECEIPT_SIGNING_KEY");
    if (weak.length > 0) {
      const why = unnamedProduction(env.NODE_ENV);
      throw new ConfigError(
        why
          ? `${why}, so Matric runs as production and refuses the development secrets. To try the portal on this machine, set NODE_ENV=development (npm start at a terminal does this itself); on a server, set ${weak.join(", ")} to random strings of at least 32 characters.`
          : `Refusing to start in production with default or short secrets: set ${weak.join(", ")} to random strings of at least 32 characters.`,
      );
    }
  }

  const port = parsePort(env.PORT);
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  const payments = parsePaymentConfig(env, { production, publicUrl });
  const databaseUrl = env.DATABASE_URL || undefined;
  const logFormat = logFormatFor(name, env.LOG_FORMAT);
  if (logFormat instanceof Error) throw new ConfigError(logFormat.message);
  return {
    env: name,
    port,
    host: env.HOST || defaultHost(name),
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || "./data"),
    jwtSecret,
    cookieSecret,
    receiptSigningKey,
    cookiePrefix: env.COOKIE_PREFIX || "fcet",
    collegeName: env.COLLEGE_NAME || "Federal College of Education (Technical)",
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Matric Portal <no-reply@matric.local>",
    // Demo data is for development only; production never seeds, whatever SEED_DEMO says.
    seedDemo: !production && env.SEED_DEMO !== "false",
    clientDir: path.resolve(env.CLIENT_DIR || "./dist/client"),
    logLevel: env.LOG_LEVEL || (production ? "info" : name === "test" ? "silent" : "info"),
    logFormat,
    trustProxy,
    payments,
    paymentReconcileEveryMs: parseReconcileInterval(env),
    invoiceExpiryDays: parseInvoiceExpiryDays(env),
    matricNumber: parseMatricNumberPattern(env.MATRIC_NUMBER_PATTERN),
    workers: parseWorkers(env.WORKERS, databaseUrl, payments),
  };
}

/** What an operator should fix, logged at start (the server still starts). */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === "production" && !config.publicUrl.startsWith("https://"))
    warnings.push(
      `PUBLIC_URL is "${config.publicUrl}": in production it should be the https:// address users open (links in e-mails use it). HSTS is sent anyway.`,
    );
  return warnings;
}
