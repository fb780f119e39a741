import type { UiSchema } from "@rjsf/utils";
import type { LookupOption } from "../theme/LookupWidget";

/**
 * Lookups (`"lookup": "departments"` in a schema) become drop-downs through the UI schema only:
 * each such property gets `ui:widget: "lookup"` and its list in `ui:options.lookupOptions`; one
 * with a `"lookupFilter"` also gets `ui:options.lookup`, `dependsOn` and `dependsOnTitles`, and
 * loads its narrowed list itself (theme/LookupWidget/DependentLookupWidget).
 * The JSON Schema is left exactly as written, because the browser validates with validators
 * precompiled for that schema (a runtime `enum` would make it a different schema).
 */
type Node = Record<string, unknown>;

export type LookupLists = Readonly<Record<string, readonly LookupOption[]>>;

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every lookup name used anywhere in the schema (nested objects and array items too), sorted. */
export function lookupNamesInSchema(schema: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isNode(node)) {
      if (typeof node.lookup === "string") names.add(node.lookup);
      for (const value of Object.values(node)) visit(value);
    }
  };
  visit(schema);
  return [...names].sort();
}

/**
 * `"lookupFilter": { "stateId": "stateId" }` beside the lookup: the widget asks for the list
 * narrowed by the siblings' values (`dependsOn`) and names them by title until they are chosen.
 */
function dependency(schema: Node, siblings: Node): Node {
  const filter = schema.lookupFilter;
  if (!isNode(filter)) return {};
  const titles: Record<string, string> = {};
  for (const sibling of Object.values(filter)) {
    if (typeof sibling !== "string") continue;
    const definition = siblings[sibling];
    titles[sibling] = isNode(definition) && typeof definition.title === "string" ? definition.title : sibling;
  }
  return { lookup: schema.lookup, dependsOn: filter, dependsOnTitles: titles };
}

/**
 * The options a lookup offers: its whole list, or only the ids an `enum` beside it allows (an
 * application type's `limits.certificateTypes` sets one), so nobody picks what validation refuses.
 */
function allowedOptions(schema: Node, list: readonly LookupOption[]): readonly LookupOption[] {
  const allowed = schema.enum;
  return Array.isArray(allowed) ? list.filter((option) => allowed.includes(option.id)) : list;
}

function withWidgets(schema: unknown, ui: unknown, lists: LookupLists, siblings: Node = {}): unknown {
  if (!isNode(schema)) return ui;
  const uiNode: Node = isNode(ui) ? { ...ui } : {};
  // A lookup the page hides (e.g. an input its current choice does not use) stays hidden.
  if (typeof schema.lookup === "string" && uiNode["ui:widget"] !== "hidden") {
    const options = isNode(uiNode["ui:options"]) ? uiNode["ui:options"] : {};
    // A widget the author chose (e.g. "radio") still shows the list: the lookup widget draws it so.
    const display = typeof uiNode["ui:widget"] === "string" ? { lookupDisplay: uiNode["ui:widget"] } : {};
    uiNode["ui:widget"] = "lookup";
    uiNode["ui:options"] = {
      ...options,
      ...display,
      ...dependency(schema, siblings),
      lookupOptions: allowedOptions(schema, lists[schema.lookup] ?? []),
    };
  }
  if (isNode(schema.properties)) {
    for (const [key, child] of Object.entries(schema.properties)) {
      const next = withWidgets(child, uiNode[key], lists, schema.properties);
      if (next !== undefined) uiNode[key] = next;
    }
  }
  if (isNode(schema.items)) {
    const next = withWidgets(schema.items, uiNode.items, lists);
    if (next !== undefined) uiNode.items = next;
  }
  return Object.keys(uiNode).length > 0 ? uiNode : ui;
}

export function withLookupWidgets(
  schema: unknown,
  uiSchema: UiSchema | undefined,
  lists: LookupLists,
): UiSchema {
  return (withWidgets(schema, uiSchema ?? {}, lists) ?? {}) as UiSchema;
}
