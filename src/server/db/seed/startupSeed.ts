import type { Database } from "../database";
import { underStartupLock } from "../migrate";
import { seedRolesAndMenus } from "./identity";
import { seedReferenceLists } from "./referenceLists";
import { seedDemoData } from "./seed";

/** What a start seeded: nothing at all when another process (or an earlier start) had. */
export interface StartupSeed {
  rolesAndMenus: boolean;
  /** The reference lists that got rows, by table. */
  referenceLists: string[];
  /** The demo data (outside production only), when asked for. */
  demo?: { notices: number; accounts: number };
}

/**
 * What every start seeds (main.ts): roles and menus, the reference lists and, when `seedDemo`,
 * the demo college. Under the startup lock, so processes started together seed one after the
 * other: the later ones find the rows already there instead of racing into a unique key.
 */
export function seedAtStartup(database: Database, { seedDemo }: { seedDemo: boolean }): Promise<StartupSeed> {
  return underStartupLock(database, async () => {
    const rolesAndMenus = await seedRolesAndMenus(database.db);
    const referenceLists = Object.keys(await seedReferenceLists(database.db));
    if (!seedDemo) return { rolesAndMenus, referenceLists };
    return { rolesAndMenus, referenceLists, demo: await seedDemoData(database.db) };
  });
}
