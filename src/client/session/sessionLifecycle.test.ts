import type { InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeHttpAnswer } from "../../../tests/support/fakeHttpAnswer";
import type { LoginResponse } from "../../contract/auth";
import { http } from "../api/http";
import {
  endImpersonation,
  renewSession,
  setReturnToOwnSession,
  signOut,
  startSession,
} from "./sessionLifecycle";
import { sessionStore } from "./sessionStore";

const NOW = Date.parse("2026-05-04T12:00:00.000Z");

function impersonated(secondsLeft: number): LoginResponse {
  const ends = new Date(NOW + secondsLeft * 1000).toISOString();
  return {
    userId: 42,
    userType: "student",
    fullName: "Adebayo Oluwaseun Adeyemi",
    birthday: null,
    studentTypeId: 1,
    jwtToken: { token: "a.b.c", expires: ends },
    displayCSATModal: false,
    impersonatorUsername: "superadmin",
    isImpersonating: true,
    impersonationExpires: ends,
    menuItems: ["dashboard"],
    oldUser: true,
    twoFactor: false,
  };
}

/** A stand-in for the session calls on the shared axios instance: answers by URL, records the calls. */
function fakeServer(answers: Record<string, { status: number; data?: unknown }>) {
  const calls: string[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? "";
    calls.push(url);
    const answer = answers[url] ?? { status: 200, data: { success: true, data: null } };
    return fakeHttpAnswer(config, answer);
  };
  return calls;
}

let returned: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  returned = vi.fn<() => void>();
  setReturnToOwnSession(returned);
});

afterEach(() => {
  sessionStore.signOut();
  vi.useRealTimers();
});

describe("an impersonated session", () => {
  it("ends itself when its time is up and hands back to the impersonator", async () => {
    const calls = fakeServer({});
    sessionStore.signIn(impersonated(90));
    startSession();
    await vi.advanceTimersByTimeAsync(89_000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual(["/Authentication/end-impersonation"]);
    expect(returned).toHaveBeenCalledOnce();
  });

  it("does not renew a token that already reaches the end of the impersonation", async () => {
    const calls = fakeServer({});
    sessionStore.signIn(impersonated(10 * 60));
    startSession();
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 59_000);
    expect(calls).toEqual([]);
  });

  it("renews through the impersonation's own refresh, and ends when that is refused", async () => {
    const refreshed = impersonated(20 * 60);
    const calls = fakeServer({
      "/Authentication/impersonation/refresh-token": {
        status: 200,
        data: { success: true, data: refreshed },
      },
    });
    sessionStore.signIn(impersonated(20 * 60));
    expect((await renewSession())?.profile.isImpersonating).toBe(true);
    expect(calls).toEqual(["/Authentication/impersonation/refresh-token"]);

    fakeServer({ "/Authentication/impersonation/refresh-token": { status: 401, data: { success: false } } });
    expect(await renewSession()).toBeNull();
    expect(returned).toHaveBeenCalledOnce();
  });

  it("asks the server once however many times it is ended at the same moment", async () => {
    const calls = fakeServer({});
    sessionStore.signIn(impersonated(60));
    await Promise.all([endImpersonation(), endImpersonation(), endImpersonation()]);
    expect(calls).toEqual(["/Authentication/end-impersonation"]);
    expect(returned).toHaveBeenCalledOnce();
  });

  it("ends the impersonation first when signing out altogether", async () => {
    const calls = fakeServer({});
    sessionStore.signIn(impersonated(60));
    await signOut();
    expect(calls).toEqual(["/Authentication/end-impersonation", "/Authentication/logout"]);
    expect(sessionStore.get()).toBeNull();
  });
});
