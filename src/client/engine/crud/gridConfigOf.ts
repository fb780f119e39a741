import type { ColumnFormat, ResourceFile } from "../../../schema/resourceFile";
import { columnOf } from "../../../schema/resourceFile";
import { type FieldDef, humanize, modelOf } from "../../../schema/resourceModel";
import type { GridColumn, GridConfig, GridFilter, GridTotal } from "../grid/gridConfig";
import { inText } from "./messages";

/**
 * The view of a resource file's grid: the shared model (`src/schema/resourceModel.ts`, the same
 * one the server serves the list from) turned into the grid's `GridConfig` — labels are the
 * model's titles, sortable columns the ones the server sorts by, and formats come from the schema
 * when the file does not say: a `lookup` property shows the looked-up name, a boolean Yes/No,
 * date formats dates.
 */
export function gridConfigOf(resource: ResourceFile): GridConfig {
  const model = modelOf(resource);
  const activeField = model.activeField?.property;
  const columns = resource.grid.columns.map((entry): GridColumn => {
    const column = columnOf(entry);
    const field = model.byProperty.get(column.field);
    const format = column.format ?? formatOf(field);
    return {
      field: column.field,
      label: column.label ?? field?.title ?? humanize(column.field),
      format,
      sortable: model.sortable.has(column.field) && column.text === undefined,
      href: column.href,
      text: column.text,
      lookup: format === "lookup" ? field?.lookup : undefined,
    };
  });
  const filters = [...model.filters.values()].map((field): GridFilter => {
    const { property, title: label } = field;
    if (field.lookup) return { field: property, label, lookup: field.lookup };
    if (field.type === "boolean") {
      const [on, off] = property === activeField ? ["Active", "Inactive"] : ["Yes", "No"];
      return {
        field: property,
        label,
        options: [
          { value: "true", label: on },
          { value: "false", label: off },
        ],
      };
    }
    // A preset may offer fewer values than the enum: those that can match beside its fixed filters.
    const offered = resource.grid.choices?.[property];
    const values = (field.enum ?? []).filter((value) => offered?.includes(value as string | number) ?? true);
    return {
      field: property,
      label,
      options: values.map((value) => ({ value: String(value), label: String(value) })),
    };
  });
  for (const [parameter, bound] of model.ranges) {
    const isDate = bound.field.format === "date" || bound.field.format === "date-time";
    filters.push({
      field: parameter,
      label: `${bound.field.title} ${bound.side}`,
      input: isDate ? "date" : "number",
    });
  }
  const totals = model.totals.map((field): GridTotal => {
    const column = columns.find((candidate) => candidate.field === field.property);
    return { field: field.property, label: column?.label ?? field.title, format: column?.format ?? "text" };
  });
  return {
    columns,
    filters,
    ...(totals.length > 0 ? { totals } : {}),
    defaultSort: resource.grid.sort,
    searchable: model.search.length > 0,
    searchLabel: `Search ${inText(resource.title)}`,
  };
}

/** The on/off property of a row: the file's `activeField`, else a boolean `active` property. */
export function activeFieldOf(resource: ResourceFile): string | undefined {
  return modelOf(resource).activeField?.property;
}

function formatOf(field: FieldDef | undefined): ColumnFormat {
  if (field?.lookup) return "lookup";
  if (field?.type === "boolean") return "boolean";
  if (field?.format === "date") return "date";
  if (field?.format === "date-time") return "datetime";
  return "text";
}

/** A property's label as the model gives it: the schema title, else the property in words. */
export function labelOf(resource: ResourceFile, field: string): string {
  return modelOf(resource).byProperty.get(field)?.title ?? humanize(field);
}
