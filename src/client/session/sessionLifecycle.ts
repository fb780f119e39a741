import type { LoginResponse } from "../../contract/auth";
import { logoutRequest, refreshRequest } from "../api/auth";
import { endImpersonationRequest, impersonationRefreshRequest } from "../api/impersonation";
import { mayBeImpersonating, onImpersonationLink } from "./sessionHint";
import { type Session, sessionStore } from "./sessionStore";

/** Renew the access token this long before it expires, so requests never meet a 401 for age. */
const RENEW_BEFORE_MS = 60_000;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
let impersonationTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Where the impersonator goes when an impersonation ends: a fresh page load, which restores
 * their own session from their own refresh cookie (never touched while impersonating) and leaves
 * nothing of the impersonated user's data in memory. Replaceable in tests.
 */
let returnToOwnSession: () => void = () => window.location.assign("/dashboard");

export function setReturnToOwnSession(go: () => void): void {
  returnToOwnSession = go;
}

function clearTimers() {
  clearTimeout(renewTimer);
  clearTimeout(impersonationTimer);
}

/** The moment an impersonated session ends, or undefined for an ordinary one. */
export function impersonationEndOf(session: Session): number | undefined {
  const { isImpersonating, impersonationExpires } = session.profile;
  if (!isImpersonating || !impersonationExpires) return undefined;
  const end = Date.parse(impersonationExpires);
  return Number.isNaN(end) ? undefined : end;
}

function scheduleTimers(session: Session | null) {
  clearTimers();
  if (!session) return;
  const tokenEnd = Date.parse(session.expires);
  const impersonationEnd = impersonationEndOf(session);
  if (impersonationEnd !== undefined) {
    // The client ends the impersonation itself when its time is up (the server refuses it anyway).
    impersonationTimer = setTimeout(
      () => void endImpersonation(),
      Math.max(0, impersonationEnd - Date.now()),
    );
    // The server never issues a token past the end, so a token that reaches it needs no renewal.
    if (tokenEnd >= impersonationEnd) return;
  }
  const due = tokenEnd - Date.now() - RENEW_BEFORE_MS;
  renewTimer = setTimeout(() => void renewSession(), Math.max(due, 5_000));
}

function adopt(response: LoginResponse): Session {
  const session = sessionStore.signIn(response);
  scheduleTimers(session);
  return session;
}

/**
 * Restores or renews the session: the impersonated one while impersonating (its own cookie),
 * otherwise from the refresh cookie; signs out when that fails.
 */
export async function renewSession(): Promise<Session | null> {
  const current = sessionStore.get();
  // A link that starts an impersonation makes its own session; restoring the impersonator's first
  // would route past the page that opens it.
  if (!current && onImpersonationLink()) {
    sessionStore.markRestored();
    return null;
  }
  if (current ? current.profile.isImpersonating : mayBeImpersonating()) {
    try {
      return adopt(await impersonationRefreshRequest());
    } catch {
      if (current) {
        await endImpersonation();
        return null;
      }
      // Starting up after the impersonation ended: close it, then restore the person's own session.
      await endImpersonationRequest().catch(() => undefined);
    }
  }
  try {
    return adopt(await refreshRequest());
  } catch {
    if (sessionStore.get()) sessionStore.signOut();
    else sessionStore.markRestored();
    return null;
  }
}

export function startSession(): void {
  scheduleTimers(sessionStore.get());
}

let ending: Promise<void> | undefined;

/**
 * Ends the impersonation on the server (once, however many timers, buttons and 401s ask) and
 * returns the impersonator to their own session.
 */
export function endImpersonation(): Promise<void> {
  ending ??= (async () => {
    clearTimers();
    try {
      await endImpersonationRequest();
    } catch {
      // Offline or already ended: the page load below asks the server again either way.
    }
    returnToOwnSession();
  })().finally(() => {
    ending = undefined;
  });
  return ending;
}

/** Sign-out: end any impersonation, revoke the refresh token on the server, forget everything locally. */
export async function signOut(): Promise<void> {
  clearTimers();
  try {
    if (sessionStore.get()?.profile.isImpersonating) await endImpersonationRequest().catch(() => undefined);
    await logoutRequest();
  } finally {
    sessionStore.signOut();
  }
}
