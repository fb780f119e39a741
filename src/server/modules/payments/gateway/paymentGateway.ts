/**
 * The one interface invoices and the webhook use to talk to a payment gateway. Both adapters
 * (Remita and the built-in sandbox) speak Remita's HTTP API, so one implementation serves both;
 * see remitaGateway.ts. Amounts cross this interface in kobo.
 */

/** What we ask the gateway to collect: one invoice. */
export interface RrrRequest {
  /** Our reference for the payment, unique per merchant: the invoice number. */
  orderId: string;
  amountKobo: number;
  payerName: string;
  payerEmail: string;
  payerPhone: string;
  description: string;
}

export interface RrrCreated {
  /** Remita Retrieval Reference: the number the payer pays against. */
  rrr: string;
  orderId: string;
}

/** paid: money received ('00'/'01'); unknown: the gateway knows no such RRR or sent a code we do not know. */
export type PaymentState = "paid" | "pending" | "failed" | "cancelled" | "unknown";

export interface GatewayPaymentStatus {
  rrr: string;
  state: PaymentState;
  /** The gateway's own status code and message, kept for the record. */
  code: string;
  message: string;
  orderId: string | null;
  /** What the gateway says was paid (or is due), when it says. */
  amountKobo: number | null;
  /** When it was paid, as the gateway wrote it. */
  paidAt: string | null;
}

/** A payment notification as the gateway posted it to our webhook: a claim, not a fact. */
export interface PaymentNotification {
  rrr: string;
  orderId: string | null;
  amountKobo: number;
  responseCode: string | null;
  channel: string | null;
  payerName: string | null;
  transactionDate: string | null;
}

export interface PaymentGateway {
  /** Which adapter this is, for logs and the health of the setup. */
  readonly name: "remita" | "sandbox";
  /** Registers the invoice with the gateway and returns its RRR. */
  createRrr(request: RrrRequest): Promise<RrrCreated>;
  /** Asks the gateway how things stand for `rrr`. */
  checkStatus(rrr: string): Promise<GatewayPaymentStatus>;
  /** The page where the payer pays `rrr`; the gateway sends them back to `returnUrl`. */
  payLink(rrr: string, returnUrl: string): string;
  /**
   * Reads a webhook body into notifications (Remita posts a list); 400 naming the field if
   * malformed. Nothing in it is to be believed: the webhook asks `checkStatus` for each RRR.
   */
  parseNotification(body: unknown): PaymentNotification[];
}
