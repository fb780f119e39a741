// The npm registry these machines reach lacks some platform builds of some packages; npm then
// writes a lock file that `npm ci` refuses ("Missing: … from lock file"). Catch that here, early,
// with the package to blame, instead of in CI.
import { readFileSync } from "node:fs";

const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const missing = [];
for (const [where, pkg] of Object.entries(lock.packages)) {
  for (const dep of Object.keys(pkg.optionalDependencies ?? {})) {
    const nested = `${where}/node_modules/${dep}`;
    if (!lock.packages[`node_modules/${dep}`] && !lock.packages[nested]) missing.push(`${where} → ${dep}`);
  }
}
if (missing.length > 0) {
  console.error("package-lock.json lacks optional packages, so `npm ci` will fail:");
  for (const line of missing) console.error(`  ${line}`);
  console.error("Pin a version of the package whose platform builds are all on the registry.");
  process.exit(1);
}
console.log("package-lock.json: every optional dependency is recorded");
