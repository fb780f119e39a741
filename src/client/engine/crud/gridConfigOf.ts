import { type ColumnFormat, columnOf, type ResourceFile } from "../../../schema/resourceFile";
import type { GridColumn, GridConfig, GridFilter } from "../grid/gridConfig";
import { propertiesOf, type SchemaProperty } from "./schemaProperties";

/**
 * How the CRUD screen reads a resource file's `grid` section (see README): each column takes its
 * label from the schema title, and its format from the schema when the file does not say —
 * a `lookup` property shows the looked-up name, a boolean shows Yes/No, date formats show dates.
 */
export function gridConfigOf(resource: ResourceFile): GridConfig {
  const properties = propertiesOf(resource.schema);
  const activeField = activeFieldOf(resource);
  const columns = resource.grid.columns.map((entry): GridColumn => {
    const column = columnOf(entry);
    const property = properties[column.field] ?? {};
    const format = column.format ?? formatOf(property);
    return {
      field: column.field,
      label: column.label ?? labelOf(column.field, property),
      format,
      sortable: column.text === undefined && (column.sortable ?? true),
      href: column.href,
      text: column.text,
      lookup: format === "lookup" ? property.lookup : undefined,
    };
  });
  const filters = (resource.grid.filters ?? []).map((field): GridFilter => {
    const property = properties[field] ?? {};
    const label = labelOf(field, property);
    if (property.lookup) return { field, label, lookup: property.lookup };
    if (property.type === "boolean") {
      const [on, off] = field === activeField ? ["Active", "Inactive"] : ["Yes", "No"];
      return {
        field,
        label,
        options: [
          { value: "true", label: on },
          { value: "false", label: off },
        ],
      };
    }
    const values = property.enum ?? [];
    return { field, label, options: values.map((value) => ({ value: String(value), label: String(value) })) };
  });
  return {
    columns,
    filters,
    defaultSort: resource.grid.sort,
    searchable: (resource.grid.search?.length ?? 0) > 0,
    searchLabel: `Search ${resource.title.toLowerCase()}`,
  };
}

/** The on/off property of a row: the file's `activeField`, else a boolean `active` property. */
export function activeFieldOf(resource: ResourceFile): string | undefined {
  const field = resource.activeField ?? "active";
  return propertiesOf(resource.schema)[field]?.type === "boolean" ? field : undefined;
}

function formatOf(property: SchemaProperty): ColumnFormat {
  if (property.lookup) return "lookup";
  if (property.type === "boolean") return "boolean";
  if (property.format === "date") return "date";
  if (property.format === "date-time") return "datetime";
  return "text";
}

/** The schema title, else the field name in words ("facultyId" → "Faculty id"). */
export function labelOf(field: string, property: SchemaProperty): string {
  if (property.title) return property.title;
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
