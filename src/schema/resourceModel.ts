import { integerBoundsOf, withIntegerBounds } from "./integerBounds";
import { columnOf, type ResourceFile, type ResourceScope } from "./resourceFile";
import { scopeFieldOf } from "./resourceScope";

/**
 * The one reading of a resource file (`schemas/resources/<name>.json`): its fields with their
 * titles, columns and types, what sorts, searches and filters, the active field, its lookup and
 * scopes. Framework-free: the server adds SQL and access to it (`resourceRegistry.ts`), the
 * client adds the view (`gridConfigOf.ts`), so both always see the same list.
 */

export class ResourceFileError extends Error {
  override name = "ResourceFileError";
}

/** The value types a resource column may hold: rows are flat. */
export type FieldType = "string" | "integer" | "number" | "boolean";
export const FIELD_TYPES: readonly FieldType[] = ["string", "integer", "number", "boolean"];

/**
 * Table and column names are spliced into SQL as quoted identifiers; they come only from the
 * checked-in resource files, and only in this shape, so a file can never smuggle SQL in.
 */
export const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;

/** One schema property, resolved to its database column. */
export interface FieldDef {
  /** camelCase property, as the API and the form name it. */
  property: string;
  /** snake_case column. */
  column: string;
  /** Header and label text: the schema title, else the property in words ("facultyId" → "Faculty id"). */
  title: string;
  type: FieldType;
  /** The schema allows null. */
  nullable: boolean;
  required: boolean;
  /** JSON Schema format: "date" and "date-time" change how the column is read. */
  format: string | undefined;
  /** `contentMediaType: "text/html"`: sanitised when saved. */
  html: boolean;
  /** Name of the lookup list the value comes from. */
  lookup: string | undefined;
  /** `writeOnly: true` (passwords...): accepted, never answered, sorted or audited. */
  writeOnly: boolean;
  /** `readOnly: true`: answered, never written through the API. */
  readOnly: boolean;
  /** The schema's `enum`, if any (filters offer these values). */
  enum: readonly unknown[] | undefined;
  /** Integers: the column's bounds (ids from 1), tightened by the schema's own. */
  minimum: number | undefined;
  maximum: number | undefined;
  /** The schema's `maxLength` (text columns). */
  maxLength: number | undefined;
  /** The schema gives a `default` (the validator fills it in when the value is left out). */
  hasDefault: boolean;
}

export interface SortKey {
  /** A field, or undefined for the `id` column. */
  field: FieldDef | undefined;
  descending: boolean;
}

/** The file's `lookup` section, checked: `GET /api/Lookups/<name>`. */
export interface LookupModel {
  name: string;
  /** The option's text. */
  label: FieldDef;
  /** The stored value: a field, or undefined for `id`. */
  value: FieldDef | undefined;
  /** Other fields an upload cell may name a row by (`lookup.alsoMatches`: a student's matric number). */
  alsoMatches: FieldDef[];
  /** Anyone may list it ("public", the default), or only the file's readers ("read"). */
  public: boolean;
  /** The declared filters by property name (`stateId` → the `state_id` column). */
  filters: ReadonlyMap<string, FieldDef>;
  /** ORDER BY keys; the id always follows to break ties. */
  order: readonly SortKey[];
}

export interface ScopeModel {
  scope: ResourceScope;
  /** The integer lookup property the scope's route fixes. */
  field: FieldDef;
}

export interface ResourceModel {
  file: ResourceFile;
  name: string;
  singular: string;
  table: string;
  /** The row schema with every integer bounded by its column (`withIntegerBounds`). */
  schema: Record<string, unknown>;
  /** Every property, in the form's order (ui:order, then the rest). */
  fields: FieldDef[];
  byProperty: ReadonlyMap<string, FieldDef>;
  /** Sort values allowed in `?sort=` ("title", "-title", ...). */
  sortable: ReadonlyMap<string, SortKey>;
  defaultSort: SortKey[];
  search: FieldDef[];
  filters: ReadonlyMap<string, FieldDef>;
  /** `grid.ranges` by query parameter: "receivedOnFrom" → the field, bounded from below. */
  ranges: ReadonlyMap<string, RangeBound>;
  /** `grid.totals`: integer properties summed over the matching rows. */
  totals: FieldDef[];
  activeField: FieldDef | undefined;
  updatedAtColumn: string | undefined;
  lookup: LookupModel | undefined;
  scopes: ScopeModel[];
}

/** One side of a range: `<property>From` (at least) or `<property>To` (at most). */
export interface RangeBound {
  field: FieldDef;
  side: "from" | "to";
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/** "startDate" → "start_date". */
export function columnName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** A property in words, for a property without a title: "facultyId" → "Faculty id". */
export function humanize(property: string): string {
  const words = property.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a file's problems are reported. */
export function whereOf(name: string): string {
  return `schemas/resources/${name}.json`;
}

function numberOr(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}

function fieldOf(property: string, schema: Json, required: boolean, fail: (what: string) => never): FieldDef {
  const column = columnName(property);
  if (!IDENTIFIER.test(column)) fail(`property "${property}" does not make a valid column name`);
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t !== "null");
  const type = types[0] as FieldType;
  if (types.length !== 1 || !FIELD_TYPES.includes(type))
    fail(
      `property "${property}" must have one type of ${FIELD_TYPES.join(", ")} (optionally with "null"); rows are flat`,
    );
  const bounds = type === "integer" ? integerBoundsOf(schema) : undefined;
  return {
    property,
    column,
    title: typeof schema.title === "string" && schema.title !== "" ? schema.title : humanize(property),
    type,
    nullable: Array.isArray(schema.type) && schema.type.includes("null"),
    required,
    format: typeof schema.format === "string" ? schema.format : undefined,
    html: schema.contentMediaType === "text/html",
    lookup: typeof schema.lookup === "string" ? schema.lookup : undefined,
    writeOnly: schema.writeOnly === true,
    readOnly: schema.readOnly === true,
    enum: Array.isArray(schema.enum) ? schema.enum : undefined,
    minimum: bounds?.minimum ?? numberOr(schema.minimum),
    maximum: bounds?.maximum ?? numberOr(schema.maximum),
    maxLength: numberOr(schema.maxLength),
    hasDefault: schema.default !== undefined,
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

const GROUP_NAME = /^[a-z][a-z0-9_]*$/;

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

/** Filters may only be plain values a query string can carry and an index can match. */
const LOOKUP_FILTERABLE: readonly FieldType[] = ["integer", "string", "boolean"];

function lookupOf(
  file: ResourceFile,
  byProperty: ReadonlyMap<string, FieldDef>,
  fail: (what: string) => never,
): LookupModel | undefined {
  const lookup = file.lookup;
  if (!lookup) return undefined;
  const label = byProperty.get(lookup.label) ?? fail(`"lookup.label" must be a property of the schema`);
  const valueName = lookup.value ?? "id";
  const value = valueName === "id" ? undefined : byProperty.get(valueName);
  if (valueName !== "id" && !value) fail(`"lookup.value" must be "id" or a property of the schema`);
  const alsoMatches = (lookup.alsoMatches ?? []).map(
    (property) =>
      byProperty.get(property) ?? fail(`"lookup.alsoMatches" names "${property}", which is not a property`),
  );
  const filters = new Map<string, FieldDef>();
  for (const property of lookup.filters ?? []) {
    const field = byProperty.get(property);
    if (!field || field.writeOnly || !LOOKUP_FILTERABLE.includes(field.type))
      fail(`"lookup.filters" names "${property}", which is not a readable text, integer or boolean property`);
    else filters.set(property, field);
  }
  // The declared order, else the grid's own sort (grades by points, levels by value, semesters by
  // id), else the label: a drop-down reads best in the order people already see the list in.
  const keys = lookup.order ?? (file.grid.sort ? [file.grid.sort, label.property] : [label.property]);
  const order = keys.map((key): SortKey => {
    const descending = key.startsWith("-");
    const property = descending ? key.slice(1) : key;
    if (property === "id") return { field: undefined, descending };
    const field = byProperty.get(property);
    if (!field || field.writeOnly) fail(`"lookup.order" names "${property}", which is not a property`);
    return { field, descending };
  });
  return {
    name: lookup.name ?? file.name,
    label,
    value,
    alsoMatches,
    public: lookup.access !== "read",
    filters,
    order,
  };
}

/** Each scoped screen fixes one integer lookup property the list can already be filtered by. */
function scopesOf(
  file: ResourceFile,
  filters: ReadonlyMap<string, FieldDef>,
  fail: (what: string) => never,
): ScopeModel[] {
  const scopes: unknown = file.scopes ?? [];
  if (!Array.isArray(scopes) || !scopes.every(isRecord))
    fail(`"scopes" must be a list of { "route", "title" }`);
  return (file.scopes ?? []).map((scope) => {
    const result = scopeFieldOf(scope);
    if ("problem" in result) return fail(`scope ${String(scope.route)}: ${result.problem}`);
    const field =
      filters.get(result.field) ??
      fail(`scope ${scope.route}: "${result.field}" must be one of "grid.filters"`);
    if (!field.lookup || field.type !== "integer")
      fail(
        `scope ${scope.route}: "${result.field}" must be an integer lookup property (its row's name heads the screen)`,
      );
    return { scope, field };
  });
}

/**
 * The model of one resource file, checking everything it names inside itself (identifiers,
 * grid fields, sort, active field, lookup, scopes). Throws a `ResourceFileError` naming the file.
 * The file's shape is assumed checked (`checkResourceFile`).
 */
export function resourceModelOf(file: ResourceFile): ResourceModel {
  const fail = (what: string): never => {
    throw new ResourceFileError(`${whereOf(file.name)}: ${what}`);
  };
  if (!RESOURCE_NAME.test(file.name)) fail(`"name" must be lower-case letters, digits and hyphens`);
  if (!IDENTIFIER.test(file.table)) fail(`"table" must match ${IDENTIFIER}`);
  if (file.updatedAtColumn !== undefined && !IDENTIFIER.test(file.updatedAtColumn))
    fail(`"updatedAtColumn" must match ${IDENTIFIER}`);

  checkGroup(file.group, fail);
  const schema = withIntegerBounds(file.schema);
  const properties = schema.properties as Json;
  const required = stringList(schema.required) ? schema.required : [];
  if ("id" in properties) fail(`the schema must not declare "id" (every row has one)`);
  const fields = ordered(Object.keys(properties), file.ui).map((property) => {
    const property_ = properties[property];
    if (!isRecord(property_)) return fail(`property "${property}" must be a schema object`);
    return fieldOf(property, property_, required.includes(property), fail);
  });
  const byProperty = new Map(fields.map((field) => [field.property, field]));
  const fieldNamed = (property: string, what: string): FieldDef =>
    byProperty.get(property) ?? fail(`${what} "${property}" is not a property of the schema`);

  // `id` is sortable when the grid shows it; every other sort key is a property.
  const sortable = new Map<string, SortKey>();
  for (const column of file.grid.columns.map(columnOf)) {
    const field = column.field === "id" ? undefined : fieldNamed(column.field, "grid column");
    // A link column with fixed text shows no value to sort by; a write-only one shows none at all.
    if (column.sortable === false || column.text !== undefined || field?.writeOnly) continue;
    sortable.set(column.field, { field, descending: false });
    sortable.set(`-${column.field}`, { field, descending: true });
  }
  const defaultSort: SortKey[] = [];
  if (file.grid.sort) {
    const key =
      sortable.get(file.grid.sort) ??
      fail(`"grid.sort" must be a sortable grid column (optionally with "-")`);
    defaultSort.push(key);
  }
  const search = (file.grid.search ?? []).map((property) => fieldNamed(property, "grid.search"));
  const filters = new Map(
    (file.grid.filters ?? []).map((property) => [property, fieldNamed(property, "grid.filters")] as const),
  );

  // Which properties may be ranges and totals is checked at start-up (`checkGridExtras`).
  const ranges = new Map<string, RangeBound>();
  for (const property of file.grid.ranges ?? []) {
    const field = fieldNamed(property, "grid.ranges");
    ranges.set(`${property}From`, { field, side: "from" });
    ranges.set(`${property}To`, { field, side: "to" });
  }
  const totals = (file.grid.totals ?? []).map((property) => fieldNamed(property, "grid.totals"));

  const activeName = file.activeField ?? (byProperty.has("active") ? "active" : undefined);
  const activeField = activeName ? fieldNamed(activeName, "activeField") : undefined;
  if (activeField && activeField.type !== "boolean") fail(`the active field must be a boolean`);

  return {
    file,
    name: file.name,
    singular: file.singular,
    table: file.table,
    schema,
    fields,
    byProperty,
    sortable,
    defaultSort,
    search,
    filters,
    ranges,
    totals,
    activeField,
    updatedAtColumn: file.updatedAtColumn,
    lookup: lookupOf(file, byProperty, fail),
    scopes: scopesOf(file, filters, fail),
  };
}

/** A lookup with the resource that provides it. */
export interface LookupOwner {
  resource: ResourceModel;
  lookup: LookupModel;
}

export interface ResourceModels {
  resources: ReadonlyMap<string, ResourceModel>;
  /** The lookup sources by lookup name. */
  lookups: ReadonlyMap<string, LookupOwner>;
}

/**
 * The models of a set of files, with what crosses files checked: names and lookup names are
 * unique, and every `"lookup"` property names a lookup some file provides.
 */
export function resourceModelsOf(files: readonly ResourceFile[]): ResourceModels {
  const resources = new Map<string, ResourceModel>();
  const lookups = new Map<string, LookupOwner>();
  for (const file of files) {
    if (resources.has(file.name)) throw new ResourceFileError(`two resource files are named "${file.name}"`);
    const model = resourceModelOf(file);
    resources.set(model.name, model);
    const { lookup } = model;
    if (!lookup) continue;
    if (lookups.has(lookup.name)) throw new ResourceFileError(`two resources define lookup "${lookup.name}"`);
    lookups.set(lookup.name, { resource: model, lookup });
  }
  for (const model of resources.values()) {
    for (const field of model.fields) {
      if (field.lookup && !lookups.has(field.lookup))
        throw new ResourceFileError(
          `${whereOf(model.name)}: property "${field.property}" names lookup "${field.lookup}", which no resource file provides`,
        );
    }
  }
  return { resources, lookups };
}

const cache = new WeakMap<ResourceFile, ResourceModel>();

/** `resourceModelOf`, kept per file object: screens ask on every render. */
export function modelOf(file: ResourceFile): ResourceModel {
  let model = cache.get(file);
  if (!model) {
    model = resourceModelOf(file);
    cache.set(file, model);
  }
  return model;
}
