import { randomInt } from "node:crypto";
import type { RrrRequest } from "../gateway/paymentGateway";

/** One RRR the sandbox has issued (for the order it was asked), kept in memory for the life of the process. */
export interface SandboxPayment extends RrrRequest {
  rrr: string;
  /** Remita status code: '025' issued, '00' paid, '02' failed, '012' cancelled. */
  code: string;
  createdAt: Date;
  paidAt: Date | null;
}

/** What the payer chose on the pay page. */
export type SandboxOutcome = "pay" | "fail" | "cancel";
export const SANDBOX_OUTCOMES: readonly SandboxOutcome[] = ["pay", "fail", "cancel"];

const CODE_OF: Record<SandboxOutcome, string> = { pay: "00", fail: "02", cancel: "012" };
const ISSUED = "025";

export type IssueResult = { ok: true; payment: SandboxPayment } | { ok: false; reason: string };

/** The sandbox's memory of RRRs: issue one per order, settle it from the pay page. */
export class SandboxLedger {
  private readonly byRrr = new Map<string, SandboxPayment>();
  private readonly byOrder = new Map<string, SandboxPayment>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /**
   * Issues an RRR for an order. Asking again for the same order and amount returns the same RRR
   * (a retried request must not make a second one); the same order for another amount is refused.
   */
  issue(order: RrrRequest): IssueResult {
    const existing = this.byOrder.get(order.orderId);
    if (existing) {
      return existing.amountKobo === order.amountKobo
        ? { ok: true, payment: existing }
        : { ok: false, reason: "this orderId already has an RRR for another amount" };
    }
    const payment: SandboxPayment = {
      ...order,
      rrr: this.newRrr(),
      code: ISSUED,
      createdAt: this.now(),
      paidAt: null,
    };
    this.byRrr.set(payment.rrr, payment);
    this.byOrder.set(payment.orderId, payment);
    return { ok: true, payment };
  }

  find(rrr: string): SandboxPayment | undefined {
    return this.byRrr.get(rrr);
  }

  /**
   * Applies the payer's choice. A paid RRR stays paid (a second click changes nothing); a failed
   * or cancelled one may still be paid later. `changed` says whether anything happened.
   */
  settle(rrr: string, outcome: SandboxOutcome): { payment: SandboxPayment; changed: boolean } | undefined {
    const payment = this.byRrr.get(rrr);
    if (!payment) return undefined;
    const code = CODE_OF[outcome];
    if (payment.paidAt !== null || payment.code === code) return { payment, changed: false };
    payment.code = code;
    if (outcome === "pay") payment.paidAt = this.now();
    return { payment, changed: true };
  }

  private newRrr(): string {
    for (;;) {
      const rrr = String(randomInt(100_000_000_000, 1_000_000_000_000)); // twelve digits, as Remita's
      if (!this.byRrr.has(rrr)) return rrr;
    }
  }
}
