import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, importGraph, importSpecifiers } from "./importGraph";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SRC = path.join(ROOT, "src");
const BIOME = path.join(ROOT, "node_modules/.bin/biome");
const relative = (file: string) => path.relative(ROOT, file);

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string; start: { line: number } };
}

/** Lints `files` (path → source) with the repository's biome.json in a scratch folder. */
function lintWithProjectRules(files: Record<string, string>): Diagnostic[] {
  const dir = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  try {
    copyFileSync(path.join(ROOT, "biome.json"), path.join(dir, "biome.json"));
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    let output: string;
    try {
      output = execFileSync(BIOME, ["lint", "--reporter=json", "."], {
        cwd: dir,
        encoding: "utf8",
        stdio: "pipe",
      });
    } catch (failure) {
      output = String((failure as { stdout?: string }).stdout ?? "");
    }
    const report = JSON.parse(output.slice(output.indexOf("{"), output.lastIndexOf("}") + 1)) as {
      diagnostics: Diagnostic[];
    };
    return report.diagnostics.filter((d) => d.category === "lint/style/noRestrictedImports");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("import rules (biome.json noRestrictedImports)", () => {
  const forbidden = [
    'import { a } from "../../server/modules/auth/loginService";',
    'import { b } from "node:fs";',
    'import { c } from "react";',
    'import { d } from "../client/api/http";',
    'import { e } from "./allowed";',
    "export const all = [a, b, c, d, e];",
    "",
  ].join("\n");
  const found = lintWithProjectRules({
    "src/client/features/bad.ts": forbidden,
    "src/contract/bad.ts": forbidden,
    "src/schema/bad.ts": forbidden,
    "src/server/fine.ts": forbidden,
    "src/schema/reader.test.ts": forbidden,
    "src/client/api/fine.ts": 'import { f } from "../../contract/auth";\nexport const g = f;\n',
  });
  const lines = (file: string) =>
    found
      .filter((d) => d.location.path.replaceAll("\\", "/") === file)
      .map((d) => d.location.start.line)
      .sort();

  it("refuses src/server in src/client (and only that there)", () => {
    expect(lines("src/client/features/bad.ts")).toEqual([1]);
    expect(lines("src/client/api/fine.ts")).toEqual([]);
  });

  it("refuses node:, React, src/server and src/client in src/contract and src/schema", () => {
    expect(lines("src/contract/bad.ts")).toEqual([1, 2, 3, 4]);
    expect(lines("src/schema/bad.ts")).toEqual([1, 2, 3, 4]);
  });

  it("lets a test beside the framework-free code read files, and nothing more", () => {
    expect(lines("src/schema/reader.test.ts")).toEqual([1, 3, 4]);
  });

  it("leaves the server alone", () => {
    expect(lines("src/server/fine.ts")).toEqual([]);
  });
});

describe("import graph", () => {
  it("reads every kind of import and export specifier", () => {
    const source = [
      'import a from "./a";',
      'import type { B } from "../b";',
      'export { c } from "./c";',
      'export * from "./d";',
      'import "./e.css";',
      'const f = await import("./f");',
      "import {",
      "  g,",
      '} from "g-package";',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual(["./a", "../b", "./c", "./d", "./e.css", "./f", "g-package"]);
  });

  it("finds a cycle, naming its files in order", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
    ]);
    expect(findCycles(graph)).toEqual([["a", "b", "c", "a"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });

  const graph = importGraph(SRC);

  it("has no import cycle under src/", () => {
    expect(findCycles(graph).map((cycle) => cycle.map(relative).join(" → "))).toEqual([]);
  });

  it("src/client never reaches src/server, and src/contract and src/schema reach neither", () => {
    const crossings: string[] = [];
    const inside = (file: string, dir: string) => file.startsWith(path.join(SRC, dir) + path.sep);
    for (const [file, targets] of graph) {
      for (const target of targets) {
        const bad =
          (inside(file, "client") && inside(target, "server")) ||
          ((inside(file, "contract") || inside(file, "schema")) &&
            (inside(target, "server") || inside(target, "client")));
        if (bad) crossings.push(`${relative(file)} → ${relative(target)}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
