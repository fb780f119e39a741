import type { ValidateFunction } from "ajv";
import type { Access } from "../../../schema/access";
import type { ResourceRowAction, RowValue } from "../../../schema/resourceFile";
import type { FieldDef, LookupModel, ResourceModel } from "../../../schema/resourceModel";

export type { FieldDef, FieldType, SortKey } from "../../../schema/resourceModel";

/**
 * A filter of a lookup list: a property of its own table (`stateId` of an LGA), or, with `link`,
 * one of a list linking its rows to a value (`departmentId` of programme-departments).
 */
export interface LookupFilterField extends FieldDef {
  link?: {
    /** The link table, and its column pointing at the lookup's `id`. */
    table: string;
    key: string;
    /** Its active column: switched-off links link nothing. */
    active?: string;
  };
}

/** A lookup made ready to serve: the model's lookup with its resource and who may list it. */
export interface LookupSource extends Omit<LookupModel, "filters"> {
  /** The declared filters by name: `lookup.filters` and `lookup.linkFilters`. */
  filters: ReadonlyMap<string, LookupFilterField>;
  resource: ResourceDefinition;
  access: Access;
}

/**
 * A resource file made ready to serve: the shared model (`src/schema/resourceModel.ts`) plus what
 * only the server needs — the compiled validator, row actions and access. (Its business-rule
 * hooks, `hooks/<name>.ts`, join the row guards of each write: `rowGuards.ts`.)
 */
export interface ResourceDefinition extends ResourceModel {
  /** The grid's row actions, checked: each `set` and `when` names properties, `set` passes their schemas. */
  rowActions: RowActionDef[];
  /** The bounded schema compiled by the shared `createAjv()`; applies defaults to what it checks. */
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
  assignments: [FieldDef, RowValue][];
}
