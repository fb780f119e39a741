// Prints what first visits ("cold loads") of the portal's pages download, from Vite's manifest, and
// fails when one is over its budget (scripts/bench/budgets.mjs). Run after `npm run build`.
// A page's cold load is the entry chunk and the page's own chunks, each with its static imports
// (what the browser fetches together): the gzip JavaScript is budgeted, the CSS those chunks
// bring (the page waits for it before it renders) is printed beside it. The landing page's whole
// first visit (HTML, JS, CSS, fonts, each as served: brotli, else gzip, else as is) has a budget too.
// What the manifest cannot see (a dynamic import fired at start) e2e/coldLoads.spec.ts measures in
// Chromium against the same budgets.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { UNUSED } from "../blueprintCssPlugin.mjs";
import { ensureClientBuild, root } from "../clientBuild.mjs";
import { JS_BUDGETS_KB, LANDING_WIRE_BUDGET_KB } from "./budgets.mjs";
import { PAGES } from "./pages.mjs";

ensureClientBuild();
const dist = path.join(root, "dist/client");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

/** `key`'s chunk and every chunk it imports statically (what the browser fetches together). */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const asset of chunk.assets ?? []) files.add(asset);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const sizes = new Map();
/** Raw, gzip (level 9, as the budgets count) and on-the-wire bytes (the precompressed copy served). */
function sizesOf(file) {
  if (!sizes.has(file)) {
    const full = path.join(dist, file);
    const bytes = readFileSync(full);
    const served = [".br", ".gz"].find((suffix) => existsSync(full + suffix));
    const wire = served ? readFileSync(full + served).length : bytes.length;
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, wire });
  }
  return sizes.get(file);
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);
const isFont = (file) => /\.(woff2?|ttf|otf|eot)$/.test(file);
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const problems = [];
const summary = [];

for (const page of PAGES) {
  const files = new Set();
  for (const key of [entry, ...page.modules]) collect(key, files);
  const rows = [...files].map((file) => ({ file, ...sizesOf(file) })).sort((a, b) => b.gzip - a.gzip);
  const js = rows.filter((row) => row.file.endsWith(".js"));
  const css = rows.filter((row) => row.file.endsWith(".css"));
  const budgetKb = JS_BUDGETS_KB[page.budget];
  const total = sum(js, "gzip");
  console.log(`\n${page.name}: first-load JavaScript`);
  console.log(`${"file".padEnd(56)} ${"raw KB".padStart(7)} ${"gzip KB".padStart(7)}`);
  for (const row of js) console.log(`${row.file.padEnd(56)} ${kb(row.raw)} ${kb(row.gzip)}`);
  console.log(`${"JavaScript total".padEnd(56)} ${kb(sum(js, "raw"))} ${kb(total)}`);
  for (const row of css) console.log(`${row.file.padEnd(56)} ${kb(row.raw)} ${kb(row.gzip)}`);
  console.log(`${"CSS total (render-blocking)".padEnd(56)} ${kb(sum(css, "raw"))} ${kb(sum(css, "gzip"))}`);
  console.log(`budget ${budgetKb} KB gzip JavaScript: ${((total / 1024 / budgetKb) * 100).toFixed(0)}% used`);
  summary.push({ page: page.name, js: total, css: sum(css, "gzip"), budgetKb });
  if (total / 1024 > budgetKb)
    problems.push(
      `${page.name}: over budget by ${(total / 1024 - budgetKb).toFixed(1)} KB gzip of JavaScript.`,
    );

  if (page.budget === "landing") {
    // The whole first visit as served: the HTML, every script and stylesheet, and their fonts.
    const html = { file: "index.html", ...sizesOf("index.html") };
    const wireRows = [html, ...rows.filter((row) => /\.(js|css)$/.test(row.file) || isFont(row.file))];
    const wire = sum(wireRows, "wire");
    console.log(
      `on the wire (HTML ${kb(html.wire).trim()}, JS ${kb(sum(js, "wire")).trim()}, CSS ${kb(sum(css, "wire")).trim()}, fonts ${kb(
        sum(
          rows.filter((row) => isFont(row.file)),
          "wire",
        ),
      ).trim()} KB): ${kb(wire).trim()} KB, budget ${LANDING_WIRE_BUDGET_KB} KB`,
    );
    summary.push({
      page: "Landing page on the wire (HTML+JS+CSS+fonts)",
      wire,
      budgetKb: LANDING_WIRE_BUDGET_KB,
    });
    if (wire / 1024 > LANDING_WIRE_BUDGET_KB)
      problems.push(
        `The landing page's first visit is ${(wire / 1024).toFixed(1)} KB on the wire, over ${LANDING_WIRE_BUDGET_KB} KB.`,
      );
  }
}

// Blueprint's CSS leaves out the components no screen uses (scripts/blueprintCssPlugin.mjs): one
// that turns up in the build (its module in a source map) would render unstyled.
const maps = Object.values(manifest)
  .map((chunk) => path.join(dist, `${chunk.file}.map`))
  .filter((file) => existsSync(file));
const sources = new Set(maps.flatMap((file) => JSON.parse(readFileSync(file, "utf8")).sources));
for (const unused of UNUSED) {
  const used = [...sources].find((source) => source.includes(`@blueprintjs/core/lib/esm/${unused.module}`));
  if (used)
    problems.push(
      `Blueprint's ${unused.css} is used now (${used}) but its CSS is left out: remove it from UNUSED in scripts/blueprintCssPlugin.mjs.`,
    );
}

console.log("\nSummary (KB gzip; the landing page's wire size as served)");
for (const row of summary) {
  const figure = row.wire === undefined ? `JS ${kb(row.js)}  CSS ${kb(row.css)}` : `wire ${kb(row.wire)}`;
  console.log(`${row.page.padEnd(56)} ${figure}  budget ${row.budgetKb}`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
