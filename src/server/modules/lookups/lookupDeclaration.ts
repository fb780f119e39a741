import type { FieldDef, LookupSource, SortKey } from "../resources/resourceDefinition";
import { ResourceFileError, type ResourceRegistry } from "../resources/resourceRegistry";

/**
 * What a lookup's resource file declares beyond its label: the filters a caller may use and the
 * list's order. Checked once, when the routes are registered, so a typo in a file stops the server
 * at start-up instead of answering a 500 on some later request.
 */
export interface LookupDeclaration {
  source: LookupSource;
  /** The declared filters by property name (`stateId` → the `state_id` column). */
  filters: ReadonlyMap<string, FieldDef>;
  /** ORDER BY keys; the id always follows to break ties. */
  order: readonly SortKey[];
}

/** Filters may only be plain values a query string can carry and an index can match. */
const FILTERABLE: readonly FieldDef["type"][] = ["integer", "string", "boolean"];

function orderOf(source: LookupSource, where: string): SortKey[] {
  const file = source.resource.file;
  // The declared order, else the grid's own sort (grades by points, levels by value, semesters by
  // id), else the label: a drop-down reads best in the order people already see the list in.
  const keys = file.lookup?.order ?? (file.grid.sort ? [file.grid.sort, source.label.property] : []);
  if (keys.length === 0) return [{ field: source.label, descending: false }];
  return keys.map((key) => {
    const descending = key.startsWith("-");
    const property = descending ? key.slice(1) : key;
    if (property === "id") return { field: undefined, descending };
    const field = source.resource.byProperty.get(property);
    if (!field || field.writeOnly)
      throw new ResourceFileError(`${where}: "lookup.order" names "${property}", which is not a property`);
    return { field, descending };
  });
}

function filtersOf(source: LookupSource, where: string): Map<string, FieldDef> {
  const filters = new Map<string, FieldDef>();
  for (const property of source.resource.file.lookup?.filters ?? []) {
    const field = source.resource.byProperty.get(property);
    if (!field || field.writeOnly || !FILTERABLE.includes(field.type))
      throw new ResourceFileError(
        `${where}: "lookup.filters" names "${property}", which is not a readable text, integer or boolean property`,
      );
    filters.set(property, field);
  }
  return filters;
}

export function declareLookup(source: LookupSource): LookupDeclaration {
  const where = `schemas/resources/${source.resource.name}.json`;
  return { source, filters: filtersOf(source, where), order: orderOf(source, where) };
}

/** Every lookup of the registry with its declaration, by lookup name. */
export function declareLookups(registry: ResourceRegistry): Map<string, LookupDeclaration> {
  return new Map([...registry.lookups].map(([name, source]) => [name, declareLookup(source)]));
}
