import type { ApplicationMeta } from "../../../schema/applicationTypes";
import { withMetaDefaults } from "../../../schema/applicationTypes/applicationMeta";
import type { JsonObject } from "../../../schema/applicationTypes/mergeDeep";
import { metasWithExtends } from "../../../schema/applicationTypes/metaExtends";

/**
 * Every type's meta.json (schemas/applications/<type>/): what the route table and the landing
 * cards need. Small, so it rides in the first download; the form schemas load with the
 * application pages (./applicationTypes). The browser only gives the optional fields their
 * defaults (after resolving `extends`): the same files are checked, whole and across folders, by the server at start-up, by
 * the validator precompile step of every build and by the tests (applicationMetas.test.ts checks
 * this list equals the checked one), so the checker stays out of the first download.
 */
const files = import.meta.glob<JsonObject>("../../../../schemas/applications/*/meta.json", {
  eager: true,
  import: "default",
});

// `extends` is resolved here too (a type's meta.json holds only what differs from the one it
// extends), with the small meta-only resolver: the whole one would ride in the first download.
const folderOf = (path: string) => path.split("/").at(-2) ?? path;
const metas = metasWithExtends(
  new Map(
    Object.keys(files)
      .sort()
      .map((path) => [folderOf(path), files[path] as JsonObject]),
  ),
);

export const applicationMetas: ApplicationMeta[] = [...metas.values()].map((meta) =>
  withMetaDefaults(meta as unknown as ApplicationMeta),
);
