import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { http } from "../../src/client/api/http";

/**
 * A stand-in for the server in component tests: an axios adapter on the portal's one `http`
 * client, so the code under test runs its real request building and error handling, and the
 * test sees each request as the server would (method, path, query, body).
 */
export interface FakeRequest {
  method: string;
  /** Path under /api, e.g. "/resources/departments". */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeServer = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeHttp {
  requests: FakeRequest[];
  /** The requests to a path (with this method), in order. */
  calls: (method: string, path: string) => FakeRequest[];
  restore: () => void;
}

function queryOf(config: InternalAxiosRequestConfig): URLSearchParams {
  const [, search = ""] = (config.url ?? "").split("?");
  const query = new URLSearchParams(search);
  const params: unknown = config.params;
  if (params && typeof params === "object") {
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) query.set(name, String(value));
    }
  }
  return query;
}

function bodyOf(data: unknown): unknown {
  if (typeof data !== "string") return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

export function installFakeHttp(server: FakeServer): FakeHttp {
  const previous = http.defaults.adapter;
  const requests: FakeRequest[] = [];
  http.defaults.adapter = async (config) => {
    const request: FakeRequest = {
      method: (config.method ?? "get").toUpperCase(),
      path: (config.url ?? "").split("?")[0] ?? "",
      query: queryOf(config),
      body: bodyOf(config.data),
    };
    requests.push(request);
    if (request.body instanceof FormData && config.onUploadProgress) {
      config.onUploadProgress({ loaded: 50, total: 100, bytes: 50, lengthComputable: true, upload: true });
    }
    const reply = await server(request);
    const response: AxiosResponse = {
      data: reply.body ?? "",
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        "ERR_BAD_REQUEST",
        config,
        {},
        response,
      );
    }
    return response;
  };
  return {
    requests,
    calls: (method, path) => requests.filter((request) => request.method === method && request.path === path),
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}

/** A list answer in the API's envelope. */
export function listReply<Row>(items: Row[], page: number, pageSize: number, totalCount: number): FakeReply {
  return {
    status: 200,
    body: { success: true, data: { items, meta: { pageSize, currentPage: page, totalCount } } },
  };
}
