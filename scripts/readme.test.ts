// The top-level README is what a newcomer reads first: its architecture map, links, configuration
// table and demo accounts are checked against the repository so they cannot drift from it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../src/server/db/seed/identity";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The areas the map must name one by one: its heading names the folder in backticks. */
const MAP_AREAS: { folder: string; entries: () => string[] }[] = [
  { folder: "src/server/modules", entries: () => foldersIn("src/server/modules") },
  { folder: "src/client/features", entries: () => foldersIn("src/client/features") },
  { folder: "src/client/engine", entries: () => foldersIn("src/client/engine") },
  { folder: "schemas", entries: () => foldersIn("schemas") },
  {
    folder: "src/contract",
    entries: () =>
      readdirSync(path.join(ROOT, "src/contract")).filter(
        (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
      ),
  },
];

function foldersIn(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function exists(relative: string): boolean {
  return existsSync(path.join(ROOT, relative));
}

const topReadme = readFileSync(path.join(ROOT, "README.md"), "utf8");
const lines = topReadme.split("\n");

/** The lines under the first heading line that `matches`, up to the next heading of any level. */
function section(matches: (heading: string) => boolean): string[] {
  const start = lines.findIndex((line) => line.startsWith("#") && matches(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith("#"));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Each markdown table in `body` (a run of lines starting with "|"), without header and rule. */
function tables(body: string[]): string[][] {
  const found: string[][] = [];
  let current: string[] | undefined;
  for (const line of body) {
    if (!line.startsWith("|")) current = undefined;
    else if (current) current.push(line);
    else {
      current = [line];
      found.push(current);
    }
  }
  return found.map((table) => table.slice(2));
}

const cells = (row: string) => row.split("|").slice(1, -1);
const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");

/** Names of environment variables read as `env.NAME` (also `process.env.NAME`) in `folder`'s code. */
function envReadIn(folder: string, pattern: RegExp): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const match of readFileSync(full, "utf8").matchAll(pattern)) names.add(match[1] ?? "");
    }
  };
  walk(path.join(ROOT, folder));
  return [...names];
}

describe("README.md (the top-level one a newcomer reads)", () => {
  it("is at most 300 lines", () => {
    expect(topReadme.trimEnd().split("\n").length).toBeLessThanOrEqual(300);
  });

  for (const area of MAP_AREAS) {
    it(`maps every entry of ${area.folder}/ and nothing that is not there`, () => {
      const rows = tables(section((heading) => heading.includes(`\`${area.folder}/\``))).flat();
      expect(rows.length, `no map table under a heading naming \`${area.folder}/\``).toBeGreaterThan(0);
      const named = rows.map((row) => backticked(cells(row)[0] ?? "")[0] ?? "");
      expect(new Set(named).size, "an entry is named twice").toBe(named.length);
      for (const entry of area.entries()) expect(named, `${area.folder}/${entry}`).toContain(entry);
      for (const name of named) expect(exists(`${area.folder}/${name}`), `${area.folder}/${name}`).toBe(true);
      // An entry that has its own README links it.
      for (const [index, name] of named.entries())
        if (existsSync(path.join(ROOT, area.folder, name, "README.md")))
          expect(rows[index], `${area.folder}/${name} links its README`).toContain(
            `](${area.folder}/${name}/README.md)`,
          );
    });
  }

  it("links only to paths that exist", () => {
    const targets = [...topReadme.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? "");
    const local = targets.filter((target) => !/^[a-z]+:/.test(target) && !target.startsWith("#"));
    expect(local.length).toBeGreaterThan(20);
    expect(local.filter((target) => !exists(target.split("#")[0] ?? ""))).toEqual([]);
  });

  it("has one configuration table naming exactly the variables the server and the client build read", () => {
    const found = tables(section((heading) => heading === "## Configuration"));
    expect(found).toHaveLength(1);
    const documented = (found[0] ?? []).flatMap((row) =>
      backticked(cells(row)[0] ?? "").filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name)),
    );
    // The server's (config.ts and the parsers it hands the environment to, e.g. paymentConfig.ts)
    // and the client's build-time VITE_ variables.
    const read = [
      ...envReadIn("src/server", /\benv\.([A-Z][A-Z0-9_]+)\b/g),
      ...envReadIn("src/client", /import\.meta\.env\.(VITE_[A-Z0-9_]+)\b/g),
    ];
    expect(new Set(documented).size, "a variable is listed twice").toBe(documented.length);
    expect([...documented].sort()).toEqual([...new Set(read)].sort());
  });

  it("lists exactly the seeded demo accounts, with their names and roles", () => {
    const rows = tables(section((heading) => heading === "## Demo accounts")).flat();
    const listed = rows.map((row) => {
      const [user = "", who = "", roles = ""] = cells(row).map((cell) => cell.trim());
      return {
        userName: backticked(user)[0],
        fullName: who,
        roles: roles.replace(/\s*\(.*\)$/, "").split(", "),
      };
    });
    expect(listed).toEqual(
      DEMO_USERS.map((user) => ({
        userName: user.userName,
        fullName: user.fullName,
        roles: [...user.roles],
      })),
    );
  });
});
