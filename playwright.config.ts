import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.mjs";

/**
 * e2e tests drive Debian's Chromium against the built client served by the real server, which each
 * worker starts on a random loopback port with its own throw-away database (see e2e/fixtures.ts).
 */
export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  // Every wait is on what the page shows; this is how long a step may take on a loaded two-core
  // machine (an upload read in a worker thread, a large application form's first render), not a pause.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
