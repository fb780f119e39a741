import type { SuccessEnvelope } from "../contract/envelope";

// The envelope's schemas and types are the API contract's (src/contract/envelope.ts).
export type { ErrorEnvelope, SuccessEnvelope } from "../contract/envelope";

export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}
