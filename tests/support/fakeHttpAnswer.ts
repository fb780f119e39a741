import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";

/** What a fake server answers to one call. */
export interface FakeAnswer {
  status: number;
  data?: unknown;
}

/**
 * What axios gives the caller for `answer`, for component tests that swap `http.defaults.adapter`:
 * the response, or — for a 4xx/5xx — the AxiosError it throws, carrying the response as the real
 * one does (so `errorMessage` and field errors read it the same way).
 */
export function fakeHttpAnswer(config: InternalAxiosRequestConfig, answer: FakeAnswer): AxiosResponse {
  const response: AxiosResponse = {
    data: answer.data,
    status: answer.status,
    statusText: "",
    headers: {},
    config,
  };
  if (answer.status >= 400) throw new AxiosError("failed", "ERR_BAD_REQUEST", config, undefined, response);
  return response;
}
