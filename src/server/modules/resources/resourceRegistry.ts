import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAjv } from "../../../schema/createAjv";
import { columnOf, type ResourceFile } from "../../../schema/resourceFile";
import { scopeFieldOf } from "../../../schema/resourceScope";
import type { FieldDef, FieldType, LookupSource, ResourceDefinition, SortKey } from "./resourceDefinition";
import { defineRowActions } from "./rowActionDefinition";

/** `schemas/resources/` of the repository, found from this file. */
export const RESOURCES_DIR = fileURLToPath(new URL("../../../../schemas/resources/", import.meta.url));

/**
 * Table and column names are spliced into SQL as quoted identifiers; they come only from the
 * checked-in resource files, and only in this shape, so a file can never smuggle SQL in.
 */
export const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;
const GROUP_NAME = /^[a-z][a-z0-9_]*$/;
const FIELD_TYPES: readonly FieldType[] = ["string", "integer", "number", "boolean"];

export class ResourceFileError extends Error {
  override name = "ResourceFileError";
}

export interface ResourceRegistry {
  resources: ReadonlyMap<string, ResourceDefinition>;
  lookups: ReadonlyMap<string, LookupSource>;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "startDate" → "start_date". */
export function columnName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Every `*.json` in `dir`, sorted by file name; the file name must be the resource's name. */
export async function readResourceFiles(dir: string = RESOURCES_DIR): Promise<ResourceFile[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return Promise.all(
    names.map(async (fileName) => {
      const where = `schemas/resources/${fileName}`;
      let parsed: unknown;
      try {
        parsed = JSON.parse(await readFile(path.join(dir, fileName), "utf8"));
      } catch (error) {
        throw new ResourceFileError(`${where}: not valid JSON (${(error as Error).message})`);
      }
      const file = checkShape(parsed, where);
      if (`${file.name}.json` !== fileName) {
        throw new ResourceFileError(`${where}: "name" must be "${fileName.slice(0, -5)}" (the file name)`);
      }
      return file;
    }),
  );
}

function stringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** Enough of a shape check that the rest of the code can trust the `ResourceFile` type. */
function checkShape(value: unknown, where: string): ResourceFile {
  const fail = (what: string): never => {
    throw new ResourceFileError(`${where}: ${what}`);
  };
  if (!isRecord(value)) return fail("must hold a JSON object");
  for (const key of ["name", "title", "singular", "route", "table"]) {
    if (typeof value[key] !== "string" || value[key] === "") fail(`"${key}" must be a non-empty string`);
  }
  const access = value.access;
  if (!isRecord(access) || !stringList(access.read) || !stringList(access.write))
    fail(`"access" must be { "read": [roles], "write": [roles] }`);
  if (!isRecord(value.schema) || !isRecord(value.schema.properties))
    fail(`"schema" must be an object schema with "properties"`);
  const grid = value.grid;
  if (!isRecord(grid) || !Array.isArray(grid.columns)) fail(`"grid.columns" must be a list`);
  const rowActions = isRecord(grid) ? grid.rowActions : undefined;
  if (rowActions !== undefined && (!Array.isArray(rowActions) || !rowActions.every(isRecord)))
    fail(`"grid.rowActions" must be a list of actions`);
  if (value.examples !== undefined) {
    const examples = value.examples;
    if (!isRecord(examples) || !Array.isArray(examples.valid) || !examples.valid.every(isRecord))
      fail(`"examples.valid" must be a list of rows`);
    const fixtures = isRecord(examples) ? examples.fixtures : undefined;
    if (fixtures !== undefined && (!Array.isArray(fixtures) || !fixtures.every(isRecord)))
      fail(`"examples.fixtures" must be a list of rows`);
  }
  return value as unknown as ResourceFile;
}

/** A screen group (the tabs over sibling lists) names its group and, optionally, a tab title and order. */
function checkGroup(group: unknown, fail: (what: string) => never): void {
  if (group === undefined) return;
  if (!isRecord(group) || typeof group.name !== "string" || !GROUP_NAME.test(group.name))
    fail(`"group.name" must be lower-case letters, digits and underscores`);
  else if (group.title !== undefined && (typeof group.title !== "string" || group.title === ""))
    fail(`"group.title" must be a non-empty string`);
  else if (group.order !== undefined && (typeof group.order !== "number" || !Number.isFinite(group.order)))
    fail(`"group.order" must be a number`);
}

function fieldOf(property: string, schema: Json, required: boolean, where: string): FieldDef {
  const column = columnName(property);
  if (!IDENTIFIER.test(column))
    throw new ResourceFileError(`${where}: property "${property}" does not make a valid column name`);
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== "null");
  const type = types[0];
  if (types.length !== 1 || !FIELD_TYPES.includes(type as FieldType)) {
    throw new ResourceFileError(
      `${where}: property "${property}" must have one type of ${FIELD_TYPES.join(", ")} (optionally with "null"); rows are flat`,
    );
  }
  return {
    property,
    column,
    title: typeof schema.title === "string" ? schema.title : property,
    type: type as FieldType,
    nullable: Array.isArray(schema.type) && schema.type.includes("null"),
    required,
    format: typeof schema.format === "string" ? schema.format : undefined,
    html: schema.contentMediaType === "text/html",
    lookup: typeof schema.lookup === "string" ? schema.lookup : undefined,
    writeOnly: schema.writeOnly === true,
    readOnly: schema.readOnly === true,
  };
}

/** ui:order with rjsf's "*" (the rest, in schema order). */
function ordered(properties: string[], ui: Json | undefined): string[] {
  const order = stringList(ui?.["ui:order"]) ? (ui["ui:order"] as string[]) : ["*"];
  const named = order.filter((item) => item !== "*" && properties.includes(item));
  const rest = properties.filter((item) => !named.includes(item));
  const star = order.indexOf("*");
  if (star === -1) return [...named, ...rest];
  const before = order.slice(0, star).filter((item) => named.includes(item));
  const after = order.slice(star + 1).filter((item) => named.includes(item));
  return [...before, ...rest, ...after];
}

function defineResource(file: ResourceFile): ResourceDefinition {
  const where = `schemas/resources/${file.name}.json`;
  const fail = (what: string): never => {
    throw new ResourceFileError(`${where}: ${what}`);
  };
  if (!RESOURCE_NAME.test(file.name)) fail(`"name" must be lower-case letters, digits and hyphens`);
  if (!IDENTIFIER.test(file.table)) fail(`"table" must match ${IDENTIFIER}`);
  if (file.updatedAtColumn !== undefined && !IDENTIFIER.test(file.updatedAtColumn))
    fail(`"updatedAtColumn" must match ${IDENTIFIER}`);

  const properties = file.schema.properties as Record<string, unknown>;
  const required = stringList(file.schema.required) ? file.schema.required : [];
  if ("id" in properties) fail(`the schema must not declare "id" (every row has one)`);
  const fields = ordered(Object.keys(properties), file.ui).map((property) => {
    const schema = properties[property];
    if (!isRecord(schema)) return fail(`property "${property}" must be a schema object`);
    return fieldOf(property, schema, required.includes(property), where);
  });
  const byProperty = new Map(fields.map((field) => [field.property, field]));
  const fieldNamed = (property: string, what: string): FieldDef =>
    byProperty.get(property) ?? fail(`${what} "${property}" is not a property of the schema`);

  // `id` is sortable when the grid shows it; every other sort key is a property.
  const sortable = new Map<string, SortKey>();
  for (const column of file.grid.columns.map(columnOf)) {
    const field = column.field === "id" ? undefined : fieldNamed(column.field, "grid column");
    // A link column with fixed text shows no value to sort by.
    if (column.sortable === false || column.text !== undefined || field?.writeOnly) continue;
    sortable.set(column.field, { field, descending: false });
    sortable.set(`-${column.field}`, { field, descending: true });
  }
  const defaultSort: SortKey[] = [];
  if (file.grid.sort) {
    const key = sortable.get(file.grid.sort);
    if (!key) fail(`"grid.sort" must be a sortable grid column (optionally with "-")`);
    else defaultSort.push(key);
  }
  const search = (file.grid.search ?? []).map((property) => fieldNamed(property, "grid.search"));
  const filters = new Map(
    (file.grid.filters ?? []).map((property) => [property, fieldNamed(property, "grid.filters")] as const),
  );

  const activeName = file.activeField ?? (byProperty.has("active") ? "active" : undefined);
  const activeField = activeName ? fieldNamed(activeName, "activeField") : undefined;
  if (activeField && activeField.type !== "boolean") fail(`the active field must be a boolean`);

  // The same compiler and options as the browser, so both give the same verdict and messages.
  // Unknown properties are refused unless the file says otherwise (DESIGN.md: never silently dropped).
  const schema = { additionalProperties: false, ...file.schema };
  let validate: ResourceDefinition["validate"];
  try {
    validate = createAjv().compile(schema);
  } catch (error) {
    return fail(`the schema does not compile: ${(error as Error).message}`);
  }

  checkGroup(file.group, fail);
  const rowActions = defineRowActions(file, byProperty, fail);
  checkScopes(file, filters, fail);

  return {
    file,
    name: file.name,
    singular: file.singular,
    table: file.table,
    fields,
    byProperty,
    sortable,
    defaultSort,
    search,
    filters,
    activeField,
    updatedAtColumn: file.updatedAtColumn,
    rowActions,
    validate,
    readAccess: { roles: file.access.read },
    writeAccess: { roles: file.access.write },
  };
}

/** Each scoped screen fixes one lookup property the list can already be filtered by. */
function checkScopes(
  file: ResourceFile,
  filters: ReadonlyMap<string, FieldDef>,
  fail: (what: string) => never,
): void {
  const scopes: unknown = file.scopes ?? [];
  if (!Array.isArray(scopes) || !scopes.every(isRecord))
    fail(`"scopes" must be a list of { "route", "title" }`);
  for (const scope of file.scopes ?? []) {
    const result = scopeFieldOf(scope);
    if ("problem" in result) fail(`scope ${String(scope.route)}: ${result.problem}`);
    else {
      const field = filters.get(result.field);
      if (!field) fail(`scope ${scope.route}: "${result.field}" must be one of "grid.filters"`);
      else if (!field.lookup || field.type !== "integer")
        fail(
          `scope ${scope.route}: "${result.field}" must be an integer lookup property (its row's name heads the screen)`,
        );
    }
  }
}

function defineLookup(resource: ResourceDefinition): LookupSource | undefined {
  const lookup = resource.file.lookup;
  if (!lookup) return undefined;
  const where = `schemas/resources/${resource.name}.json`;
  const label = resource.byProperty.get(lookup.label);
  if (!label) throw new ResourceFileError(`${where}: "lookup.label" must be a property of the schema`);
  const valueName = lookup.value ?? "id";
  const value = valueName === "id" ? undefined : resource.byProperty.get(valueName);
  if (valueName !== "id" && !value)
    throw new ResourceFileError(`${where}: "lookup.value" must be "id" or a property of the schema`);
  const alsoMatches = (lookup.alsoMatches ?? []).map((property) => {
    const field = resource.byProperty.get(property);
    if (!field || field.writeOnly)
      throw new ResourceFileError(
        `${where}: "lookup.alsoMatches" names "${property}", which is not a property`,
      );
    return field;
  });
  return {
    name: lookup.name ?? resource.name,
    resource,
    label,
    value,
    alsoMatches,
    access: lookup.access === "read" ? resource.readAccess : "public",
  };
}

/**
 * Checks every file and everything it names (table, columns, grid fields, lookups) and compiles
 * each schema. Throws a `ResourceFileError` naming the file, so a bad file stops the server at
 * start-up rather than failing on some later request.
 */
export function buildRegistry(files: readonly ResourceFile[]): ResourceRegistry {
  const resources = new Map<string, ResourceDefinition>();
  const lookups = new Map<string, LookupSource>();
  for (const file of files) {
    if (resources.has(file.name)) throw new ResourceFileError(`two resource files are named "${file.name}"`);
    const resource = defineResource(file);
    resources.set(resource.name, resource);
    const lookup = defineLookup(resource);
    if (lookup) {
      if (lookups.has(lookup.name))
        throw new ResourceFileError(`two resources define lookup "${lookup.name}"`);
      lookups.set(lookup.name, lookup);
    }
  }
  // A lookup field needs its source here: uploads turn names into values through it.
  for (const resource of resources.values()) {
    for (const field of resource.fields) {
      if (field.lookup && !lookups.has(field.lookup)) {
        throw new ResourceFileError(
          `schemas/resources/${resource.name}.json: property "${field.property}" names lookup "${field.lookup}", which no resource file provides`,
        );
      }
    }
  }
  return { resources, lookups };
}

export async function loadRegistry(dir?: string): Promise<ResourceRegistry> {
  return buildRegistry(await readResourceFiles(dir));
}
