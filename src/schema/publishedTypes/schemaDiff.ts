/**
 * What changed between two versions of an application form (bundled schemas): the fields added,
 * removed and changed, named by their titles, so an applicant with a draft of the old version
 * reads a short list ("Added: Personal details › Hobbies") instead of a schema.
 */

export type FieldChangeKind = "added" | "removed" | "changed";

export interface FieldChange {
  kind: FieldChangeKind;
  /** Dotted path of the field ("personal.hobbies"; "[]" for a list's rows). */
  path: string;
  /** Its titles from the section down ("Personal details › Hobbies"). */
  label: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

interface Field {
  label: string;
  required: boolean;
  /** The field's own rules, as stable text. */
  rules: string;
}

/** JSON with object keys sorted, so key order never counts as a change. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (isNode(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable(value[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** The properties and required names of an object schema, its `allOf` pieces included. */
function objectParts(schema: Node): { properties: Record<string, unknown>; required: Set<string> } {
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  const add = (node: Node) => {
    if (isNode(node.properties)) Object.assign(properties, node.properties);
    if (Array.isArray(node.required)) for (const name of node.required) required.add(String(name));
    if (Array.isArray(node.allOf)) for (const piece of node.allOf) if (isNode(piece)) add(piece);
  };
  add(schema);
  return { properties, required };
}

function collect(schema: Node, path: string, label: string, out: Map<string, Field>): void {
  const { properties, required } = objectParts(schema);
  for (const [name, value] of Object.entries(properties)) {
    if (!isNode(value)) continue;
    const fieldPath = path ? `${path}.${name}` : name;
    const title = typeof value.title === "string" ? value.title : name;
    const fieldLabel = label ? `${label} › ${title}` : title;
    const inner = objectParts(value);
    const items = isNode(value.items) ? value.items : undefined;
    if (Object.keys(inner.properties).length > 0) {
      collect(value, fieldPath, fieldLabel, out);
      // The object's own rules (without its fields) may change too.
      const { properties: _p, required: _r, allOf: _a, ...own } = value;
      out.set(`${fieldPath}#`, { label: fieldLabel, required: required.has(name), rules: stable(own) });
    } else if (items && Object.keys(objectParts(items).properties).length > 0) {
      collect(items, `${fieldPath}[]`, fieldLabel, out);
      const { items: _i, ...own } = value;
      out.set(`${fieldPath}#`, { label: fieldLabel, required: required.has(name), rules: stable(own) });
    } else {
      out.set(fieldPath, { label: fieldLabel, required: required.has(name), rules: stable(value) });
    }
  }
}

/** Every field of a form schema by path. */
export function formFields(schema: unknown): Map<string, Field> {
  const out = new Map<string, Field>();
  if (isNode(schema)) collect(schema, "", "", out);
  return out;
}

/** The changes from `before` to `after`, fields in the order of the new form (removed ones last). */
export function diffFormSchemas(before: unknown, after: unknown): FieldChange[] {
  const old = formFields(before);
  const next = formFields(after);
  const changes: FieldChange[] = [];
  const clean = (path: string) => path.replace(/#$/, "");
  for (const [path, field] of next) {
    const was = old.get(path);
    if (!was) {
      if (!path.endsWith("#") || !old.has(clean(path)))
        changes.push({
          kind: "added",
          path: clean(path),
          label: `${field.label}${field.required ? "" : " (optional)"}`,
        });
    } else if (was.required !== field.required || was.rules !== field.rules) {
      const note =
        was.required !== field.required ? (field.required ? " (now required)" : " (now optional)") : "";
      changes.push({ kind: "changed", path: clean(path), label: `${field.label}${note}` });
    }
  }
  for (const [path, field] of old)
    if (!next.has(path) && !(path.endsWith("#") && next.has(clean(path))))
      changes.push({ kind: "removed", path: clean(path), label: field.label });
  // An added or removed group is told by its fields; its own line would only repeat them.
  return changes.filter(
    (change) =>
      change.kind === "changed" ||
      !changes.some(
        (other) =>
          other !== change &&
          other.kind === change.kind &&
          (other.path.startsWith(`${change.path}.`) || other.path.startsWith(`${change.path}[]`)),
      ),
  );
}
