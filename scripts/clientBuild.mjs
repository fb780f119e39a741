// Decides whether the client build in dist/client is missing or older than its sources, and builds it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const manifest = path.join(root, "dist/client/.vite/manifest.json");
const inputs = ["index.html", "vite.config.ts", "package-lock.json", "public", "src", "screens", "schemas"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function clientBuildIsStale() {
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/** Precompiles the form validators (the browser may not compile code under our CSP), then builds. */
export function buildClient() {
  const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" }).status === 0;
  if (!run(["--import", "tsx", "scripts/build-validators.ts"])) {
    throw new Error("Precompiling the form validators failed (see above).");
  }
  if (!run([path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"])) {
    throw new Error("The client build failed (see above).");
  }
}

export function ensureClientBuild({ quiet = false } = {}) {
  if (!clientBuildIsStale()) return false;
  if (!quiet) console.log("Building the client (dist/client is missing or older than its sources)…");
  buildClient();
  return true;
}
