// Form benchmark: the NCE application form rendered with our Blueprint theme and with plain
// @rjsf/core (its default theme), in one headless Chromium run, same schema, same validator.
//
//   npm run bench:form                      (builds scripts/bench/form/page with scripts/bench/form/vite.config.ts first)
//   MOUNTS=30 KEYS=100 CPU_SLOWDOWN=4 npm run bench:form      (CPU_SLOWDOWN: a slower phone)
//   npm run bench:form -- --no-build        (reuse dist/bench-form)
//
// Prints, per variant (whole form / the wizard's "personal" step × ours / plain), the first-render
// time (root.render to the next paint; median and p95 over MOUNTS fresh mounts) and the keystroke
// latency (keydown to the next paint after the input's update; p95 over KEYS keys typed into
// "Surname"), the ratios ours/plain, and the targets: keystroke p95 ≤ 50 ms, render ≤ 1.3× plain.
// Missing a target is reported, not fatal; exits 1 only when the page fails.
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath, hasChromium } from "../chromium.mjs";
import { root } from "../clientBuild.mjs";
import { serveStatic } from "./form/serve.mjs";

const MOUNTS = Number(process.env.MOUNTS) || 15;
const WARMUP = Number(process.env.WARMUP ?? 3);
const KEYS = Number(process.env.KEYS) || 50;
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN) || 1;
const KEY_TARGET_MS = 50;
const RENDER_TARGET_RATIO = 1.3;
const FIELD = "#root_personal_surname"; // rjsf's id for personal.surname, in both variants
const outDir = path.join(root, "dist/bench-form");

/** Nearest-rank percentile (p95 of 15 samples is the slowest one). */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function build() {
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const result = spawnSync(
    process.execPath,
    [vite, "build", "--config", "scripts/bench/form/vite.config.ts"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error("Building the benchmark page failed (see above).");
}

async function main() {
  if (!hasChromium()) {
    console.error(
      `Chromium not found at ${chromiumPath}: install Debian's 'chromium' package or set CHROMIUM_PATH.`,
    );
    return 1;
  }
  if (!process.argv.includes("--no-build")) {
    console.log("Building scripts/bench/form/page (scripts/bench/form/vite.config.ts)…");
    build();
  }

  const server = await serveStatic(outDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, "--js-flags=--expose-gc"],
    headless: true,
  });
  const failures = [];
  const consoleErrors = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("pageerror", (error) => failures.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    if (CPU_SLOWDOWN > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    }
    await page.goto(server.url);
    await page.waitForFunction(() => document.getElementById("status")?.textContent === "ready", null, {
      timeout: 30_000,
    });
    /** @type {{ id: string, label: string }[]} */
    const variants = await page.evaluate(() => window.formBench.variants);
    const mount = async (id) => {
      const result = await page.evaluate((variant) => window.formBench.mount(variant), id);
      if (failures.length > 0) throw new Error(`mounting ${id} failed`);
      return result;
    };

    // First render: warm-up rounds (JIT, ajv compiling the schemas, CSS), then fresh mounts with
    // the variants' order rotated each round so neither gets a systematic position advantage.
    for (let round = 0; round < WARMUP; round++) for (const { id } of variants) await mount(id);
    const renders = Object.fromEntries(
      variants.map(({ id }) => [id, { paint: [], commit: [], controls: 0 }]),
    );
    for (let round = 0; round < MOUNTS; round++) {
      const order = variants.map((_, i) => variants[(i + round) % variants.length]);
      for (const { id } of order) {
        const result = await mount(id);
        renders[id].paint.push(result.paint);
        renders[id].commit.push(result.commit);
        renders[id].controls = result.controls;
      }
    }

    // Keystrokes: focus Surname, a few unmeasured keys (typed, then deleted: its maxLength is 50),
    // then KEYS measured ones, each finished (painted) before the next.
    const keys = {};
    const lastKey = () =>
      page.evaluate(() =>
        Promise.race([
          window.formBench.lastKey(),
          new Promise((resolve) => setTimeout(() => resolve(Number.NaN), 5000)),
        ]),
      );
    for (const { id, label } of variants) {
      await mount(id);
      await page.focus(FIELD);
      for (const key of ["w", "a", "r", "m", "Backspace", "Backspace", "Backspace", "Backspace"]) {
        await page.keyboard.press(key);
        await lastKey();
      }
      let typed = "";
      keys[id] = [];
      for (let i = 0; i < KEYS; i++) {
        const letter = "abcdefghijklmnopqrstuvwxyz"[(i * 7) % 26];
        typed += letter;
        await page.keyboard.press(letter);
        const ms = await lastKey();
        if (Number.isNaN(ms)) failures.push(`${label}: keystroke ${i + 1} produced no update`);
        else keys[id].push(ms);
        await page.waitForTimeout(10);
      }
      const value = await page.inputValue(FIELD);
      const expected = typed.slice(0, 50);
      if (value !== expected) failures.push(`${label}: Surname holds "${value}", expected "${expected}"`);
    }
    await page.evaluate(() => window.formBench.unmount());

    report(variants, renders, keys, await browser.version());
  } catch (error) {
    failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    await browser.close();
    await server.close();
  }
  if (consoleErrors.length > 0) {
    console.log(`\nConsole errors in the page (${consoleErrors.length}, first 5):`);
    for (const text of consoleErrors.slice(0, 5)) console.log(`  ${text.slice(0, 300)}`);
  }
  if (failures.length > 0) {
    console.error("\nThe benchmark page failed:");
    for (const failure of failures) console.error(`  ${failure}`);
    return 1;
  }
  return 0;
}

function report(variants, renders, keys, version) {
  const ms = (n) => (Number.isFinite(n) ? n.toFixed(1) : "—").padStart(9);
  const ratio = (a, b) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : "—").padStart(9);
  const stats = Object.fromEntries(
    variants.map(({ id }) => [
      id,
      {
        renderMedian: percentile(renders[id].paint, 50),
        renderP95: percentile(renders[id].paint, 95),
        commitMedian: percentile(renders[id].commit, 50),
        keyMedian: percentile(keys[id], 50),
        keyP95: percentile(keys[id], 95),
        controls: renders[id].controls,
      },
    ]),
  );

  console.log(
    `\nNCE application form — Chromium ${version} headless, CPU slowdown ×${CPU_SLOWDOWN}; ` +
      `${MOUNTS} mounts per variant after ${WARMUP} warm-up rounds; ${KEYS} keystrokes into Surname; ` +
      `load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs`,
  );
  const header = `${"variant".padEnd(28)} ${"controls".padStart(8)} | ${"render".padStart(9)} ${"render".padStart(9)} ${"commit".padStart(9)} | ${"key".padStart(9)} ${"key".padStart(9)}`;
  const header2 = `${"".padEnd(28)} ${"".padStart(8)} | ${"median".padStart(9)} ${"p95".padStart(9)} ${"median".padStart(9)} | ${"median".padStart(9)} ${"p95".padStart(9)}`;
  console.log(header);
  console.log(header2);
  console.log("-".repeat(header.length));
  for (const { id, label } of variants) {
    const s = stats[id];
    console.log(
      `${label.padEnd(28)} ${String(s.controls).padStart(8)} | ${ms(s.renderMedian)} ${ms(s.renderP95)} ${ms(s.commitMedian)} | ${ms(s.keyMedian)} ${ms(s.keyP95)}`,
    );
  }
  console.log(
    "(ms; render = root.render to the next paint, commit = the synchronous render + commit inside it, " +
      "key = keydown to the next paint after the update)",
  );

  const pairs = [
    ["whole form", "ours-full", "plain-full"],
    ["personal step", "ours-step", "plain-step"],
  ];
  console.log(
    `\n${"ours / plain".padEnd(28)} ${"render".padStart(9)} ${"render".padStart(9)} ${"commit".padStart(9)} ${"key".padStart(9)}`,
  );
  console.log(
    `${"".padEnd(28)} ${"median".padStart(9)} ${"p95".padStart(9)} ${"median".padStart(9)} ${"p95".padStart(9)}`,
  );
  for (const [label, ours, plain] of pairs) {
    const [o, p] = [stats[ours], stats[plain]];
    console.log(
      `${label.padEnd(28)} ${ratio(o.renderMedian, p.renderMedian)} ${ratio(o.renderP95, p.renderP95)} ${ratio(o.commitMedian, p.commitMedian)} ${ratio(o.keyP95, p.keyP95)}`,
    );
  }

  console.log("\nTargets");
  const verdict = (ok) => (ok ? "PASS" : "FAIL");
  for (const [label, ours] of pairs) {
    const p95 = stats[ours].keyP95;
    console.log(
      `  keystroke p95 ≤ ${KEY_TARGET_MS} ms, ours, ${label.padEnd(14)} ${ms(p95)} ms   ${verdict(p95 <= KEY_TARGET_MS)}`,
    );
  }
  for (const [label, ours, plain] of pairs) {
    const r = stats[ours].renderMedian / stats[plain].renderMedian;
    console.log(
      `  render ≤ ${RENDER_TARGET_RATIO}× plain (median), ${label.padEnd(14)} ${ratio(stats[ours].renderMedian, stats[plain].renderMedian)}      ${verdict(r <= RENDER_TARGET_RATIO)}`,
    );
  }

  console.log(
    [
      "",
      "Notes: both variants share one validator (the shared keywords compiled at run time, as formValidator",
      'does outside a production build). Ours gets the fixture lookups as ui:widget "lookup" (withLookupWidgets);',
      "plain rjsf cannot draw that widget, so it gets a copy of the schema with each lookup as a oneOf of",
      '{ const, title } (applyLookups), and the UI schema with our "tel" widget as rjsf\'s text widget with',
      'inputType "tel". Every list is a native <select> there, where ours draws lists over 15 entries as a',
      "searchable Suggest; a lookup the fixture lacks stays a number input there but an empty drop-down in",
      "ours. Plain rjsf's default theme brings no CSS; Blueprint's CSS is loaded on the page for both.",
      "Blueprint's TextArea reads scrollHeight when it mounts, which forces a layout inside our commit: compare",
      "the render (to paint) figures, which hold all of the work for both; commit is for diagnosis only.",
    ].join("\n"),
  );
}

process.exit(await main());
