import type { ApplicationType } from "../../../schema/applicationTypes";

/**
 * Each application type as its pages use it: meta, bundled schema (limits applied), UI schema and
 * steps. A build writes each type checked and bundled by the server's loader next to its
 * precompiled validators (scripts/build-validators.ts: ./validators/<type>/type.json), so a form
 * page fetches one small file and neither the checker nor the shared pieces; its form is exactly
 * the schema its validators were made for. Outside a build the type is checked here
 * (./checkedApplicationType.ts); checkedApplicationType.test.ts holds the two equal.
 */
const prebuilt = import.meta.glob<ApplicationType>("./validators/*/type.json", { import: "default" });

const loaded = new Map<string, Promise<ApplicationType>>();

/** The type whose folder is `id`; the route table only names existing folders. */
export function loadApplicationType(id: string): Promise<ApplicationType> {
  let type = loaded.get(id);
  if (!type) {
    const built = prebuilt[`./validators/${id}/type.json`];
    type = built
      ? built()
      : import("./checkedApplicationType").then((module) => module.checkedApplicationType(id));
    loaded.set(id, type);
  }
  return type;
}
