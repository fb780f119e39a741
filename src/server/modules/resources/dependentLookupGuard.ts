import type { AnySchemaObject } from "ajv";
import { ValidationError } from "../../errors";
import { dependentLookupErrors, dependentLookupRules } from "../lookups/dependentLookups";
import type { LookupSource, ResourceDefinition } from "./resourceDefinition";
import type { RowGuard } from "./rowGuard";

/**
 * The dependent lookups of a resource file (`"lookupFilter": { "departmentId": "departmentId" }`:
 * a student's course option is one of their department's) as a write guard: a create or an
 * update whose value is not among the options the form offers for its siblings is refused, on
 * the field, naming the sibling ("Course option must belong to the chosen Department"). The same
 * rule the browser's drop-down follows and an application's submit checks (modules/lookups).
 * Switching a row on or off and deleting it change no lookup, so they pass.
 */
export function dependentLookupGuard(
  resource: ResourceDefinition,
  lookups: ReadonlyMap<string, LookupSource>,
): RowGuard | undefined {
  const rules = dependentLookupRules(resource.schema as AnySchemaObject);
  if (rules.length === 0) return undefined;
  return {
    async beforeWrite(tx, write) {
      if (write.kind !== "create" && write.kind !== "update") return;
      // The row as it will be: an update may send only some values.
      const row = { ...(write.before ?? {}), ...(write.values ?? {}) };
      // Whether the value belongs to its parent: a row switched off since is still its parent's
      // (that a value exists at all is the foreign key's to say).
      const errors = await dependentLookupErrors(tx, lookups, rules, row, true);
      const [first] = errors;
      if (!first) return;
      const title = resource.byProperty.get(first.path)?.title ?? first.path;
      throw new ValidationError(errors, `${title} ${first.message}`);
    },
  };
}
