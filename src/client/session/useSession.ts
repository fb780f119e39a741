import { useSyncExternalStore } from "react";
import { type Session, sessionStore } from "./sessionStore";

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/** False until the start-up attempt to restore a session from the refresh cookie has finished. */
export function useSessionRestored(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isRestored);
}
