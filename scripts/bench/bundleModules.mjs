// What a budgeted page's cold-load JavaScript is made of (run after `npm run build`): each of the
// page's chunks (bundle.mjs's set: the entry and the page's modules with their static imports)
// is split among its source modules through its source map, each module's share of the chunk's
// gzip size in proportion to its bytes in the chunk. An estimate (gzip is not additive; the
// chunks' import and export glue, and code no map covers, count as "(unmapped)"), for finding
// what to cut. `node scripts/bench/bundleModules.mjs [budget name, default adminList] [top N]`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "../clientBuild.mjs";
import { PAGES } from "./pages.mjs";

const [budget = "adminList", top = "40"] = process.argv.slice(2);
const page = PAGES.find((candidate) => candidate.budget === budget);
if (!page) throw new Error(`No page has the budget ${budget}: ${PAGES.map((p) => p.budget).join(", ")}`);
const dist = path.join(root, "dist/client");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
for (const key of [entry, ...page.modules]) collect(key);

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Each mapped segment's generated line, column and source index (source maps' base64 VLQ). */
function* segments(mappings) {
  let source = 0;
  for (const [line, text] of mappings.split(";").entries()) {
    let column = 0;
    for (const segment of text.split(",")) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (!(digit & 32)) {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      yield { line, column, source: values.length > 1 ? source : -1 };
    }
  }
}

/** "react-dom" or "@tanstack/query-core" for a package's file, else the module's folder. */
function groupOf(module) {
  const at = module.lastIndexOf("node_modules/");
  if (at >= 0) {
    const parts = module.slice(at + "node_modules/".length).split("/");
    return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? module);
  }
  return module.includes("/") ? module.slice(0, module.lastIndexOf("/")) : module;
}

const byModule = new Map();
const add = (map, key, kb) => map.set(key, (map.get(key) ?? 0) + kb);
let total = 0;
for (const file of [...files].filter((name) => name.endsWith(".js"))) {
  const code = readFileSync(path.join(dist, file), "utf8");
  const gzip = gzipSync(code, { level: 9 }).length / 1024;
  total += gzip;
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) {
    add(byModule, "(unmapped)", gzip);
    continue;
  }
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  const starts = [0];
  for (let at = code.indexOf("\n"); at >= 0; at = code.indexOf("\n", at + 1)) starts.push(at + 1);
  const marks = [...segments(map.mappings)].map((segment) => ({
    at: (starts[segment.line] ?? code.length) + segment.column,
    module:
      segment.source < 0
        ? "(unmapped)"
        : path.relative(root, path.resolve(dist, path.dirname(file), map.sources[segment.source])),
  }));
  marks.sort((a, b) => a.at - b.at);
  add(byModule, "(unmapped)", ((marks[0]?.at ?? code.length) / code.length) * gzip);
  for (const [index, mark] of marks.entries()) {
    const end = marks[index + 1]?.at ?? code.length;
    add(byModule, mark.module, ((end - mark.at) / code.length) * gzip);
  }
}

const byGroup = new Map();
for (const [module, kb] of byModule) add(byGroup, groupOf(module), kb);
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, kb] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
    console.log(`${kb.toFixed(1).padStart(7)}  ${name}`);
};
console.log(
  `${page.name}: ${total.toFixed(1)} KB gzip JavaScript in ${files.size} chunks (estimated shares)`,
);
print("By package or folder (KB gzip)", byGroup);
print("By module (KB gzip)", byModule);
