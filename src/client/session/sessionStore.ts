import type { LoginResponse } from "../../contract/auth";

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
/**
 * Whether the last session ended because the server stopped taking its token (a 401: expired, or
 * closed elsewhere), not by the user's sign-out: the signed-out catch-all then shows the sign-in
 * page at the same address, saying why (issue 25: a signed-out type editor landed on / without a word).
 */
let endedByServer = false;
/** Whether the start-up attempt to restore a session from the cookie has finished. */
let restored = false;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  isRestored: (): boolean => restored,
  endedByServer: (): boolean => endedByServer,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(response: LoginResponse): Session {
    if (!response.jwtToken) throw new Error("a login response without a token cannot start a session");
    const { jwtToken, ...profile } = response;
    current = { token: jwtToken.token, expires: jwtToken.expires, profile };
    restored = true;
    endedByServer = false;
    emit();
    return current;
  },
  /** Clears everything the spec lists: token, role, name, menu, impersonation state. */
  signOut(byServer = false): void {
    current = null;
    endedByServer = byServer;
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
