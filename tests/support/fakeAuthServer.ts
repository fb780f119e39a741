import type { InternalAxiosRequestConfig } from "axios";
import { http } from "../../src/client/api/http";
import { type FakeAnswer, fakeHttpAnswer } from "./fakeHttpAnswer";

export type { FakeAnswer };

export interface FakeCall {
  url: string;
  body: unknown;
}

const realAdapter = http.defaults.adapter;

/**
 * A stand-in for the server on the shared axios instance: answers each POST to a known path with
 * its canned answer and records what was sent. Unknown paths fail the test.
 */
export function fakeAuthServer(answers: Record<string, FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const answer = config.url ? answers[config.url] : undefined;
    if (config.method !== "post" || !answer)
      throw new Error(`unexpected call: ${config.method} ${config.url}`);
    calls.push({ url: config.url ?? "", body: JSON.parse(String(config.data)) });
    return fakeHttpAnswer(config, answer);
  };
  return calls;
}

export function restoreHttp(): void {
  http.defaults.adapter = realAdapter;
}

/** A 400 envelope with one field error. */
export function fieldError(path: string, message: string): FakeAnswer {
  return {
    status: 400,
    data: { success: false, title: "Validation failed", message, errors: [{ path, message }] },
  };
}
