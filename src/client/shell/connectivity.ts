import type { Flash } from "./flash";

/** Spec section 4, "Connectivity": both flashes close after 5 seconds. */
export const OFFLINE_FLASH: Flash = {
  title: "Offline!",
  message: "oops!, looks you are offline!",
  intent: "danger",
  timeout: 5000,
};

export const ONLINE_FLASH: Flash = {
  title: "Online.",
  message: "you are back online!",
  intent: "success",
  timeout: 5000,
};

/**
 * Decides which flash a connectivity event shows: every offline event shows 'Offline!', and
 * coming back online shows 'Online.' only after at least one offline event was seen.
 */
export function createConnectivityTracker() {
  let wentOffline = false;
  return {
    onOffline(): Flash {
      wentOffline = true;
      return OFFLINE_FLASH;
    },
    onOnline(): Flash | undefined {
      return wentOffline ? ONLINE_FLASH : undefined;
    },
  };
}
