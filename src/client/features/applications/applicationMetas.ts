import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { groupApplicationFiles } from "../../../schema/applicationTypes/applicationFile";
import { withMetaDefaults } from "../../../schema/applicationTypes/applicationMeta";
import { resolveApplicationFolders } from "../../../schema/applicationTypes/resolveFolders";

/**
 * Every type's meta.json (schemas/applications/<type>/): what the route table and the landing
 * cards need. Small, so it rides in the first download; the form schemas load with the
 * application pages (./applicationTypes). The browser only gives the optional fields their
 * defaults (after resolving `extends`): the same files are checked, whole and across folders, by the server at start-up, by
 * the validator precompile step of every build and by the tests (applicationMetas.test.ts checks
 * this list equals the checked one), so the checker stays out of the first download.
 */
const files = import.meta.glob<ApplicationMeta>("../../../../schemas/applications/*/meta.json", {
  eager: true,
  import: "default",
});

// `extends` is resolved here too (a type's meta.json holds only what differs from the one it extends).
export const applicationMetas: ApplicationMeta[] = resolveApplicationFolders(
  groupApplicationFiles(files),
).map((folder) => withMetaDefaults(folder.meta as ApplicationMeta));
