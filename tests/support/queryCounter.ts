import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { vi } from "vitest";

// The drivers' own entry points, taken before any spy replaces them.
const pgliteQuery = PGlite.prototype.query;
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;

const textOf = (first: unknown): string =>
  typeof first === "string" ? first : String((first as { text?: unknown } | undefined)?.text ?? first);

/**
 * The statements sent to the database while `work` ran, counted in the drivers themselves
 * (PGlite's `query`; the `pg` client's `query`, which every pool connection goes through), so a
 * count says what really reached the database, whatever our code did to get there. Statements of
 * anything else running at the same time count too: run `work` alone.
 */
export async function queriesDuring<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const queries: string[] = [];
  const pglite = vi.spyOn(PGlite.prototype, "query").mockImplementation(function (
    this: PGlite,
    ...args: Parameters<PGlite["query"]>
  ) {
    queries.push(textOf(args[0]));
    return pgliteQuery.apply(this, args) as ReturnType<PGlite["query"]>;
  });
  const postgres = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    queries.push(textOf(args[0]));
    return pgQuery.apply(this, args) as never;
  } as never);
  try {
    return { result: await work(), queries };
  } finally {
    pglite.mockRestore();
    postgres.mockRestore();
  }
}
