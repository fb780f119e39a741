import { sql } from "drizzle-orm";
import { queryRows } from "../../../db/database";
import { ValidationError } from "../../../errors";
import type { ResourceHooks } from "../resourceHooks";

export const UNKNOWN_APPLICATION_TYPE = "must be an application type with a published version";

/**
 * The application fees and the application setup (schemas/resources/application-fees.json,
 * application-setup.json) name their type by key. The choices are the published types
 * (application_type_choices, kept by a trigger); no foreign key says so, because the demo seed
 * prices the repository's types before the server's first start publishes them.
 */
export const applicationTypeChoiceHooks: ResourceHooks = {
  async beforeWrite(tx, write) {
    if (write.kind === "delete") return;
    const key = write.values?.applicationType;
    if (key === undefined) return;
    const [known] = await queryRows<{ found: number }>(
      tx,
      sql`SELECT 1 AS found FROM application_type_choices WHERE key = ${String(key)}`,
    );
    if (!known) throw new ValidationError([{ path: "applicationType", message: UNKNOWN_APPLICATION_TYPE }]);
  },
};
