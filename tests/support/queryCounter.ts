import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { vi } from "vitest";

// The drivers' own entry points, taken before any spy replaces them.
const pgliteQuery = PGlite.prototype.query;
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;

const textOf = (first: unknown): string =>
  typeof first === "string" ? first : String((first as { text?: unknown } | undefined)?.text ?? first);

export interface QueryWatch {
  /** The SQL of each statement sent, in order. */
  queries: string[];
  /** The SQL of each statement answered (or failed), in order. */
  settled: string[];
  stop(): void;
}

/**
 * Watches the statements sent to the database, in the drivers themselves (PGlite's `query`; the
 * `pg` client's `query`, which every pool connection goes through), so a count says what really
 * reached the database, whatever our code did to get there. Everything running counts: watch
 * one piece of work at a time.
 */
export function watchQueries(): QueryWatch {
  const queries: string[] = [];
  const settled: string[] = [];
  const noted = <T>(text: string, answer: T): T => {
    queries.push(text);
    if (answer instanceof Promise)
      answer.then(
        () => settled.push(text),
        () => settled.push(text),
      );
    return answer;
  };
  const pglite = vi.spyOn(PGlite.prototype, "query").mockImplementation(function (
    this: PGlite,
    ...args: Parameters<PGlite["query"]>
  ) {
    return noted(textOf(args[0]), pgliteQuery.apply(this, args) as ReturnType<PGlite["query"]>);
  });
  const postgres = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    // The pool asks with a callback (no promise back): it says when the answer came.
    const last = args.at(-1);
    if (typeof last === "function") {
      const text = textOf(args[0]);
      queries.push(text);
      return pgQuery.apply(this, [
        ...args.slice(0, -1),
        (...answer: unknown[]) => {
          settled.push(text);
          return (last as (...a: unknown[]) => unknown)(...answer);
        },
      ]) as never;
    }
    return noted(textOf(args[0]), pgQuery.apply(this, args)) as never;
  } as never);
  return {
    queries,
    settled,
    stop() {
      pglite.mockRestore();
      postgres.mockRestore();
    },
  };
}

/** The statements sent to the database while `work` ran (watchQueries); run `work` alone. */
export async function queriesDuring<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const watch = watchQueries();
  try {
    return { result: await work(), queries: watch.queries };
  } finally {
    watch.stop();
  }
}
