import type { ResourceListAction } from "../../../schema/resourceListAction";
import type { FieldDef, ResourceDefinition } from "./resourceDefinition";
import { ResourceFileError, type ResourceRegistry } from "./resourceRegistry";

const ACTION_NAME = /^[a-z][a-z0-9-]*$/;

/** A child resource copied with each copied row: its rows point at the row by `field`. */
export interface CopyChild {
  resource: ResourceDefinition;
  field: FieldDef;
}

/** A list action of a file, checked against the registry. */
export interface ListActionDef {
  action: ResourceListAction;
  /** The property whose value the copy changes (sessionId). */
  field: FieldDef;
  /** The resource behind the field's lookup: From and To must be its rows. */
  valueSource: ResourceDefinition;
  children: CopyChild[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks one file's `grid.listActions` once the whole registry is known (children are other
 * files), so a typo stops the server at start-up: URL-safe unique names, a label, a copy field
 * that is an integer lookup, and children that point at this resource through its lookup.
 */
function defineFor(resource: ResourceDefinition, registry: ResourceRegistry): ListActionDef[] {
  const where = `schemas/resources/${resource.name}.json`;
  const fail = (what: string): never => {
    throw new ResourceFileError(`${where}: ${what}`);
  };
  const actions: unknown = resource.file.grid.listActions ?? [];
  if (!Array.isArray(actions) || !actions.every(isRecord)) return fail(`"grid.listActions" must be a list`);
  const names = new Set<string>();
  const ownLookup = [...registry.lookups.values()].find((source) => source.resource === resource);
  return (resource.file.grid.listActions ?? []).map((action, index) => {
    const at = `grid.listActions[${index}]`;
    if (typeof action.name !== "string" || !ACTION_NAME.test(action.name))
      fail(`${at}.name must be lower-case letters, digits and hyphens`);
    if (names.has(action.name)) fail(`two list actions are named "${action.name}"`);
    names.add(action.name);
    if (typeof action.label !== "string" || action.label === "")
      fail(`${at}.label must be a non-empty string`);
    if (action.confirm !== undefined && (typeof action.confirm !== "string" || action.confirm === ""))
      fail(`${at}.confirm must be text`);
    if (!isRecord(action.copy)) return fail(`${at}.copy must be { "field", "children"? }`);
    const field =
      resource.byProperty.get(action.copy.field) ??
      fail(`${at}.copy.field: "${action.copy.field}" is not a property of the schema`);
    const valueSource = field.lookup ? registry.lookups.get(field.lookup) : undefined;
    if (!valueSource || field.type !== "integer" || field.readOnly || valueSource.value)
      return fail(`${at}.copy.field must be a writable integer lookup property (its rows are From and To)`);
    // A write-only value (a password) is never read back, so it could not be copied.
    if (resource.fields.some((f) => f.writeOnly))
      fail(`${at}: a resource with write-only properties cannot be copied`);
    const children = (action.copy.children ?? []).map((child, childIndex): CopyChild => {
      const cat = `${at}.copy.children[${childIndex}]`;
      const other =
        registry.resources.get(child.resource) ?? fail(`${cat}: there is no resource "${child.resource}"`);
      const pointer =
        other.byProperty.get(child.field) ??
        fail(`${cat}: "${child.field}" is not a property of ${child.resource}`);
      if (!ownLookup || pointer.lookup !== ownLookup.name || pointer.readOnly)
        fail(`${cat}: "${child.field}" must be a writable lookup of this resource's rows`);
      if (other.fields.some((f) => f.writeOnly))
        fail(`${cat}: a resource with write-only properties cannot be copied`);
      return { resource: other, field: pointer };
    });
    return { action, field, valueSource: valueSource.resource, children };
  });
}

/** Every resource's list actions, by resource name (resources without any are left out). */
export function defineListActions(registry: ResourceRegistry): Map<string, ListActionDef[]> {
  const all = new Map<string, ListActionDef[]>();
  for (const resource of registry.resources.values()) {
    const actions = defineFor(resource, registry);
    if (actions.length > 0) all.set(resource.name, actions);
  }
  return all;
}
