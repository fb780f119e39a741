import { ConfigError } from "../../configError";

/**
 * The payment settings, read from the environment by a pure function (tested without a server).
 * Outside production the built-in sandbox gateway is the default; production uses Remita and
 * refuses the sandbox, which would mark invoices paid without money.
 */

export const PAYMENT_GATEWAYS = ["sandbox", "remita"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const REMITA_DEMO_URL = "https://remitademo.net";
export const DEFAULT_SANDBOX_PORT = 3100;
export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

export interface SandboxGatewayConfig {
  /** 0 takes any free port. */
  port: number;
  host: string;
  /** Where the payer's browser reaches the sandbox's pay page; undefined: its own address. */
  publicUrl: string | undefined;
  /** Where the sandbox posts its notifications: our webhook. */
  webhookUrl: string;
}

export interface RemitaGatewayConfig {
  baseUrl: string;
  merchantId: string;
  serviceTypeId: string;
  apiKey: string;
}

export type PaymentConfig =
  | { gateway: "sandbox"; timeoutMs: number; sandbox: SandboxGatewayConfig }
  | { gateway: "remita"; timeoutMs: number; remita: RemitaGatewayConfig };

export function parsePaymentConfig(
  env: NodeJS.ProcessEnv,
  portal: { production: boolean; publicUrl: string },
): PaymentConfig {
  const gateway = parseGatewayName(env.PAYMENT_GATEWAY, portal.production);
  const timeoutMs =
    parseWhole(env.PAYMENT_GATEWAY_TIMEOUT_MS, "PAYMENT_GATEWAY_TIMEOUT_MS", 1, 120_000) ??
    DEFAULT_GATEWAY_TIMEOUT_MS;

  if (gateway === "sandbox") {
    if (portal.production) {
      throw new ConfigError(
        "PAYMENT_GATEWAY=sandbox is refused in production: the sandbox marks invoices paid without money. Use PAYMENT_GATEWAY=remita.",
      );
    }
    return {
      gateway,
      timeoutMs,
      sandbox: {
        port: parseWhole(env.SANDBOX_GATEWAY_PORT, "SANDBOX_GATEWAY_PORT", 0, 65_535) ?? DEFAULT_SANDBOX_PORT,
        host: env.SANDBOX_GATEWAY_HOST || "127.0.0.1",
        publicUrl: parseUrl(env.SANDBOX_GATEWAY_PUBLIC_URL, "SANDBOX_GATEWAY_PUBLIC_URL", false),
        webhookUrl:
          parseUrl(env.PAYMENT_WEBHOOK_URL, "PAYMENT_WEBHOOK_URL", false) ??
          `${portal.publicUrl.replace(/\/+$/, "")}/api/Webhook/payment`,
      },
    };
  }

  const missing = ["REMITA_MERCHANT_ID", "REMITA_SERVICE_TYPE_ID", "REMITA_API_KEY"].filter(
    (name) => !env[name],
  );
  if (portal.production && !env.REMITA_BASE_URL) missing.unshift("REMITA_BASE_URL");
  if (missing.length > 0) {
    throw new ConfigError(
      `PAYMENT_GATEWAY=remita needs ${missing.join(", ")} (from the Remita merchant account).`,
    );
  }
  return {
    gateway,
    timeoutMs,
    remita: {
      baseUrl: parseUrl(env.REMITA_BASE_URL, "REMITA_BASE_URL", portal.production) ?? REMITA_DEMO_URL,
      merchantId: env.REMITA_MERCHANT_ID ?? "",
      serviceTypeId: env.REMITA_SERVICE_TYPE_ID ?? "",
      apiKey: env.REMITA_API_KEY ?? "",
    },
  };
}

export const DEFAULT_RECONCILE_EVERY_MS = 10 * 60_000;

/**
 * How often the app re-checks unpaid invoices that have an RRR (`PAYMENT_RECONCILE_INTERVAL_MS`,
 * 0 turns the job off): a payment whose notification never arrived is still credited.
 */
export function parseReconcileInterval(env: NodeJS.ProcessEnv): number {
  return (
    parseWhole(env.PAYMENT_RECONCILE_INTERVAL_MS, "PAYMENT_RECONCILE_INTERVAL_MS", 0, 86_400_000) ??
    DEFAULT_RECONCILE_EVERY_MS
  );
}

export const DEFAULT_INVOICE_EXPIRY_DAYS = 60;

/**
 * After how many days an unpaid invoice that no payment was ever recorded for expires
 * (`INVOICE_EXPIRY_DAYS`, 0 = never). The reconciliation job expires them after re-checking the
 * gateway, so a payment made at the last minute is credited first.
 */
export function parseInvoiceExpiryDays(env: NodeJS.ProcessEnv): number {
  return parseWhole(env.INVOICE_EXPIRY_DAYS, "INVOICE_EXPIRY_DAYS", 0, 3650) ?? DEFAULT_INVOICE_EXPIRY_DAYS;
}

function parseGatewayName(value: string | undefined, production: boolean): PaymentGatewayName {
  if (value === undefined || value === "") return production ? "remita" : "sandbox";
  const name = value.trim().toLowerCase();
  if ((PAYMENT_GATEWAYS as readonly string[]).includes(name)) return name as PaymentGatewayName;
  throw new ConfigError(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(", ")} (got "${value}")`);
}

function parseWhole(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined || value === "") return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

function parseUrl(value: string | undefined, name: string, httpsOnly: boolean): string | undefined {
  if (value === undefined || value === "") return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL such as https://remitademo.net (got "${value}")`);
  }
  const allowed = httpsOnly ? ["https:"] : ["http:", "https:"];
  if (!allowed.includes(url.protocol)) {
    throw new ConfigError(
      `${name} must start with ${httpsOnly ? "https://" : "http:// or https://"} (got "${value}")`,
    );
  }
  return value.replace(/\/+$/, "");
}
