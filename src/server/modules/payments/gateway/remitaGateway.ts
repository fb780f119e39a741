import { ValidationError } from "../../../errors";
import { parseKobo } from "../money/kobo";
import { koboToNairaText } from "../money/nairaAmount";
import { GatewayRejectedError, GatewayUnreadableError } from "./gatewayErrors";
import { type HttpAnswer, httpCall } from "./httpCall";
import type { GatewayPaymentStatus, PaymentGateway, RrrRequest } from "./paymentGateway";
import { payPageHash, rrrRequestHash, statusHash } from "./remitaHash";
import {
  isRrr,
  parseRemitaBody,
  RRR_GENERATED,
  readNotifications,
  readRrrAnswer,
  readStatusAnswer,
  remitaAuthorization,
  remitaPaths,
} from "./remitaProtocol";

export interface RemitaSettings {
  /** e.g. https://remitademo.net (demo), https://login.remita.net (live), or the sandbox's address. */
  baseUrl: string;
  /** Where the payer's browser reaches the pay page, when it differs from `baseUrl`. */
  payPageBaseUrl?: string;
  merchantId: string;
  serviceTypeId: string;
  apiKey: string;
  /** Deadline of every call, connect to last byte. */
  timeoutMs: number;
}

const CREATING = "creating the payment reference (RRR)";
const CHECKING = "checking the payment status";

/** The Remita-shaped adapter: real HTTP to `baseUrl`, Remita's hashes and answers. */
export function createRemitaGateway(
  settings: RemitaSettings,
  name: PaymentGateway["name"] = "remita",
): PaymentGateway {
  const base = withoutTrailingSlash(settings.baseUrl);
  const payBase = withoutTrailingSlash(settings.payPageBaseUrl ?? settings.baseUrl);
  const { merchantId, serviceTypeId, apiKey, timeoutMs } = settings;

  async function checkStatus(rrr: string): Promise<GatewayPaymentStatus> {
    if (!isRrr(rrr)) {
      throw new ValidationError([{ path: "rrr", message: "rrr must be the payment's RRR (digits only)" }]);
    }
    const hash = statusHash({ rrr, apiKey, merchantId });
    const answer = await httpCall(
      base + remitaPaths.status(merchantId, rrr, hash),
      {
        method: "GET",
        headers: { Accept: "application/json", Authorization: remitaAuthorization(merchantId, hash) },
      },
      { operation: CHECKING, timeoutMs, reasonOf: statusReason },
    );
    const status = readStatusAnswer(rrr, parseRemitaBody(answer.text));
    if (!status) throw new GatewayUnreadableError(CHECKING, answer.text.slice(0, 500));
    return status;
  }

  function parseNotification(body: unknown) {
    return readNotifications(body);
  }

  return {
    name,

    async createRrr(request: RrrRequest) {
      if (parseKobo(request.amountKobo, "amountKobo") === 0) {
        throw new ValidationError([
          { path: "amountKobo", message: "amountKobo must be more than zero to be paid" },
        ]);
      }
      const amount = koboToNairaText(request.amountKobo);
      const hash = rrrRequestHash({ merchantId, serviceTypeId, orderId: request.orderId, amount, apiKey });
      const answer = await httpCall(
        base + remitaPaths.paymentInit,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Authorization: remitaAuthorization(merchantId, hash),
          },
          body: JSON.stringify({
            serviceTypeId,
            amount,
            orderId: request.orderId,
            payerName: request.payerName,
            payerEmail: request.payerEmail,
            payerPhone: request.payerPhone,
            description: request.description,
          }),
        },
        { operation: CREATING, timeoutMs, reasonOf: rrrReason },
      );
      const body = parseRemitaBody(answer.text);
      if (body === undefined) throw new GatewayUnreadableError(CREATING, answer.text.slice(0, 500));
      const { code, rrr, message } = readRrrAnswer(body);
      if (code !== RRR_GENERATED) {
        throw new GatewayRejectedError(
          CREATING,
          message ?? `status ${code ?? "missing"}`,
          answer.text.slice(0, 500),
        );
      }
      if (rrr === null || !isRrr(rrr)) throw new GatewayUnreadableError(CREATING, answer.text.slice(0, 500));
      return { rrr, orderId: request.orderId };
    },

    checkStatus,

    payLink(rrr: string, returnUrl: string) {
      const query = new URLSearchParams({
        merchantId,
        hash: payPageHash({ merchantId, rrr, apiKey }),
        rrr,
        responseurl: returnUrl,
      });
      return `${payBase}${remitaPaths.payPage}?${query}`;
    },

    parseNotification,
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

function rrrReason(answer: HttpAnswer): string | undefined {
  return readRrrAnswer(parseRemitaBody(answer.text)).message ?? undefined;
}

function statusReason(answer: HttpAnswer): string | undefined {
  const body = parseRemitaBody(answer.text);
  const message = typeof body === "object" && body !== null && "message" in body ? body.message : undefined;
  return typeof message === "string" && message !== "" ? message : undefined;
}
