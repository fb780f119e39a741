import type { ApplicationType } from "../schema/applicationTypes";
import type { Config } from "./config";
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
  }
}
