import { signOut } from "../../session/sessionLifecycle";

/**
 * Signs out and leaves the visitor at the landing page. The signed-out router is built from the
 * address bar when the session ends, so the address is set to "/" first; the server-side revoke
 * may fail (offline), but the local sign-out always happens.
 */
export async function signOutToLanding(): Promise<void> {
  window.history.replaceState(null, "", "/");
  try {
    await signOut();
  } catch {
    // signOut has already forgotten the session locally; nothing more to do offline
  }
}
