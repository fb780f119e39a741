import type { LoginResponse } from "../../contract/auth";
import { sessionEnded } from "./sessionEnded";

/**
 * The signed-in user, kept in memory only: the access token never touches storage a script
 * could read later, and a reload restores the session from the httpOnly refresh cookie.
 * React reads it through useSyncExternalStore (useSession).
 */
export interface Session {
  token: string;
  expires: string;
  profile: Omit<LoginResponse, "jwtToken">;
}

type Listener = () => void;

let current: Session | null = null;
/** Whether the start-up attempt to restore a session from the cookie has finished. */
let restored = false;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  isRestored: (): boolean => restored,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(response: LoginResponse): Session {
    if (!response.jwtToken) throw new Error("a login response without a token cannot start a session");
    const { jwtToken, ...profile } = response;
    current = { token: jwtToken.token, expires: jwtToken.expires, profile };
    restored = true;
    sessionEnded.clear();
    emit();
    return current;
  },
  /** Clears everything the spec lists: token, role, name, menu, impersonation state. */
  signOut(): void {
    current = null;
    restored = true;
    try {
      sessionStorage.clear();
    } catch {
      // storage may be unavailable (private mode); nothing to clear then
    }
    emit();
  },
  markRestored(): void {
    if (restored) return;
    restored = true;
    emit();
  },
  /** Profile changes that do not need a new token (e.g. the rating flag after submitting). */
  updateProfile(change: Partial<Session["profile"]>): void {
    if (!current) return;
    current = { ...current, profile: { ...current.profile, ...change } };
    emit();
  },
};
