import type { InternalAxiosRequestConfig } from "axios";
import { http } from "../../src/client/api/http";
import { type FakeAnswer, fakeHttpAnswer } from "./fakeHttpAnswer";

export type { FakeAnswer };

/** A GET the dashboard made: its path and query parameters. */
export interface FakeGet {
  url: string;
  params: unknown;
}

/** An answer, or a function of the query parameters giving one (per sessionId, or held back a while). */
export type FakeRoute =
  | FakeAnswer
  | ((params: Record<string, unknown> | undefined) => FakeAnswer | Promise<FakeAnswer>);

const realAdapter = http.defaults.adapter;

export const okAnswer = (data: unknown): FakeAnswer => ({ status: 200, data: { success: true, data } });

/**
 * A stand-in for the server on the shared axios instance: answers each GET to a known path and
 * records it. The current notices answer with none unless a test says otherwise; anything else
 * unknown fails the call loudly.
 */
export function fakeDashboardServer(routes: Record<string, FakeRoute>): FakeGet[] {
  const calls: FakeGet[] = [];
  const known: Record<string, FakeRoute> = { "/Notices/recent": okAnswer([]), ...routes };
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const route = config.url ? known[config.url] : undefined;
    if (config.method !== "get" || !route) throw new Error(`unexpected call: ${config.method} ${config.url}`);
    calls.push({ url: config.url ?? "", params: config.params });
    const answer = typeof route === "function" ? await route(config.params) : route;
    return fakeHttpAnswer(config, answer);
  };
  return calls;
}

export function restoreHttp(): void {
  http.defaults.adapter = realAdapter;
}
