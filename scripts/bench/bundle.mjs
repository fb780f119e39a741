// Prints the gzip size of the JavaScript two first visits load, from Vite's manifest, and fails
// when either is over its budget. Run after `npm run build`.
// - the landing page: the entry chunk, its static imports and the landing screen's chunk;
// - an admin list opened cold (a signed-in user's first page is a list, e.g. after a reload): the
//   entry, the signed-in route tables, the application frame, the list screen, its group's tab bar
//   and its resource file, each with its static imports. The row form, fetched on first Add or Edit, is not part of it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ensureClientBuild, root } from "../clientBuild.mjs";

const PAGES = [
  {
    name: "Landing page",
    budgetKb: Number(process.env.LANDING_JS_BUDGET_KB ?? 200),
    modules: ["src/client/features/landing/LandingPage.tsx"],
  },
  {
    name: "Admin list opened cold",
    // 250 until issue 20's Grid row selection (bulk admission decisions), dependent School →
    // department → option lookups and breadcrumb rules added 3.1 KB (249.8 → 252.9); issue 22
    // (compression, the session restored before the router) owns bringing cold loads down again.
    budgetKb: Number(process.env.ADMIN_LIST_JS_BUDGET_KB ?? 255),
    modules: [
      "screens/staffScreens.ts",
      "src/client/shell/AppFrame.tsx",
      "src/client/engine/crud/resourceScreen.tsx",
      // Its group's tab bar, fetched beside it (screens/groupTabs.ts).
      "src/client/engine/crud/GroupTabsFrame.tsx",
      // The list's own resource file, fetched with its screen (screens/resources.ts).
      "schemas/resources/departments.json",
    ],
  },
];

ensureClientBuild();
const dist = path.join(root, "dist/client");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));

/** `key`'s chunk and every chunk it imports statically (what the browser fetches together). */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const gzipSizes = new Map();
function sizesOf(file) {
  if (!gzipSizes.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    gzipSizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipSizes.get(file);
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
let over = false;
for (const page of PAGES) {
  const files = new Set();
  for (const key of [entry, ...page.modules]) collect(key, files);
  const rows = [...files].map((file) => ({ file, ...sizesOf(file) })).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\n${page.name}: first-load JavaScript`);
  console.log(`${"file".padEnd(48)} ${"raw KB".padStart(7)} ${"gzip KB".padStart(7)}`);
  for (const row of rows) console.log(`${row.file.padEnd(48)} ${kb(row.raw)} ${kb(row.gzip)}`);
  console.log(`${"total".padEnd(48)} ${kb(rows.reduce((s, r) => s + r.raw, 0))} ${kb(total)}`);
  console.log(`budget ${page.budgetKb} KB gzip: ${((total / 1024 / page.budgetKb) * 100).toFixed(0)}% used`);
  if (total / 1024 > page.budgetKb) {
    console.error(`${page.name}: over budget by ${(total / 1024 - page.budgetKb).toFixed(1)} KB gzip.`);
    over = true;
  }
}
if (over) process.exit(1);
