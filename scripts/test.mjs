// npm test: type check, lint, unit/component/server tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), client build and bundle budget, then the e2e suite in Chromium.
// Stops at the first failing step and ends with one "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./clientBuild.mjs";

const bin = (name) => path.join(root, "node_modules/.bin", name);
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, "reports");
rmSync(path.join(results, "vitest.json"), { force: true });
rmSync(path.join(results, "e2e.json"), { force: true });
mkdirSync(results, { recursive: true });

const steps = [
  ["lock file", process.execPath, [path.join(root, "scripts/check-lockfile.mjs")]],
  ["type check", bin("tsc"), ["-p", "."]],
  ["lint and format", bin("biome"), ["check", "."]],
  [
    "unit, component and server tests",
    bin("vitest"),
    [
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(results, "vitest.json")}`,
    ],
  ],
  [
    "client build",
    process.execPath,
    ["--input-type=module", "-e", 'import("./scripts/clientBuild.mjs").then((m) => m.buildClient())'],
  ],
  ["cold-load bundle budgets", process.execPath, [path.join(root, "scripts/bench/bundle.mjs")]],
  ["chromium", process.execPath, [path.join(root, "scripts/ensure-chromium.mjs")]],
  ["e2e tests (Chromium)", bin("playwright"), ["test"]],
];

function counts() {
  let passed = 0;
  let failed = 0;
  const vitest = path.join(results, "vitest.json");
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  const e2e = path.join(results, "e2e.json");
  if (existsSync(e2e)) {
    const { stats } = JSON.parse(readFileSync(e2e, "utf8"));
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
  }
  return { passed, failed };
}

let failedStep;
const database = process.env.TEST_DATABASE_URL
  ? "PGlite and PostgreSQL"
  : "PGlite only (set TEST_DATABASE_URL for PostgreSQL too)";
console.log(`Server tests run on ${database}.`);
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`✗ ${name} failed after ${seconds}s`);
    failedStep = name;
    break;
  }
  console.log(`✓ ${name} (${seconds}s)`);
}

const { passed, failed } = counts();
if (failedStep) console.log(`\nnpm test stopped at: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
