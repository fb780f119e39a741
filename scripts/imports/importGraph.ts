import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The relative-import graph of the TypeScript sources, and its cycles. Framework-free and small on
 * purpose: `importRules.test.ts` (beside it) runs it over src/ so a circle of imports fails `npm test`.
 */

/** `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`, type-only ones included. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** Every module specifier in a source text (comments are not skipped: a path in prose is rare, and harmless). */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? "");
}

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The file a relative specifier names, or undefined for packages, JSON, CSS and anything unresolved. */
export function resolveRelative(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const ending of ["", ...EXTENSIONS]) {
    const candidate = base + ending;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The .ts/.tsx files under `dir`, tests and generated files included. */
export function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(full);
  }
  return found;
}

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Each file under `dir` with the files it imports relatively (within the same tree or not). */
export function importGraph(dir: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const targets = importSpecifiers(readFileSync(file, "utf8"))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import cycles of `graph`, each as the files around it (first file repeated at the end).
 * One cycle per strongly connected group is enough to name the problem.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const seen = state.get(next);
      if (seen === "open") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (seen === undefined) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}
