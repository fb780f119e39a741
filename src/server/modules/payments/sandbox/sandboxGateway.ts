import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hashesMatch, payPageHash, rrrRequestHash, statusHash } from "../gateway/remitaHash";
import { jsonp, parseRemitaAuthorization, RRR_GENERATED, remitaPaths } from "../gateway/remitaProtocol";
import { koboToNairaText, nairaToKobo } from "../money/nairaAmount";
import { payPageHtml, problemPageHtml, SANDBOX_PAY_ACTION } from "./payPage";
import { BodyTooLargeError, readBody } from "./readBody";
import { SANDBOX_OUTCOMES, SandboxLedger, type SandboxOutcome, type SandboxPayment } from "./sandboxLedger";
import { remitaDateTime, remitaNotificationFor } from "./sandboxNotification";

/**
 * The sandbox gateway: a small HTTP server of its own that answers Remita's API (RRR generation,
 * status check) as our Remita adapter expects, keeps its RRRs in memory, and serves a pay page
 * whose Pay / Fail / Cancel buttons post a Remita-shaped notification to `webhookUrl` and then
 * send the payer back to the portal. No money ever moves.
 */

/** The credentials the sandbox accepts unless told otherwise: Remita's published demo ones. */
export const SANDBOX_CREDENTIALS = {
  merchantId: "2547916",
  serviceTypeId: "4430731",
  apiKey: "1946",
} as const;

export interface SandboxGatewayOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Where notifications are posted, e.g. http://localhost:3000/api/Webhook/payment. */
  webhookUrl: string;
  credentials?: { merchantId: string; serviceTypeId: string; apiKey: string };
  /** Deadline of each notification post; the payer is sent back either way. */
  notifyTimeoutMs?: number;
  /** Where failures to notify are reported (default console.warn). */
  log?: (message: string) => void;
}

export interface RunningSandboxGateway {
  /** e.g. http://127.0.0.1:41234 — the adapter's base URL. */
  url: string;
  port: number;
  credentials: { merchantId: string; serviceTypeId: string; apiKey: string };
  /** Points notifications elsewhere: for a portal that learns its own address only once listening. */
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

const HTML_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "no-store",
};

export async function startSandboxGateway(options: SandboxGatewayOptions): Promise<RunningSandboxGateway> {
  const credentials = options.credentials ?? { ...SANDBOX_CREDENTIALS };
  const host = options.host ?? "127.0.0.1";
  const log = options.log ?? ((message: string) => console.warn(message));
  const ledger = new SandboxLedger();
  const context: HandlerContext = {
    ledger,
    credentials,
    webhookUrl: options.webhookUrl,
    notifyTimeoutMs: options.notifyTimeoutMs ?? 5_000,
    log,
  };
  const handle = sandboxHandler(context);

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`sandbox gateway: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) sendText(response, 500, "sandbox gateway error");
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    credentials,
    setWebhookUrl: (url) => {
      context.webhookUrl = url;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

interface HandlerContext {
  ledger: SandboxLedger;
  credentials: { merchantId: string; serviceTypeId: string; apiKey: string };
  webhookUrl: string;
  notifyTimeoutMs: number;
  log: (message: string) => void;
}

function sandboxHandler(context: HandlerContext) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://sandbox.invalid");
    const method = request.method ?? "GET";
    try {
      if (method === "POST" && url.pathname === remitaPaths.paymentInit) {
        return await createRrr(context, request, response);
      }
      const status = remitaPaths.statusPattern.exec(url.pathname);
      if (method === "GET" && status) return statusOf(context, request, response, status);
      if (url.pathname === remitaPaths.payPage && (method === "GET" || method === "POST")) {
        const fields = method === "GET" ? url.searchParams : new URLSearchParams(await readBody(request));
        return showPayPage(context, fields, response);
      }
      if (method === "POST" && url.pathname === SANDBOX_PAY_ACTION) {
        return await settle(context, new URLSearchParams(await readBody(request)), response);
      }
      if (method === "GET" && url.pathname === "/") {
        return sendHtml(
          response,
          200,
          problemPageHtml("This is the sandbox payment gateway; open a pay link."),
        );
      }
      sendText(response, 404, "not found");
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendText(response, 413, "request body too large");
      throw error;
    }
  };
}

/** Remita answers paymentinit as JSONP with a status code; failures say "022 Invalid Request". */
function sendRrrAnswer(response: ServerResponse, httpStatus: number, answer: Record<string, string>): void {
  response.writeHead(httpStatus, { "Content-Type": "application/json; charset=utf-8" });
  response.end(jsonp(answer));
}

function invalidRequest(response: ServerResponse, httpStatus: number, reason: string): void {
  sendRrrAnswer(response, httpStatus, { statuscode: "022", status: `Invalid Request: ${reason}` });
}

async function createRrr(context: HandlerContext, request: IncomingMessage, response: ServerResponse) {
  const { merchantId, serviceTypeId, apiKey } = context.credentials;
  let body: unknown;
  try {
    body = JSON.parse(await readBody(request));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    return invalidRequest(response, 400, "the body is not JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return invalidRequest(response, 400, "the body is not an object");
  }
  const fields = body as Record<string, unknown>;
  const field = (key: string) =>
    typeof fields[key] === "string" || typeof fields[key] === "number" ? String(fields[key]) : "";
  const orderId = field("orderId");
  const amountText = field("amount");
  const amountKobo = nairaToKobo(fields.amount);
  if (orderId === "" || orderId.length > 50)
    return invalidRequest(response, 400, "orderId is missing or too long");
  if (amountKobo === undefined || amountKobo === 0)
    return invalidRequest(response, 400, "amount is not a positive amount");
  if (field("serviceTypeId") !== serviceTypeId) return invalidRequest(response, 400, "unknown serviceTypeId");

  const auth = parseRemitaAuthorization(request.headers.authorization);
  const expected = rrrRequestHash({ merchantId, serviceTypeId, orderId, amount: amountText, apiKey });
  if (!auth || auth.merchantId !== merchantId || !hashesMatch(auth.hash, expected)) {
    return invalidRequest(response, 401, "merchant or hash does not match");
  }

  const issued = context.ledger.issue({
    orderId,
    amountKobo,
    payerName: field("payerName"),
    payerEmail: field("payerEmail"),
    payerPhone: field("payerPhone"),
    description: field("description"),
  });
  if (!issued.ok) return invalidRequest(response, 400, issued.reason);
  sendRrrAnswer(response, 200, {
    statuscode: RRR_GENERATED,
    RRR: issued.payment.rrr,
    status: "Payment Reference generated",
  });
}

function statusOf(
  context: HandlerContext,
  request: IncomingMessage,
  response: ServerResponse,
  match: RegExpExecArray,
) {
  const { merchantId, apiKey } = context.credentials;
  const [, pathMerchant = "", rrr = "", hash = ""] = match.map((part) => safeDecode(part ?? ""));
  const expected = statusHash({ rrr, apiKey, merchantId });
  const auth = parseRemitaAuthorization(request.headers.authorization);
  const authOk = auth === undefined || (auth.merchantId === merchantId && hashesMatch(auth.hash, expected));
  if (pathMerchant !== merchantId || !hashesMatch(hash, expected) || !authOk) {
    return sendJson(response, 401, {
      status: "022",
      message: "Invalid Request: merchant or hash does not match",
      RRR: rrr,
    });
  }
  const payment = context.ledger.find(rrr);
  if (!payment)
    return sendJson(response, 200, {
      status: "022",
      message: "No transaction record for this RRR",
      RRR: rrr,
    });
  sendJson(response, 200, statusAnswer(payment));
}

const MESSAGES: Record<string, string> = {
  "025": "Payment Reference generated",
  "00": "Transaction Completed Successfully",
  "02": "Transaction Failed",
  "012": "User Aborted Transaction",
};

function statusAnswer(payment: SandboxPayment) {
  const paidAt = payment.paidAt ? remitaDateTime(payment.paidAt) : undefined;
  return {
    amount: Number(koboToNairaText(payment.amountKobo)),
    RRR: payment.rrr,
    orderId: payment.orderId,
    message: MESSAGES[payment.code] ?? payment.code,
    status: payment.code,
    ...(paidAt ? { paymentDate: paidAt, transactiontime: paidAt } : {}),
  };
}

/** The pay page: only for the merchant's own RRRs, with a valid hash and an http(s) return URL. */
function checkPayRequest(context: HandlerContext, fields: URLSearchParams) {
  const { merchantId, apiKey } = context.credentials;
  const rrr = fields.get("rrr") ?? "";
  const hash = fields.get("hash") ?? "";
  const returnUrl = fields.get("responseurl") ?? "";
  const givenMerchant = fields.get("merchantId");
  if (givenMerchant !== null && givenMerchant !== merchantId)
    return { problem: "This pay link is for another merchant." };
  if (!hashesMatch(hash, payPageHash({ merchantId, rrr, apiKey })))
    return { problem: "This pay link is not valid." };
  if (!isWebUrl(returnUrl)) return { problem: "This pay link has no valid return address." };
  const payment = context.ledger.find(rrr);
  if (!payment) return { problem: `No payment has the reference ${rrr}.`, status: 404 };
  return { payment, hash, returnUrl };
}

function showPayPage(context: HandlerContext, fields: URLSearchParams, response: ServerResponse) {
  const checked = checkPayRequest(context, fields);
  if ("problem" in checked)
    return sendHtml(response, checked.status ?? 400, problemPageHtml(checked.problem ?? ""));
  sendHtml(response, 200, payPageHtml(checked.payment, checked.returnUrl, checked.hash));
}

async function settle(context: HandlerContext, fields: URLSearchParams, response: ServerResponse) {
  const checked = checkPayRequest(context, fields);
  if ("problem" in checked)
    return sendHtml(response, checked.status ?? 400, problemPageHtml(checked.problem ?? ""));
  const outcome = fields.get("outcome");
  if (!SANDBOX_OUTCOMES.includes(outcome as SandboxOutcome)) {
    return sendHtml(response, 400, problemPageHtml("Choose Pay, Fail or Cancel."));
  }
  const settled = context.ledger.settle(checked.payment.rrr, outcome as SandboxOutcome);
  if (settled?.changed) await notify(context, settled.payment);
  const back = new URL(checked.returnUrl);
  back.searchParams.set("RRR", checked.payment.rrr);
  back.searchParams.set("orderID", checked.payment.orderId);
  response.writeHead(303, { Location: back.toString(), "Cache-Control": "no-store" });
  response.end();
}

/** Posts the notification before sending the payer back, so the portal knows first. */
async function notify(context: HandlerContext, payment: SandboxPayment): Promise<void> {
  const body = JSON.stringify([
    remitaNotificationFor(payment, context.credentials.serviceTypeId, new Date()),
  ]);
  try {
    const answer = await fetch(context.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      signal: AbortSignal.timeout(context.notifyTimeoutMs),
    });
    await answer.arrayBuffer();
    if (!answer.ok)
      context.log(`sandbox gateway: webhook ${context.webhookUrl} answered HTTP ${answer.status}`);
  } catch (error) {
    context.log(
      `sandbox gateway: could not notify ${context.webhookUrl}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A malformed %-escape reads as nothing (it then matches no merchant or hash). */
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return "";
  }
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(value));
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, HTML_HEADERS);
  response.end(html);
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
  response.end(text);
}
