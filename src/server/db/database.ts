import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./dataDirLock";
import { type Schema, schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`; Drizzle's shared type cannot say so.
 */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Raw SQL on one connection: what migrations and tests need beyond Drizzle. */
export interface SqlSession {
  /** Runs one or more statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Runs `work` on a single connection (advisory locks and multi-statement SQL need one). */
  session<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Hears `channel`'s notifications from every process on the database (on PostgreSQL on a
   * connection of its own that comes back by itself); `onLine` says when that line is up or down
   * (what was said while it was down is lost). Answers how to stop listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLine: (up: boolean) => void,
  ): () => Promise<void>;
  /**
   * Resolves once every notification on `channel` committed before the call has been handed to
   * its listeners in this process (at once on PGlite, which delivers them before the statement
   * that caused them resolves; on PostgreSQL after a round trip on the listening connection, which
   * receives what was already sent before that answer). While the line is down, at once.
   */
  heardUpTo(channel: string): Promise<void>;
  /** Resolves when the database answers `SELECT 1` within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; absent means an in-memory database. */
  dataDir?: string | undefined;
  /** PostgreSQL only: the schema to work in (tests isolate themselves this way). */
  searchPath?: string | undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  return options.url ? openPostgres(options.url, options.searchPath) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process per folder: PGlite has no lock of its own, and two would lose each other's writes.
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  // pg_trgm as on a real server: contains-search over large admin lists needs trigram indexes.
  const options = { extensions: { pg_trgm } };
  let client: PGlite;
  try {
    client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  const session: SqlSession = {
    async exec(sql) {
      await client.exec(sql);
    },
    async query<Row>(sql: string, params?: unknown[]) {
      return (await client.query<Row>(sql, params)).rows;
    },
  };
  return {
    kind: "pglite",
    db,
    // PGlite is a single connection already; it serialises its own queries.
    session: (work) => work(session),
    // Its notifications arrive before the statement that caused them resolves: nothing is ever late.
    listen(channel, onMessage, onLine) {
      const unsubscribe = client.listen(channel, onMessage).then((stop) => {
        onLine(true);
        return stop;
      });
      return async () => {
        if (!closed) await (await unsubscribe)();
      };
    },
    heardUpTo: async () => {},
    async ping(timeoutMs = 2000) {
      if (closed) throw new Error("database is closed");
      await withTimeout(client.query("SELECT 1"), timeoutMs, "PGlite");
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A round trip on `line` whose question leaves after the call: what the server sent before it has
 * been read by then. Callers that arrive while one is waiting to leave share it, so a burst of
 * writers costs one or two round trips, not one each.
 */
function roundTrips(line: pg.Client): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;
  return () => {
    next ??= running.then(() => {
      next = undefined;
      running = line.query("SELECT 1").then(
        () => {},
        () => {},
      );
      return running;
    });
    return next;
  };
}

async function openPostgres(url: string, searchPath: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE) || 10,
    connectionTimeoutMillis: 5000,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  /** Each channel's live listening connections, as their `roundTrips`. */
  const lines = new Map<string, Set<() => Promise<void>>>();
  return {
    kind: "postgres",
    db,
    async session(work) {
      const client = await pool.connect();
      try {
        return await work({
          async exec(sql) {
            await client.query(sql);
          },
          async query<Row>(sql: string, params?: unknown[]) {
            return (await client.query(sql, params)).rows as Row[];
          },
        });
      } finally {
        client.release();
      }
    },
    listen(channel, onMessage, onLine) {
      let client: pg.Client | undefined;
      let caughtUp: (() => Promise<void>) | undefined;
      let stopped = false;
      let retryMs = 500;
      let retry: NodeJS.Timeout | undefined;
      const connect = async () => {
        if (stopped || closed) return;
        const line = new pg.Client({
          connectionString: url,
          ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
        });
        let lost = false;
        const down = () => {
          if (lost) return;
          lost = true;
          lines.get(channel)?.delete(caughtUp as () => Promise<void>);
          onLine(false);
          void line.end().catch(() => {});
          if (!stopped && !closed) retry = setTimeout(() => void connect(), retryMs);
          retryMs = Math.min(retryMs * 2, 30_000);
        };
        line.on("error", down);
        line.on("end", down);
        line.on("notification", (message) => {
          if (message.channel === channel) onMessage(message.payload ?? "");
        });
        try {
          await line.connect();
          await line.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          if (stopped || closed) return void (await line.end());
          client = line;
          caughtUp = roundTrips(line);
          const heard = lines.get(channel) ?? new Set();
          heard.add(caughtUp);
          lines.set(channel, heard);
          retryMs = 500;
          onLine(true);
        } catch {
          down();
        }
      };
      void connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        if (caughtUp) lines.get(channel)?.delete(caughtUp);
        await client?.end().catch(() => {});
      };
    },
    async heardUpTo(channel) {
      await Promise.all([...(lines.get(channel) ?? [])].map((caughtUp) => caughtUp()));
    },
    async ping(timeoutMs = 2000) {
      if (closed) throw new Error("database is closed");
      await withTimeout(pool.query("SELECT 1"), timeoutMs, "PostgreSQL");
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
