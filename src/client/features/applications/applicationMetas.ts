import { checkApplicationMetas, groupApplicationFiles } from "../../../schema/applicationTypes";

/**
 * Every type's meta.json (schemas/applications/<type>/), checked by the loader the server uses:
 * what the route table and the landing cards need. Small, so it rides in the landing bundle; the
 * form schemas load with the application pages (./applicationTypes).
 */
const files = import.meta.glob("../../../../schemas/applications/*/meta.json", {
  eager: true,
  import: "default",
});

export const applicationMetas = checkApplicationMetas(groupApplicationFiles(files));
