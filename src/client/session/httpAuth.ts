import { AxiosError } from "axios";
import { http } from "../api/http";
import { endImpersonation } from "./sessionLifecycle";
import { sessionStore } from "./sessionStore";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Calls about the session itself (refresh, logout) handle their own 401. */
    skipAuthHandling?: boolean;
  }
}

let onForbidden: () => void = () => {};

/** The app routes 403s to /no_access; set once the router exists. */
export function setForbiddenHandler(handler: () => void): void {
  onForbidden = handler;
}

/**
 * A 403 on a read means the screen is not this user's: it goes to /no_access (spec section 4).
 * A 403 on a write (a protected row, a row outside the officer's scope) is a refusal of that one
 * change on a screen the user may see: the screen shows the server's message where the change was
 * made, and navigating away would lose the form.
 */
export function leavesForNoAccess(status: number | undefined, method: string | undefined): boolean {
  return status === 403 && (method ?? "get").toLowerCase() === "get";
}

/**
 * Bearer token on every call; a 401 signs the user out (or ends an impersonation) and a 403 on a
 * read goes to /no_access (spec section 4). Requests are never retried.
 */
export function installHttpAuth(): void {
  http.interceptors.request.use((config) => {
    const session = sessionStore.get();
    if (session) config.headers.set("Authorization", `Bearer ${session.token}`);
    return config;
  });
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && !error.config?.skipAuthHandling) {
      const session = sessionStore.get();
      if (error.response?.status === 401 && session) {
        // An impersonation that was ended elsewhere (or ran out) hands back to the impersonator.
        if (session.profile.isImpersonating) void endImpersonation();
        else sessionStore.signOut(true);
      }
      if (leavesForNoAccess(error.response?.status, error.config?.method)) onForbidden();
    }
    return Promise.reject(error);
  });
}
