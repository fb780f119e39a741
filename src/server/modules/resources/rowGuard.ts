import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { ResourceRow } from "./rowMapping";

/**
 * What the caller of a write is about to do, as the generic service sees it: the row as it was
 * (locked; absent on create) and the values it is about to write, by property.
 */
export interface GuardedWrite {
  kind: "create" | "update" | "active" | "delete" | "action";
  before?: ResourceRow;
  values?: Readonly<Record<string, unknown>>;
}

/**
 * Object-level checks of one caller on one resource, beside the route's role check: which rows
 * exist for them (staff scope) and which writes they may make (staff scope, protected rows). The
 * generic service applies it inside each write's transaction; no guard: every row, every write.
 */
export interface RowGuard {
  /** A condition on the resource's table (columns qualified by the table name): rows outside it are "not found". */
  scope?: SQL;
  /**
   * Before a write, in its transaction, with the locked row and the values to write (each row of
   * an upload in turn): throws (403/409) to refuse it, and nothing is saved.
   */
  beforeWrite?(tx: Db, write: GuardedWrite): Promise<void>;
}

/** Both guards' checks (either may be absent). */
export function bothGuards(first: RowGuard | undefined, second: RowGuard | undefined): RowGuard | undefined {
  if (!first) return second;
  if (!second) return first;
  const scopes = [first.scope, second.scope].filter((scope): scope is SQL => scope !== undefined);
  return {
    scope:
      scopes.length === 0
        ? undefined
        : sql.join(
            scopes.map((scope) => sql`(${scope})`),
            sql` AND `,
          ),
    async beforeWrite(tx, write) {
      await first.beforeWrite?.(tx, write);
      await second.beforeWrite?.(tx, write);
    },
  };
}
