import type { ValidateFunction } from "ajv";
import type { Access } from "../../../schema/access";
import type { ResourceFile, ResourceRowAction } from "../../../schema/resourceFile";

/** The value types a resource column may hold: rows are flat. */
export type FieldType = "string" | "integer" | "number" | "boolean";

/** One schema property, checked and resolved to its database column at start-up. */
export interface FieldDef {
  /** camelCase property, as the API and the form name it. */
  property: string;
  /** snake_case column. */
  column: string;
  /** Header text (the schema title, else the property). */
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
  /** `writeOnly: true` (passwords...): accepted, never answered or audited. */
  writeOnly: boolean;
  /** `readOnly: true`: answered, never written through the API. */
  readOnly: boolean;
}

export interface SortKey {
  /** A field, or undefined for the `id` column. */
  field: FieldDef | undefined;
  descending: boolean;
}

export interface LookupSource {
  name: string;
  resource: ResourceDefinition;
  label: FieldDef;
  /** The stored value: a field, or undefined for `id`. */
  value: FieldDef | undefined;
  /** Other fields an upload cell may name a row by (`lookup.alsoMatches`). */
  alsoMatches: FieldDef[];
  access: Access;
}

/** A resource file made ready to serve: identifiers checked, validator compiled. */
export interface ResourceDefinition {
  file: ResourceFile;
  name: string;
  singular: string;
  table: string;
  /** Every property, in the form's order (ui:order, then the rest). */
  fields: FieldDef[];
  byProperty: ReadonlyMap<string, FieldDef>;
  /** Sort values allowed in `?sort=` ("title", "-title", ...). */
  sortable: ReadonlyMap<string, SortKey>;
  defaultSort: SortKey[];
  search: FieldDef[];
  filters: ReadonlyMap<string, FieldDef>;
  activeField: FieldDef | undefined;
  updatedAtColumn: string | undefined;
  /** The grid's row actions, checked: each `set` and `when` names properties, `set` passes their schemas. */
  rowActions: RowActionDef[];
  /** The schema compiled by the shared `createAjv()`; applies defaults to what it checks. */
  validate: ValidateFunction;
  readAccess: Access;
  writeAccess: Access;
}

/** The singular in running text: "Notice category" → "notice category". */
export function singularLower(resource: ResourceDefinition): string {
  return resource.singular.charAt(0).toLowerCase() + resource.singular.slice(1);
}

/** A row action of the file with the fields it sets resolved. */
export interface RowActionDef {
  action: ResourceRowAction;
  /** Each field the action sets, with its value. */
  assignments: [FieldDef, ResourceRowAction["set"][string]][];
}
