// Makes sure Debian's Chromium is there for the e2e tests: installs it with apt-get when we are
// root, otherwise stops with one line saying what to install. Never downloads a browser.
import { spawnSync } from "node:child_process";
import { chromiumPath, hasChromium } from "./chromium.mjs";

if (!hasChromium()) {
  const canInstall = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0;
  if (canInstall) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install =
      update.status === 0 &&
      spawnSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"], {
        stdio: "inherit",
        env,
      });
    if (install?.status !== 0 || !hasChromium()) {
      console.error(
        `Chromium could not be installed: run 'apt-get install chromium' as root (looked for ${chromiumPath}).`,
      );
      process.exit(1);
    }
  } else {
    console.error(
      `Chromium not found at ${chromiumPath}: install Debian's 'chromium' package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
