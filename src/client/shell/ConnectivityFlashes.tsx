import { useEffect } from "react";
import { createConnectivityTracker } from "./connectivity";
import { flash } from "./flash";

/** Shows the spec's Offline!/Online. flashes as the browser loses and regains its connection. */
export function ConnectivityFlashes(): null {
  useEffect(() => {
    const tracker = createConnectivityTracker();
    const offline = () => void flash(tracker.onOffline());
    const online = () => {
      const shown = tracker.onOnline();
      if (shown) void flash(shown);
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, []);
  return null;
}
