import axios, { AxiosError } from "axios";

/** The server's envelope (DESIGN.md, "The API contract"). */
export interface Envelope<T> {
  success: boolean;
  message?: string;
  title?: string;
  data: T;
  errors?: { path: string; message: string }[];
}

/** The one HTTP client of the portal. Requests are never retried (spec section 4). */
export const http = axios.create({ baseURL: "/api", timeout: 30_000 });

export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const response = await http.get<Envelope<T>>(url, { params });
  return response.data.data;
}

/** The message to show for a failed call: the server's message or title, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<Envelope<unknown>> | undefined;
    if (body?.message) return body.message;
    if (body?.title) return body.title;
  }
  return fallback;
}
