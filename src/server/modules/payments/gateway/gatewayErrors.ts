import { AppError } from "../../../errors";

/**
 * Why a call to the payment gateway failed, as typed errors with a message a payer can act on.
 * They are AppErrors, so a route that lets one through answers 504/502 with that message (never
 * a bare 500); the invoice service catches them to leave no half-made invoice behind.
 */
export type GatewayFailure = "timeout" | "unreachable" | "rejected" | "unreadable";

export abstract class GatewayError extends AppError {
  abstract readonly failure: GatewayFailure;
  constructor(
    statusCode: number,
    message: string,
    /** What we were doing, e.g. "creating the payment reference (RRR)". */
    readonly operation: string,
    /** For the log only: what the gateway said, or the network error. */
    readonly detail?: string,
  ) {
    super(statusCode, message, "Payment gateway unavailable");
  }
}

/** No answer within the configured time. */
export class GatewayTimeoutError extends GatewayError {
  readonly failure = "timeout";
  constructor(
    operation: string,
    readonly timeoutMs: number,
  ) {
    super(
      504,
      `The payment gateway did not answer within ${seconds(timeoutMs)} while ${operation}. Please try again in a few minutes.`,
      operation,
    );
  }
}

/** Could not connect: refused, reset, unknown host. */
export class GatewayUnreachableError extends GatewayError {
  readonly failure = "unreachable";
  constructor(operation: string, detail: string) {
    super(
      502,
      `The payment gateway could not be reached while ${operation}. Please try again in a few minutes.`,
      operation,
      detail,
    );
  }
}

/** The gateway answered, but refused the request (an HTTP error, or a Remita failure status). */
export class GatewayRejectedError extends GatewayError {
  readonly failure = "rejected";
  constructor(operation: string, reason: string, detail?: string) {
    super(502, `The payment gateway refused the request while ${operation}: ${reason}.`, operation, detail);
  }
}

/** The gateway answered something we cannot read. */
export class GatewayUnreadableError extends GatewayError {
  readonly failure = "unreadable";
  constructor(operation: string, detail: string) {
    super(
      502,
      `The payment gateway sent an answer we could not read while ${operation}. Please try again in a few minutes.`,
      operation,
      detail,
    );
  }
}

function seconds(milliseconds: number): string {
  const value = milliseconds / 1000;
  return value === 1 ? "1 second" : `${Number(value.toFixed(2))} seconds`;
}
