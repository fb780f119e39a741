import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { type Config, loadConfig } from "../../src/server/config";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./testDatabase";

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** The real server (all plugins and routes) on a throw-away database, not listening. */
export async function createTestApp(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  { ready = true } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(kind);
  const config = loadConfig({ NODE_ENV: "test", CLIENT_DIR: "/nonexistent-client-dir", ...env });
  const app = await buildApp({ config, database: testDatabase.database });
  if (ready) await app.ready();
  return {
    ...testDatabase,
    app,
    config,
    async close() {
      await app.close();
      await testDatabase.drop();
    },
  };
}
