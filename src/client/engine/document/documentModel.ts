import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { isPlaceholderDate } from "../../../schema/placeholderDates";
import { formatDate } from "../../ui/format";
import type { ApplicationData, FormSection } from "../schemaForms";

/** A value as the document shows it. */
export type DocValue =
  | { readonly kind: "empty" }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "file"; readonly name: string; readonly dataUrl: string };

/** One "label: value" line. */
export interface DocField {
  readonly kind: "field";
  readonly label: string;
  readonly value: DocValue;
}

/** A nested object, or one entry of a list of rich entries (an O-level sitting). */
export interface DocGroup {
  readonly kind: "group";
  readonly title: string;
  readonly items: readonly DocItem[];
}

/** A list of flat rows (subjects and grades, schools attended): one column per property. */
export interface DocTable {
  readonly kind: "table";
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly DocValue[])[];
}

export type DocItem = DocField | DocGroup | DocTable;

export interface DocSection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly DocItem[];
}

type Node = Record<string, unknown>;

const EMPTY: DocValue = { kind: "empty" };

function isObject(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A schema node with its `allOf` parts folded in (bundleSchema puts a `$ref` that has siblings
 * into `allOf`), so properties and titles are found in one place.
 */
function flatten(node: unknown): Node {
  if (!isObject(node)) return {};
  if (!Array.isArray(node.allOf)) return node;
  const { allOf, ...rest } = node;
  const merged: Node = { ...rest };
  const properties: Node = isObject(rest.properties) ? { ...rest.properties } : {};
  for (const part of allOf.map(flatten)) {
    for (const [key, value] of Object.entries(part)) if (!(key in merged)) merged[key] = value;
    if (isObject(part.properties)) {
      for (const [key, value] of Object.entries(part.properties))
        if (!(key in properties)) properties[key] = value;
    }
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  return merged;
}

function uiOf(ui: unknown, key: string | number): Node {
  if (!isObject(ui)) return {};
  const entry = ui[String(key)];
  return isObject(entry) ? entry : {};
}

function labelOf(schema: Node, ui: Node, key: string): string {
  return text(ui["ui:title"]) ?? text(schema.title) ?? humanize(key);
}

function isHidden(ui: Node): boolean {
  return ui["ui:widget"] === "hidden";
}

/** Property names in `ui:order` (with its "*" wildcard), else in schema order. */
function orderedKeys(schema: Node, ui: Node): string[] {
  const keys = Object.keys(isObject(schema.properties) ? schema.properties : {});
  const order = Array.isArray(ui["ui:order"])
    ? ui["ui:order"].filter((k): k is string => typeof k === "string")
    : [];
  if (order.length === 0) return keys;
  const listed = order.filter((k) => k !== "*" && keys.includes(k));
  const rest = keys.filter((k) => !listed.includes(k));
  const star = order.indexOf("*");
  return star === -1 ? [...listed, ...rest] : [...listed.slice(0, star), ...rest, ...listed.slice(star)];
}

function isScalarSchema(schema: Node): boolean {
  const type = schema.type;
  return type !== "object" && type !== "array" && !isObject(schema.properties);
}

/** The file's name from a named data URL (`data:image/png;name=passport.png;base64,…`). */
function fileName(dataUrl: string): string {
  const match = /;name=([^;,]*)/.exec(dataUrl);
  return match?.[1] ? decodeURIComponent(match[1]) : "Attached file";
}

/** A scalar as text: lookup ids as their names, dates spelled out, files by name. */
export function formatValue(schema: Node, value: unknown): DocValue {
  if (value === undefined || value === null || value === "") return EMPTY;
  const options = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : [];
  const option = options.find((o): o is Node => isObject(o) && o.const === value);
  if (option) return { kind: "text", text: text(option.title) ?? String(value) };
  if (typeof value === "boolean") return { kind: "text", text: value ? "Yes" : "No" };
  if (typeof value === "string" && schema.format === "data-url") {
    return { kind: "file", name: fileName(value), dataUrl: value };
  }
  if (typeof value === "string" && (schema.format === "date" || schema.calendarDate === true)) {
    // The legacy "no date" (0001-01-01, with or without a time) reads as empty, like in the form.
    if (isPlaceholderDate(value) || value.startsWith("0001-01-01")) return EMPTY;
    // An ISO date-time shows its date. Noon UTC: a bare date must not slip to the day before in a
    // timezone west of Greenwich.
    const day = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:T|$)/.exec(value);
    return { kind: "text", text: day ? formatDate(`${day[1]}-${day[2]}-${day[3]}T12:00:00Z`) : value };
  }
  if (Array.isArray(value)) return { kind: "text", text: value.map(String).join(", ") };
  return { kind: "text", text: String(value) };
}

function isEmptyRow(row: unknown): boolean {
  return !isObject(row) || Object.values(row).every((v) => v === undefined || v === null || v === "");
}

function describe(key: string, rawSchema: unknown, ui: Node, value: unknown): DocItem | undefined {
  const schema = flatten(rawSchema);
  if (isHidden(ui)) return undefined;
  const label = labelOf(schema, ui, key);
  if (schema.type === "object" || isObject(schema.properties)) {
    return { kind: "group", title: label, items: describeObject(schema, ui, value) };
  }
  if (schema.type === "array" && isObject(schema.items)) {
    return describeArray(label, flatten(schema.items), uiOf(ui, "items"), value);
  }
  return { kind: "field", label, value: formatValue(schema, value) };
}

function describeObject(schema: Node, ui: Node, value: unknown): DocItem[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const data = isObject(value) ? value : {};
  return orderedKeys(schema, ui).flatMap(
    (key) => describe(key, properties[key], uiOf(ui, key), data[key]) ?? [],
  );
}

/**
 * Lists of flat objects become one table (empty rows, like unused subject rows, are left out);
 * lists of richer objects become one group per entry ("O-level results 1"); lists of scalars a
 * single comma-separated field.
 */
function describeArray(label: string, itemSchema: Node, itemUi: Node, value: unknown): DocItem {
  const rows = (Array.isArray(value) ? value : []).filter((row) => !isEmptyRow(row) || !isObject(row));
  if (itemSchema.type !== "object" && !isObject(itemSchema.properties)) {
    return { kind: "field", label, value: rows.length === 0 ? EMPTY : formatValue(itemSchema, rows) };
  }
  const properties = isObject(itemSchema.properties) ? itemSchema.properties : {};
  const keys = orderedKeys(itemSchema, itemUi).filter((key) => !isHidden(uiOf(itemUi, key)));
  const flat = keys.every((key) => isScalarSchema(flatten(properties[key])));
  if (flat) {
    return {
      kind: "table",
      title: label,
      columns: keys.map((key) => labelOf(flatten(properties[key]), uiOf(itemUi, key), key)),
      rows: rows.map((row) =>
        keys.map((key) => formatValue(flatten(properties[key]), isObject(row) ? row[key] : undefined)),
      ),
    };
  }
  return {
    kind: "group",
    title: label,
    items: rows.map((row, index) => ({
      kind: "group",
      title: `${text(itemSchema.title) ?? label} ${index + 1}`,
      items: describeObject(itemSchema, itemUi, row),
    })),
  };
}

/**
 * The document of an application: one section per form section, each a list of label/value
 * fields, nested groups and tables, read from the schema (lookups already applied, so ids read as
 * names), the UI schema (titles, order, hidden fields) and the data. Pure, so the review step, the
 * preview page and tests share it.
 */
export function buildDocument(
  schema: RJSFSchema,
  uiSchema: UiSchema,
  sections: readonly FormSection[],
  data: ApplicationData,
): DocSection[] {
  const root = flatten(schema);
  const properties = isObject(root.properties) ? root.properties : {};
  return sections.map((section) => {
    const items = section.fields.flatMap((field): DocItem[] => {
      const item = describe(field, properties[field], uiOf(uiSchema, field), data[field]);
      // A section that is one object reads better without a second heading of the same name.
      if (item?.kind === "group" && section.fields.length === 1) return [...item.items];
      return item ? [item] : [];
    });
    return { id: section.id, title: section.title, items };
  });
}

/** The value at a dotted path ("uploads.passport"), for the photo slot. */
export function valueAtPath(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), data);
}
