import { ValidationError } from "../../../errors";
import { nairaToKobo } from "../money/nairaAmount";
import type { GatewayPaymentStatus, PaymentNotification, PaymentState } from "./paymentGateway";

/**
 * Remita's HTTP API as both our adapter and the sandbox speak it: the paths, the status codes,
 * the answer and notification shapes. Keeping it in one place keeps the two sides honest.
 */

const API = "/remita/exapp/api/v1/send/api/echannelsvc";

export const remitaPaths = {
  paymentInit: `${API}/merchant/api/paymentinit`,
  status: (merchantId: string, rrr: string, hash: string) =>
    `${API}/${encodeURIComponent(merchantId)}/${encodeURIComponent(rrr)}/${encodeURIComponent(hash)}/status.reg`,
  /** Matches a status path: merchantId, rrr, hash. */
  statusPattern: /^\/remita\/exapp\/api\/v1\/send\/api\/echannelsvc\/([^/]+)\/([^/]+)\/([^/]+)\/status\.reg$/,
  payPage: "/remita/ecomm/finalize.reg",
} as const;

/** The Authorization header of every API call. */
export function remitaAuthorization(merchantId: string, hash: string): string {
  return `remitaConsumerKey=${merchantId},remitaConsumerToken=${hash}`;
}

export function parseRemitaAuthorization(
  header: string | undefined,
): { merchantId: string; hash: string } | undefined {
  const match = /^\s*remitaConsumerKey=([^,\s]+)\s*,\s*remitaConsumerToken=([0-9a-fA-F]+)\s*$/.exec(
    header ?? "",
  );
  return match ? { merchantId: match[1] ?? "", hash: match[2] ?? "" } : undefined;
}

/** "RRR generated" — the only success answer of paymentinit. */
export const RRR_GENERATED = "025";

/** Remita status codes → what they mean for an invoice. */
const STATES: Record<string, PaymentState> = {
  "00": "paid", // Transaction Completed Successfully
  "01": "paid", // Transaction Approved
  "02": "failed", // Transaction Failed
  "012": "cancelled", // User Aborted Transaction
  "020": "pending",
  "021": "pending", // Transaction Pending
  "025": "pending", // Payment Reference generated, not paid yet
  "040": "pending",
  "045": "pending",
  "022": "unknown", // Invalid Request (also: no such RRR)
};

export function stateOfCode(code: string): PaymentState {
  return STATES[code] ?? "unknown";
}

/** Remita's RRR: digits only (twelve in practice). Checked before it goes into a URL path. */
export function isRrr(value: string): boolean {
  return /^\d{6,20}$/.test(value);
}

/**
 * Remita wraps some answers as JSONP, `jsonp ({...})`; plain JSON is read as is. Undefined when
 * the text is neither.
 */
export function parseRemitaBody(text: string): unknown {
  const trimmed = text.trim();
  const wrapped = /^[A-Za-z_$][\w$]*\s*\(([\s\S]*)\)\s*;?$/.exec(trimmed);
  try {
    return JSON.parse(wrapped ? (wrapped[1] ?? "") : trimmed);
  } catch {
    return undefined;
  }
}

export function jsonp(value: unknown): string {
  return `jsonp (${JSON.stringify(value)})`;
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A text field that may arrive as a number (Remita is not consistent). */
function text(fields: Fields, key: string): string | null {
  const value = fields[key];
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** The answer of paymentinit: `{ statuscode, RRR, status }`. */
export function readRrrAnswer(body: unknown): {
  code: string | null;
  rrr: string | null;
  message: string | null;
} {
  if (!isFields(body)) return { code: null, rrr: null, message: null };
  return { code: text(body, "statuscode"), rrr: text(body, "RRR"), message: text(body, "status") };
}

/** The answer of a status check: `{ status, message, RRR, orderId, amount, paymentDate | transactiontime }`. */
export function readStatusAnswer(rrr: string, body: unknown): GatewayPaymentStatus | undefined {
  if (!isFields(body)) return undefined;
  const code = text(body, "status");
  if (code === null) return undefined;
  const state = stateOfCode(code);
  return {
    rrr: text(body, "RRR") ?? rrr,
    state,
    code,
    message: text(body, "message") ?? "",
    orderId: text(body, "orderId"),
    amountKobo: nairaToKobo(body.amount) ?? null,
    paidAt: state === "paid" ? (text(body, "paymentDate") ?? text(body, "transactiontime")) : null,
  };
}

/** Remita's notification: a list of these, posted as JSON to the merchant's notification URL. */
export interface RemitaNotification {
  rrr: string;
  channel: string;
  /** Naira, as a number. */
  amount: number;
  responseCode: string;
  transactiondate: string;
  debitdate: string;
  bank: string;
  branch: string;
  serviceTypeId: string;
  dateSent: string;
  dateRequested: string;
  orderRef: string;
  payerName: string;
  payerEmail: string;
  payerPhoneNumber: string;
  uniqueIdentifier: string;
}

/**
 * Reads a webhook body (a list of notifications, or one) into our shape. A body that is not one
 * is a 400 naming the field, e.g. "0.rrr".
 */
export function readNotifications(body: unknown): PaymentNotification[] {
  const list = Array.isArray(body) ? body : [body];
  if (list.length === 0) throw notificationError("", "lists no payment");
  return list.map((entry, index) => {
    const at = Array.isArray(body) ? `${index}.` : "";
    if (!isFields(entry)) throw notificationError(at.slice(0, -1), "must be an object");
    const rrr = text(entry, "rrr");
    if (rrr === null || !isRrr(rrr))
      throw notificationError(`${at}rrr`, "must be the payment's RRR (digits)");
    const amountKobo = nairaToKobo(entry.amount);
    if (amountKobo === undefined) throw notificationError(`${at}amount`, "must be an amount in naira");
    return {
      rrr,
      orderId: text(entry, "orderRef") ?? text(entry, "orderId"),
      amountKobo,
      responseCode: text(entry, "responseCode"),
      channel: text(entry, "channel"),
      payerName: text(entry, "payerName"),
      transactionDate: text(entry, "transactiondate"),
    };
  });
}

function notificationError(path: string, problem: string): ValidationError {
  return new ValidationError([{ path, message: `${path || "notification"} ${problem}` }]);
}
