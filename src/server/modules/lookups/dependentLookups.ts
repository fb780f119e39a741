import type { AnySchemaObject } from "ajv";
import { idSchema } from "../../../contract/ids";
import { LOOKUP_FILTER_KEYWORD, LOOKUP_KEYWORD } from "../../../schema/createAjv";
import type { Db } from "../../db/database";
import type { FieldError } from "../../errors";
import type { LookupSource } from "../resources/resourceDefinition";
import { filterValue, integerValue, type LookupFilter } from "./lookupFilters";
import { lookupOffers } from "./lookupService";

/**
 * A field whose options depend on a sibling's value (`"lookup": "lgas", "lookupFilter":
 * { "stateId": "stateId" }`): found in a form schema so the server can check, on submit, that
 * the value chosen is one the browser could have offered.
 */
export interface DependentLookupRule {
  /** Where the objects holding the field are: property names, "*" for every item of an array. */
  objectPath: readonly string[];
  property: string;
  lookup: string;
  /** Lookup filter → the sibling property whose value it takes, with that sibling's title. */
  filters: readonly { filter: string; sibling: string; siblingTitle: string }[];
}

type Node = Record<string, unknown>;

/** A row id: the bounds of every id (`src/contract/ids.ts`). */
const ID_FIELD = { minimum: idSchema.minimum, maximum: idSchema.maximum };

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A node's own keywords and those of its `allOf` parts (bundleSchema puts `$ref` targets there). */
function parts(node: Node): Node[] {
  return [node, ...(Array.isArray(node.allOf) ? node.allOf.filter(isNode) : [])];
}

function merged(node: Node, key: string): unknown {
  for (const part of parts(node)) if (part[key] !== undefined) return part[key];
  return undefined;
}

function titleOf(properties: Node, property: string): string {
  const child = properties[property];
  const title = isNode(child) ? merged(child, "title") : undefined;
  return typeof title === "string" && title !== "" ? title : property;
}

/**
 * Every dependent lookup in a bundled schema (every `$ref` inlined: `bundleSchema`), in nested
 * objects and array items too.
 */
export function dependentLookupRules(schema: AnySchemaObject): DependentLookupRule[] {
  const rules: DependentLookupRule[] = [];
  const visit = (node: unknown, path: readonly string[]) => {
    if (!isNode(node)) return;
    for (const part of parts(node)) {
      if (isNode(part.items)) visit(part.items, [...path, "*"]);
      if (!isNode(part.properties)) continue;
      const properties = part.properties;
      for (const [property, child] of Object.entries(properties)) {
        if (!isNode(child)) continue;
        const lookup = merged(child, LOOKUP_KEYWORD);
        const filter = merged(child, LOOKUP_FILTER_KEYWORD);
        if (typeof lookup === "string" && isNode(filter)) {
          rules.push({
            objectPath: path,
            property,
            lookup,
            filters: Object.entries(filter).map(([name, sibling]) => ({
              filter: name,
              sibling: String(sibling),
              siblingTitle: titleOf(properties, String(sibling)),
            })),
          });
        }
        visit(child, [...path, property]);
      }
    }
  };
  visit(schema, []);
  return rules;
}

/** The objects at `path` in `data`, each with its dotted path ("olevel.0"). */
function objectsAt(data: unknown, path: readonly string[]): { at: string[]; object: Node }[] {
  let found: { at: string[]; value: unknown }[] = [{ at: [], value: data }];
  for (const segment of path) {
    found = found.flatMap(({ at, value }) => {
      if (segment === "*")
        return Array.isArray(value)
          ? value.map((item, index) => ({ at: [...at, String(index)], value: item }))
          : [];
      return isNode(value) && segment in value ? [{ at: [...at, segment], value: value[segment] }] : [];
    });
  }
  return found.flatMap(({ at, value }) => (isNode(value) ? [{ at, object: value }] : []));
}

function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

/** The stored value as the lookup's value column holds it; undefined when it cannot be one. */
function storedValue(source: LookupSource, value: unknown): LookupFilter["value"] | undefined {
  if (source.value) return filterValue(source.value, value);
  return typeof value === "number" ? integerValue(ID_FIELD, value) : undefined;
}

/**
 * For each dependent lookup in `data`, whether its value is among the options its siblings allow
 * (the LGA belongs to the chosen state). Answers one error per offending field, on that field,
 * naming the sibling by its title. Meant for data the form schema has accepted: a missing value is
 * the schema's `required` to report, and a missing sibling is reported here. `includeInactive`
 * checks only that the value belongs to its siblings, switched off or not (an admin record whose
 * course option was switched off since stays editable; a new application picks active ones).
 */
export async function dependentLookupErrors(
  db: Db,
  lookups: ReadonlyMap<string, LookupSource>,
  rules: readonly DependentLookupRule[],
  data: unknown,
  includeInactive = false,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const rule of rules) {
    const source = lookups.get(rule.lookup);
    if (!source) throw new Error(`"${rule.property}" names lookup "${rule.lookup}", which does not exist`);
    for (const { at, object } of objectsAt(data, rule.objectPath)) {
      const value = object[rule.property];
      if (!isGiven(value)) continue;
      const path = [...at, rule.property].join(".");
      const stored = storedValue(source, value);
      const filters: LookupFilter[] = [];
      let problem: string | undefined;
      for (const { filter, sibling, siblingTitle } of rule.filters) {
        const field = source.filters.get(filter);
        if (!field)
          throw new Error(
            `"${rule.property}" filters lookup "${rule.lookup}" by "${filter}", which it does not declare`,
          );
        const siblingValue = object[sibling];
        const typed = isGiven(siblingValue) ? filterValue(field, siblingValue) : undefined;
        if (!isGiven(siblingValue)) problem ??= `choose the ${siblingTitle} first`;
        else if (typed === undefined) problem ??= `must belong to the chosen ${siblingTitle}`;
        else filters.push({ field, value: typed });
      }
      if (
        !problem &&
        (stored === undefined || !(await lookupOffers(db, source, stored, filters, includeInactive)))
      )
        problem = `must belong to the chosen ${rule.filters.map((f) => f.siblingTitle).join(" and ")}`;
      if (problem) errors.push({ path, message: problem });
    }
  }
  return errors;
}
