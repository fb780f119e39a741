// Prints the gzip size of the JavaScript the landing page loads on first visit (the entry chunk,
// its static imports and the landing screen's chunk with its imports), from Vite's manifest, and
// fails when it is over the budget. Run after `npm run build`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ensureClientBuild, root } from "../clientBuild.mjs";

const BUDGET_KB = Number(process.env.LANDING_JS_BUDGET_KB ?? 200);
const LANDING = "src/client/features/landing/LandingPage.tsx";

ensureClientBuild();
const dist = path.join(root, "dist/client");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const files = collect(LANDING, collect(entry));
const rows = [...files].map((file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log("Landing page first-load JavaScript");
console.log(`${"file".padEnd(48)} ${"raw KB".padStart(7)} ${"gzip KB".padStart(7)}`);
for (const row of rows) console.log(`${row.file.padEnd(48)} ${kb(row.raw)} ${kb(row.gzip)}`);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`${"total".padEnd(48)} ${kb(rows.reduce((s, r) => s + r.raw, 0))} ${kb(total)}`);
console.log(`budget ${BUDGET_KB} KB gzip: ${((total / 1024 / BUDGET_KB) * 100).toFixed(0)}% used`);
if (total / 1024 > BUDGET_KB) {
  console.error(`Over budget by ${(total / 1024 - BUDGET_KB).toFixed(1)} KB gzip.`);
  process.exit(1);
}
