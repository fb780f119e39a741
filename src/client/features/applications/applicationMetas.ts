import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { withMetaDefaults } from "../../../schema/applicationTypes/applicationMeta";

/**
 * Every type's meta.json (schemas/applications/<type>/): what the route table and the landing
 * cards need. Small, so it rides in the first download; the form schemas load with the
 * application pages (./applicationTypes). The browser only gives the optional fields their
 * defaults: the same files are checked, whole and across folders, by the server at start-up, by
 * the validator precompile step of every build and by the tests (applicationMetas.test.ts checks
 * this list equals the checked one), so the checker stays out of the first download.
 */
const files = import.meta.glob<ApplicationMeta>("../../../../schemas/applications/*/meta.json", {
  eager: true,
  import: "default",
});

export const applicationMetas: ApplicationMeta[] = Object.keys(files)
  .sort()
  .map((path) => withMetaDefaults(files[path] as ApplicationMeta));
