import axios, { AxiosError } from "axios";
import type { ErrorEnvelope, SuccessEnvelope } from "../../contract/envelope";

/** The one HTTP client of the portal. Requests are never retried (spec section 4). */
export const http = axios.create({ baseURL: "/api", timeout: 30_000 });

/** GET a call's `data` (a failed call throws, so only the success envelope arrives here). */
export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const response = await http.get<SuccessEnvelope<T>>(url, { params });
  return response.data.data;
}

/** The error envelope of a failed call, or undefined when it failed some other way (network…). */
export function errorEnvelopeOf(error: unknown): Partial<ErrorEnvelope> | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const body: unknown = error.response?.data;
  return typeof body === "object" && body !== null ? (body as Partial<ErrorEnvelope>) : undefined;
}

/** The HTTP status of a failed call (undefined when it never got an answer). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}

/** The message to show for a failed call: the server's message or title, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const body = errorEnvelopeOf(error);
  return body?.message || body?.title || fallback;
}

/** The server's field errors of a failed call, by field path (the first message of each field). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  const errors = errorEnvelopeOf(error)?.errors;
  for (const { path, message } of Array.isArray(errors) ? errors : [])
    if (path && !found[path]) found[path] = message;
  return found;
}
