import { rowMatches } from "../../../schema/resourceFile";
import type { Db } from "../../db/database";
import { ConflictError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { translateWriteError } from "./databaseErrors";
import type { FieldDef, ResourceDefinition, RowActionDef } from "./resourceDefinition";
import { notFound, type Saved, selectRow, updateColumns } from "./resourceService";
import type { RowGuard } from "./rowGuard";
import type { ResourceRow } from "./rowMapping";

function shown(value: unknown): string {
  return value === null || value === undefined ? "empty" : String(value);
}

/**
 * Why the row does not qualify, in words: "Approve applies only to borrowed course requests whose
 * status is pending; this one's status is approved."
 */
export function notApplicableMessage(
  resource: ResourceDefinition,
  { action }: RowActionDef,
  row: ResourceRow,
): string {
  const mismatches = Object.entries(action.when ?? {}).filter(
    ([property, expected]) => !rowMatches(row, { [property]: expected }),
  );
  const title = (property: string) => (resource.byProperty.get(property)?.title ?? property).toLowerCase();
  const wanted = mismatches
    .map(([property, expected]) => {
      const values = Array.isArray(expected) ? expected.map(shown).join(" or ") : shown(expected);
      return `${title(property)} is ${values}`;
    })
    .join(" and ");
  const actual = mismatches
    .map(([property]) => `${title(property)} is ${shown(row[property])}`)
    .join(" and ");
  return `${action.label} applies only to ${resource.file.title.toLowerCase()} whose ${wanted}; this one's ${actual}.`;
}

/**
 * Applies a row action: under a row lock, checks `when` (409 with the reason if the row no longer
 * qualifies, e.g. someone approved it a moment ago), sets the action's values and writes an audit
 * entry named after the action with the changed fields before and after.
 */
export async function applyRowAction(
  db: Db,
  resource: ResourceDefinition,
  definition: RowActionDef,
  id: number,
  actor: AuditActor,
  guard?: RowGuard,
): Promise<Saved> {
  const { action, assignments } = definition;
  try {
    const row = await db.transaction(async (tx) => {
      const before = await selectRow(tx, resource, id, true, guard?.scope);
      if (!before) throw notFound(resource, id);
      if (!rowMatches(before, action.when))
        throw new ConflictError(notApplicableMessage(resource, definition, before));
      await guard?.beforeWrite?.(tx, { kind: "action", before, values: action.set });
      const values: Record<string, [FieldDef, unknown]> = {};
      for (const [field, value] of assignments) values[field.property] = [field, value];
      const after = await updateColumns(tx, resource, id, values);
      const changed = assignments.map(([field]) => field.property);
      await recordAudit(tx, {
        ...actor,
        action: action.name,
        entity: resource.name,
        entityId: String(id),
        before: Object.fromEntries(changed.map((property) => [property, before[property]])),
        after: Object.fromEntries(changed.map((property) => [property, after[property]])),
      });
      return after;
    });
    return { row, message: action.success ?? `${resource.singular}: ${action.label.toLowerCase()} done` };
  } catch (error) {
    return translateWriteError(resource, error, "save");
  }
}
