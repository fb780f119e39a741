import { ValidationError } from "../../../errors";
import type { ResourceHooks } from "../resourceHooks";

/**
 * A role's key is what the access rules name (superadmin, registrar...): renaming one would
 * silently change who may do what, so only its title changes.
 */
export const rolesHooks: ResourceHooks = {
  async beforeWrite(_tx, { kind, before, values }) {
    if (kind === "update" && before && values?.name !== undefined && values.name !== before.name)
      throw new ValidationError([
        {
          path: "name",
          message:
            "a role's key cannot be changed (the portal's access rules name it); change its title instead",
        },
      ]);
  },
};
