/**
 * The load benches' baseline, run as its own process (portalProcesses.ts `startBare`): bare
 * Fastify routes calling the same service functions as the portal's routes on a pool of the same
 * size — no access check, session check, validation, envelope schema, helmet, compression,
 * logging or caches. `node --import tsx scripts/bench/load/bareServer.ts <results|dashboard> <port>`
 * with DATABASE_URL; the caller names the user with `?userId=`.
 */
import Fastify, { type FastifyRequest } from "fastify";
import { openDatabase } from "../../../src/server/db/database";
import { studentDashboard } from "../../../src/server/modules/dashboard/studentDashboardService";
import { listCurrentNotices, noticeReaderOf } from "../../../src/server/modules/notices/noticeService";
import { listRecentNotifications } from "../../../src/server/modules/notifications/notificationService";
import { studentResults } from "../../../src/server/modules/results/studentResults";
import { ownTranscriptRequests } from "../../../src/server/modules/results/transcripts";
import { ownProfile } from "../../../src/server/modules/students/profileService";

const [bench, port] = process.argv.slice(2);
const database = await openDatabase({ url: process.env.DATABASE_URL });
const db = database.db;
const app = Fastify();
const userIdOf = (request: FastifyRequest) => Number((request.query as { userId: string }).userId);

if (bench === "results") {
  app.get("/api/Results/student-results", async (request) => ({
    data: await studentResults(db, userIdOf(request)),
  }));
  app.get("/api/Results/my-transcript-requests", async (request) => ({
    data: await ownTranscriptRequests(db, userIdOf(request)),
  }));
} else if (bench === "dashboard") {
  app.get("/api/Dashboard/student-dashboard", async (request) => ({
    data: await studentDashboard(db, userIdOf(request), new Date()),
  }));
  app.get("/api/Student/student-profile", async (request) => ({
    data: await ownProfile(db, userIdOf(request)),
  }));
  app.get("/api/Notices/recent", async (request) => {
    const reader = await noticeReaderOf(db, {
      id: userIdOf(request),
      userName: "bench",
      userType: "student",
      roles: ["student"],
      claims: [],
    });
    return { data: await listCurrentNotices(db, reader) };
  });
  app.get("/api/Notification/recent", async (request) => ({
    data: await listRecentNotifications(db, userIdOf(request)),
  }));
} else throw new Error(`bareServer: no bench "${bench}" (results or dashboard)`);
app.get("/api/health", async () => ({ ok: true }));
await app.listen({ port: Number(port), host: "127.0.0.1" });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
