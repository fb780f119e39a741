// Where the e2e tests and benchmarks find Chromium: Debian's package, never a downloaded browser.
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function hasChromium() {
  return existsSync(chromiumPath);
}
