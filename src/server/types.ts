import type { ApplicationType } from "../schema/applicationTypes";
import type { Config } from "./config";
import type { ChangeFeed } from "./db/changeFeed";
import type { Database } from "./db/database";
import type { ResourceRegistry } from "./modules/resources/resourceRegistry";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    appConfig: Config;
    /** The checked schemas/applications/<type>/ folders, read once at start. */
    applicationTypes: readonly ApplicationType[];
    /** The resource files, loaded and checked once at start (`modules/resources`). */
    resources: ResourceRegistry;
    /** Which tables changed, heard from the database, for the caches of what rarely changes (db/changeFeed.ts). */
    changeFeed: ChangeFeed;
  }
}
