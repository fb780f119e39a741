import type { UiSchema } from "@rjsf/utils";
import { isSchemaNode as isNode, type SchemaNode as Node, propertySchema } from "../propertySchema";

/**
 * Hints that say what a rule allows take the rule's value from the schema, so they cannot
 * contradict it (issue 20, item 25: the PG date of birth said "between 15 and 80" while the type's
 * limit was 18). In a field's `ui:help`, `ui:description` or `ui:placeholder`, `{minimumAge}` is the
 * value of that keyword on the field's schema — after the type's limits are applied
 * (typeLimits.ts), so each type's hint shows its own limit:
 *
 * ```json
 * "dateOfBirth": { "ui:help": "You must be between {minimumAge} and {maximumAge} years old." }
 * ```
 */
const HINT_KEYS = ["ui:help", "ui:description", "ui:placeholder"] as const;

/** A keyword's value on a field, its `allOf` pieces included. */
function ruleValue(schema: Node, keyword: string): unknown {
  if (keyword in schema) return schema[keyword];
  for (const piece of Array.isArray(schema.allOf) ? schema.allOf : [])
    if (isNode(piece)) {
      const found = ruleValue(piece, keyword);
      if (found !== undefined) return found;
    }
  return undefined;
}

/**
 * `uiSchema` with every `{keyword}` of its hints replaced by the rule's value on the matching
 * field of `schema` (a bundled schema with the type's limits applied), and the placeholders that
 * name no number or text rule of their field (a typo) as problems ("dateOfBirth: …").
 */
export function withRuleHints(
  schema: unknown,
  uiSchema: UiSchema,
): { uiSchema: UiSchema; problems: string[] } {
  const problems: string[] = [];
  const visit = (node: unknown, ui: unknown, path: string): unknown => {
    if (!isNode(ui)) return ui;
    const out: Node = {};
    for (const [key, value] of Object.entries(ui)) {
      if ((HINT_KEYS as readonly string[]).includes(key) && typeof value === "string") {
        out[key] = value.replace(/\{(\w+)\}/g, (whole, keyword: string) => {
          const rule = isNode(node) ? ruleValue(node, keyword) : undefined;
          if (typeof rule === "number" || typeof rule === "string") return String(rule);
          problems.push(`${path || "(root)"}: "${key}" names {${keyword}}, which is no rule of this field`);
          return whole;
        });
      } else if (key.startsWith("ui:")) {
        out[key] = value;
      } else {
        const inner = isNode(node)
          ? key === "items" && isNode(node.items)
            ? node.items
            : propertySchema(node, key)
          : undefined;
        out[key] = visit(inner, value, path ? `${path}.${key}` : key);
      }
    }
    return out;
  };
  return { uiSchema: visit(schema, uiSchema, "") as UiSchema, problems };
}
