import { GatewayRejectedError, GatewayTimeoutError, GatewayUnreachableError } from "./gatewayErrors";

export interface HttpAnswer {
  status: number;
  text: string;
}

export interface HttpCallOptions {
  /** What we are doing, for the error message. */
  operation: string;
  timeoutMs: number;
  /** Remita answers failures as JSON with a status message; this reads it for the error. */
  reasonOf?: (answer: HttpAnswer) => string | undefined;
}

/**
 * One HTTP call to the gateway with a deadline covering the whole exchange (connect, headers and
 * body). A timeout, a failed connection or a non-2xx answer becomes a typed GatewayError;
 * anything else is the caller's to read.
 */
export async function httpCall(
  url: string,
  init: RequestInit,
  options: HttpCallOptions,
): Promise<HttpAnswer> {
  const { operation, timeoutMs } = options;
  let answer: HttpAnswer;
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "manual",
    });
    answer = { status: response.status, text: await response.text() };
  } catch (error) {
    if (isTimeout(error)) throw new GatewayTimeoutError(operation, timeoutMs);
    throw new GatewayUnreachableError(operation, networkDetail(error));
  }
  if (answer.status < 200 || answer.status > 299) {
    const reason = options.reasonOf?.(answer) ?? `HTTP ${answer.status}`;
    throw new GatewayRejectedError(operation, reason, answer.text.slice(0, 500));
  }
  return answer;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || isTimeout(error.cause));
}

/** "ECONNREFUSED 127.0.0.1:9" from undici's `fetch failed` and its cause. */
function networkDetail(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code ? `${code}: ${cause.message}` : cause.message;
  }
  return error.message;
}
