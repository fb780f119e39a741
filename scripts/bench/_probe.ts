import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { queryRows } from "../../src/server/db/database";
import { ownProfile } from "../../src/server/modules/students/profileService";
import { listRecentNotifications } from "../../src/server/modules/notifications/notificationService";
import { benchDatabaseUrl, prepareCollege } from "./load/loadRun";
const url = benchDatabaseUrl("probe");
const college = await prepareCollege(url, { students: 2000, clients: 50 });
try {
  const db = college.database.db;
  const [u] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE user_name = 'bench1'`);
  const id = u?.id as number;
  for (const [name, f] of [["profile", () => ownProfile(db, id)], ["notif", () => listRecentNotifications(db, id)]] as const) {
    for (let i = 0; i < 3; i++) { const t0 = performance.now(); const r = await f(); console.log(name, (performance.now() - t0).toFixed(1), JSON.stringify(r).length); }
  }
  const rows = await queryRows<Record<string, string>>(db, sql`EXPLAIN ANALYZE select count(*) from notifications where user_id = ${id} and date_created >= now() - interval '7 days' and not is_read`);
  console.log(rows.map((r) => Object.values(r)[0]).join("\n"));
  const [c] = await queryRows(db, sql`select count(*) from notifications`); console.log(c);
} finally {
  await college.drop();
}
