import { logoutRequest, refreshRequest } from "./authApi";
import { type Session, sessionStore } from "./sessionStore";

/** Renew the access token this long before it expires, so requests never meet a 401 for age. */
const RENEW_BEFORE_MS = 60_000;
let renewTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleRenewal(session: Session | null) {
  clearTimeout(renewTimer);
  if (!session) return;
  const due = new Date(session.expires).getTime() - Date.now() - RENEW_BEFORE_MS;
  renewTimer = setTimeout(() => void renewSession(), Math.max(due, 5_000));
}

/** Restores or renews the session from the refresh cookie; signs out when that fails. */
export async function renewSession(): Promise<Session | null> {
  try {
    const response = await refreshRequest();
    const session = sessionStore.signIn(response);
    scheduleRenewal(session);
    return session;
  } catch {
    if (sessionStore.get()) sessionStore.signOut();
    else sessionStore.markRestored();
    return null;
  }
}

export function startSession(): void {
  scheduleRenewal(sessionStore.get());
}

/** Sign-out: revoke the refresh token on the server, then forget everything locally. */
export async function signOut(): Promise<void> {
  clearTimeout(renewTimer);
  try {
    await logoutRequest();
  } finally {
    sessionStore.signOut();
  }
}
