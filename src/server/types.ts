import type { Config } from "./config";
import type { Database } from "./db/database";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    appConfig: Config;
  }
}
