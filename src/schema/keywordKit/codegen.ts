import { _, type Code, type KeywordCxt, type Name, str } from "ajv";
import { normalizeId, resolveUrl } from "ajv/dist/compile/resolve.js";
import type { KeywordCxtParams } from "ajv/dist/types";

/**
 * A RegExp the generated code can use. Registered as a scope value *with its source code*, so
 * ajv's standalone output re-creates it (`new RegExp("…", "u")`) instead of needing the object.
 * Always unicode mode: names like "Ọlá" and "Adébáyọ̀" need `\p{L}` and `\p{M}`.
 */
export function scopedPattern(cxt: KeywordCxt, source: string): Name {
  return cxt.gen.scopeValue("pattern", {
    key: source,
    ref: new RegExp(source, "u"),
    code: _`new RegExp(${source}, "u")`,
  });
}

/** Generated test for "a value was given": not undefined, null, or a blank string. */
export function isGiven(value: Code): Code {
  return _`(${value} !== undefined && ${value} !== null && !(typeof ${value} == "string" && ${value}.trim() === ""))`;
}

/** Escapes a property name for a JSON pointer (RFC 6901). */
export function pointerSegment(property: string): string {
  return property.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** A step below the keyword's data: a property name known at compile time, or a runtime index/key. */
export type PathSegment = string | Name;

/**
 * Reports an error on a value *below* the data the keyword sits on, e.g. row 3's grade under an
 * array keyword, so rjsf shows it beside the right field and the server's `errors[].path` names it.
 *
 * ajv's public `errorPaths.instancePath` takes a single segment, so we extend the context's
 * `errorPath` for the duration of one report (ajv's own sub-schemas do the same) and restore it.
 * Everything else (allErrors, composite rules, `createErrors`) stays ajv's own error handling.
 */
export function reportAt(cxt: KeywordCxt, segments: readonly PathSegment[], params: KeywordCxtParams): void {
  // ajv types `errorPath` as readonly; this is the one place we set it, and only temporarily.
  const context: { errorPath: Code } = cxt.it;
  const saved = context.errorPath;
  let path: Code = saved;
  for (const segment of segments) {
    path = typeof segment === "string" ? str`${path}/${pointerSegment(segment)}` : str`${path}/${segment}`;
  }
  context.errorPath = path;
  try {
    cxt.error(false, params);
  } finally {
    context.errorPath = saved;
  }
}

type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Longest `$ref` chain followed for a title: real chains are one or two long; a cycle stops here. */
const MAX_REF_HOPS = 8;

/**
 * The schema a `$ref` points at, read from the schemas ajv already holds, without compiling
 * anything (a keyword runs while its schema compiles). `baseId` is the referring schema's base.
 */
function refTarget(
  cxt: KeywordCxt,
  baseId: string,
  ref: string,
): { node: unknown; baseId: string } | undefined {
  const resolver = cxt.it.opts.uriResolver;
  const full = resolveUrl(resolver, baseId, ref);
  const hash = full.indexOf("#");
  const fileId = normalizeId(hash === -1 ? full : full.slice(0, hash));
  const pointer = hash === -1 ? "" : full.slice(hash + 1);
  const root = cxt.it.schemaEnv.root;
  let node: unknown;
  if (fileId === "" || fileId === normalizeId(root.baseId)) node = root.schema;
  else {
    const env = cxt.it.self.schemas[fileId] ?? cxt.it.self.refs[fileId];
    node = typeof env === "object" ? env.schema : undefined;
  }
  for (const segment of pointer.split("/").slice(1)) {
    const key = decodeURIComponent(segment).replace(/~1/g, "/").replace(/~0/g, "~");
    node = isNode(node) ? node[key] : undefined;
  }
  return node === undefined ? undefined : { node, baseId: fileId };
}

/**
 * The title of a sibling property, for messages naming it ("must be different from Department").
 * A title written beside a `$ref` wins (as in the bundled schema the browser gets); otherwise the
 * `$ref` is followed, so `"departmentId": { "$ref": "…#/properties/departmentId" }` reads the
 * referenced definition's title on the server (separate files) just as in the browser (inlined).
 */
export function propertyLabel(cxt: KeywordCxt, property: string): string {
  const properties = isNode(cxt.parentSchema) ? cxt.parentSchema.properties : undefined;
  let node: unknown = isNode(properties) ? properties[property] : undefined;
  let baseId = cxt.it.baseId;
  for (let hop = 0; hop <= MAX_REF_HOPS && isNode(node); hop++) {
    if (typeof node.title === "string" && node.title !== "") return node.title;
    if (typeof node.$ref !== "string") break;
    const target = refTarget(cxt, baseId, node.$ref);
    if (!target) break;
    node = target.node;
    baseId = target.baseId;
  }
  return property;
}
