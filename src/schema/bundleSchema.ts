import type { AnySchemaObject } from "ajv";

/**
 * rjsf resolves only `#/...` references inside the form's own schema (for draft-07), while our
 * schema files `$ref` each other (see loadSchemas.ts for the convention). This inlines every
 * `$ref` so the browser gets one self-contained schema; ajv on the server can keep using the
 * separate files, and both validate the same rules.
 */

/** Schemas by `$id`, e.g. from `readSchemaFiles()` or an import of each JSON file. */
export type SchemaLibrary = Readonly<Record<string, AnySchemaObject>>;

const BASE = "file:///schemas/";
/** Keys that only describe: a `$ref` with nothing else beside it is simply replaced. */
const ANNOTATIONS = new Set([
  "title",
  "description",
  "default",
  "examples",
  "readOnly",
  "writeOnly",
  "$comment",
]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function resolvePointer(root: unknown, pointer: string, where: string): unknown {
  let current = root;
  for (const raw of pointer.split("/").slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    current = isObject(current) || Array.isArray(current) ? Reflect.get(current, key) : undefined;
    if (current === undefined) throw new Error(`${where}: nothing at #${pointer}`);
  }
  return current;
}

/** A self-contained copy of schema `id` with every `$ref` (to other files or within one) inlined. */
export function bundleSchema(id: string, library: SchemaLibrary): AnySchemaObject {
  const root = library[id];
  if (!root) throw new Error(`no schema with $id ${id}`);
  const bundled = inline(root, id, [], true);
  if (!isObject(bundled)) throw new Error(`${id} is not an object schema`);
  return bundled;

  function inline(node: unknown, fileId: string, stack: readonly string[], isRoot = false): unknown {
    if (Array.isArray(node)) return node.map((item) => inline(item, fileId, stack));
    if (!isObject(node)) return node;
    const { $ref, ...rest } = node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) {
      // Only the root keeps its identity; inlined pieces must not register their $id twice.
      if (!isRoot && (key === "$id" || key === "$schema")) continue;
      copy[key] = inline(value, fileId, stack);
    }
    if (typeof $ref !== "string") return copy;

    const target = new URL($ref, `${BASE}${fileId}`);
    const targetId = decodeURIComponent(target.pathname.slice(new URL(BASE).pathname.length));
    const key = `${targetId}${target.hash}`;
    if (stack.includes(key)) throw new Error(`circular $ref: ${[...stack, key].join(" -> ")}`);
    const file = library[targetId];
    if (!file) throw new Error(`${fileId}: $ref "${$ref}" names no loaded schema (${targetId})`);
    const resolved = target.hash ? resolvePointer(file, target.hash.slice(1), fileId) : file;
    const expanded = inline(resolved, targetId, [...stack, key]);
    if (!isObject(expanded)) return expanded;
    const { definitions: _unused, ...piece } = expanded;
    const siblings = Object.keys(copy);
    if (siblings.every((sibling) => ANNOTATIONS.has(sibling))) return { ...piece, ...copy };
    return { ...copy, allOf: [...(Array.isArray(copy.allOf) ? copy.allOf : []), piece] };
  }
}
