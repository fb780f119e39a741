import type { Database } from "../../../src/server/db/database";

/**
 * Tables a refused request may write to on purpose: the audit trail records refusals, and the
 * sign-in and verify throttles count failed attempts.
 */
export const RECORDS_OF_REFUSALS = ["audit_log", "rate_limits"];

/**
 * Counts every row changed in the database from now on (a row trigger on each table), so a test can
 * tell whether a request changed anything: a rolled-back write rolls its count back too.
 */
export async function installChangeCounter(database: Database): Promise<() => Promise<number>> {
  const excluded = RECORDS_OF_REFUSALS.map((name) => `'${name}'`).join(", ");
  await database.session((session) =>
    session.exec(`
      CREATE TABLE fuzz_changes (n bigint NOT NULL);
      INSERT INTO fuzz_changes VALUES (0);
      CREATE FUNCTION fuzz_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE fuzz_changes SET n = n + 1; RETURN NULL; END $$;
      DO $$
      DECLARE t text;
      BEGIN
        FOR t IN SELECT tablename FROM pg_tables
          WHERE schemaname = current_schema() AND tablename NOT IN ('fuzz_changes', ${excluded})
        LOOP
          EXECUTE format('CREATE TRIGGER fuzz_count AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fuzz_count_change()', t);
        END LOOP;
      END $$;
    `),
  );
  return async () => {
    const [row] = await database.session((session) =>
      session.query<{ n: string }>("SELECT n FROM fuzz_changes"),
    );
    return Number(row?.n);
  };
}
