import { createAjv } from "../../../schema/createAjv";
import { readResourceFiles } from "../../../schema/readResourceFiles";
import type { ResourceFile } from "../../../schema/resourceFile";
import {
  ResourceFileError,
  type ResourceModel,
  resourceModelsOf,
  whereOf,
} from "../../../schema/resourceModel";
import { checkGridExtras } from "../../../schema/resourcePreset";
import { orphanHooks } from "./hooks";
import type { LookupFilterField, LookupSource, ResourceDefinition } from "./resourceDefinition";
import { defineRowActions } from "./rowActionDefinition";

export { columnName, IDENTIFIER, ResourceFileError } from "../../../schema/resourceModel";
export { readResourceFiles };

export interface ResourceRegistry {
  resources: ReadonlyMap<string, ResourceDefinition>;
  lookups: ReadonlyMap<string, LookupSource>;
}

/** The shared model plus the compiled validator, row actions and access. */
export function defineResource(model: ResourceModel): ResourceDefinition {
  const fail = (what: string): never => {
    throw new ResourceFileError(`${whereOf(model.name)}: ${what}`);
  };
  // The same compiler and options as the browser, so both give the same verdict and messages.
  // Unknown properties are refused unless the file says otherwise (DESIGN.md: never silently dropped).
  let validate: ResourceDefinition["validate"];
  try {
    validate = createAjv().compile({ additionalProperties: false, ...model.schema });
  } catch (error) {
    return fail(`the schema does not compile: ${(error as Error).message}`);
  }
  return {
    ...model,
    rowActions: defineRowActions(model, fail),
    validate,
    readAccess: { roles: model.file.access.read },
    writeAccess: { roles: model.file.access.write },
  };
}

/**
 * Checks every file and everything it names (grid fields, lookups, row actions) and compiles each
 * schema. Throws a `ResourceFileError` naming the file, so a bad file stops the server at
 * start-up rather than failing on some later request. Tables are checked against the database
 * separately (`checkResourceTables`).
 */
export function buildRegistry(files: readonly ResourceFile[]): ResourceRegistry {
  const models = resourceModelsOf(files);
  for (const model of models.resources.values()) checkGridExtras(model);
  const resources = new Map<string, ResourceDefinition>();
  for (const model of models.resources.values()) resources.set(model.name, defineResource(model));
  const lookups = new Map<string, LookupSource>();
  for (const [name, { resource, lookup }] of models.lookups) {
    const definition = resources.get(resource.name) as ResourceDefinition;
    lookups.set(name, {
      ...lookup,
      filters: new Map([...lookup.filters, ...linkFiltersOf(definition, name, resources)]),
      resource: definition,
      access: lookup.public ? "public" : definition.readAccess,
    });
  }
  return { resources, lookups };
}

/** `lookup.linkFilters` resolved: each names a property of a list whose `key` points at this lookup. */
function linkFiltersOf(
  resource: ResourceDefinition,
  lookupName: string,
  resources: ReadonlyMap<string, ResourceDefinition>,
): [string, LookupFilterField][] {
  const where = whereOf(resource.name);
  return Object.entries(resource.file.lookup?.linkFilters ?? {}).map(([property, { through, key }]) => {
    const link = resources.get(through);
    const field = link?.byProperty.get(property);
    const pointer = link?.byProperty.get(key);
    if (!link || !field || field.type !== "integer" || pointer?.lookup !== lookupName)
      throw new ResourceFileError(
        `${where}: "lookup.linkFilters.${property}" must name a resource file whose integer "${property}" is a property and whose "${key}" is a "${lookupName}" lookup`,
      );
    if (resource.lookup?.filters.has(property))
      throw new ResourceFileError(`${where}: "${property}" is both a lookup filter and a link filter`);
    return [
      property,
      { ...field, link: { table: link.table, key: pointer.column, active: link.activeField?.column } },
    ];
  });
}

/** The repository's resource files, checked, as a registry. */
export async function loadRegistry(dir?: string): Promise<ResourceRegistry> {
  const registry = buildRegistry(await readResourceFiles(dir));
  const orphans = orphanHooks(new Set(registry.resources.keys()));
  if (orphans.length > 0)
    throw new ResourceFileError(
      `src/server/modules/resources/hooks: ${orphans.map((name) => `"${name}"`).join(", ")} names no resource file`,
    );
  return registry;
}
