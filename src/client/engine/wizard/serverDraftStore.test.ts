import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { describe, expect, it } from "vitest";
import { ApplicationRejectedError, serverDraftStore } from "./serverDraftStore";

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * An axios instance whose adapter plays the drafts API in memory: one browser's draft, 404 when
 * there is none, 409 once submitted, 400 for a submit without a surname. `delayMs` of a call slows
 * it, to show that calls still finish in order.
 */
function fakeApi() {
  const calls: Call[] = [];
  let draft: { data: unknown; submittedAt: string | null } | undefined;
  const delays: number[] = [];
  const reply = (config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse => {
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, "ERR_BAD_REQUEST", config, null, response);
    return response;
  };
  const view = () => ({ applicationType: "nce", createdAt: "", updatedAt: "", ...draft });
  const client = axios.create({
    baseURL: "/api",
    adapter: async (config) => {
      const method = (config.method ?? "get").toUpperCase();
      const url = config.url ?? "";
      const body: unknown = typeof config.data === "string" ? JSON.parse(config.data) : undefined;
      calls.push({ method, url, body });
      const delay = delays.shift() ?? 0;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const submit = url.endsWith("/submit");
      if (method === "GET")
        return draft ? reply(config, 200, { success: true, data: view() }) : reply(config, 404, {});
      if (draft?.submittedAt) return reply(config, 409, { success: false, message: "submitted" });
      if (method === "PUT") {
        draft = { data: body, submittedAt: null };
        return reply(config, 200, { success: true, data: view() });
      }
      if (method === "DELETE") {
        if (!draft) return reply(config, 404, {});
        draft = undefined;
        return reply(config, 200, { success: true, data: null });
      }
      if (submit) {
        const surname = (body as { personal?: { surname?: string } }).personal?.surname;
        if (!surname)
          return reply(config, 400, {
            success: false,
            message: "please input Surname",
            errors: [{ path: "personal.surname", message: "please input Surname" }],
          });
        draft = { data: body, submittedAt: "2026-01-01T00:00:00.000Z" };
        return reply(config, 200, { success: true, data: view() });
      }
      return reply(config, 405, {});
    },
  });
  return { client, calls, delays };
}

describe("serverDraftStore", () => {
  it("loads nothing when there is no draft, then saves, loads and clears through the API", async () => {
    const api = fakeApi();
    const store = serverDraftStore("nce", api.client);
    expect(await store.load()).toBeUndefined();
    await store.save({ personal: { surname: "Okafor" } });
    expect(await store.load()).toEqual({ personal: { surname: "Okafor" } });
    await store.clear?.();
    expect(await store.load()).toBeUndefined();
    // Clearing twice is fine (the draft is already gone).
    await store.clear?.();
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /ApplicationDrafts/nce",
      "PUT /ApplicationDrafts/nce",
      "GET /ApplicationDrafts/nce",
      "DELETE /ApplicationDrafts/nce",
      "GET /ApplicationDrafts/nce",
      "DELETE /ApplicationDrafts/nce",
    ]);
  });

  it("sends saves one after another, so a slow older save cannot overwrite a newer one", async () => {
    const api = fakeApi();
    const store = serverDraftStore("nce", api.client);
    api.delays.push(30, 0);
    await Promise.all([
      store.save({ personal: { surname: "Old" } }),
      store.save({ personal: { surname: "New" } }),
    ]);
    expect(await store.load()).toEqual({ personal: { surname: "New" } });
  });

  it("reports a failed save (the wizard shows Not saved)", async () => {
    const api = fakeApi();
    const store = serverDraftStore("nce", api.client);
    await store.submit({ personal: { surname: "Okafor" } });
    await expect(store.save({})).rejects.toBeInstanceOf(AxiosError);
  });

  it("submits; the server's field errors come back as ApplicationRejectedError", async () => {
    const api = fakeApi();
    const store = serverDraftStore("nce", api.client);
    await store.save({ personal: {} });
    const refused = await store.submit({ personal: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApplicationRejectedError);
    expect((refused as ApplicationRejectedError).errors).toEqual([
      { path: "personal.surname", message: "please input Surname" },
    ]);
    // The path is for the wizard to place the error, never shown to people.
    expect((refused as Error).message).toBe("please input Surname");

    const submitted = await store.submit({ personal: { surname: "Okafor" } });
    expect(submitted.submittedAt).toBe("2026-01-01T00:00:00.000Z");
    // The wizard clears its draft after a submit: the submitted application stays on the server.
    await store.clear?.();
    expect((await store.fetch())?.data).toEqual({ personal: { surname: "Okafor" } });
    expect(api.calls.filter((call) => call.method === "DELETE")).toEqual([]);
  });
});
