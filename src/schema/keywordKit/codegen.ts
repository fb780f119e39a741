import { _, type Code, type KeywordCxt, type Name, str } from "ajv";
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

/** The title of a sibling property, for messages naming it ("must be different from Department"). */
export function propertyLabel(parentSchema: unknown, property: string): string {
  if (typeof parentSchema !== "object" || parentSchema === null) return property;
  const properties: unknown = Reflect.get(parentSchema, "properties");
  if (typeof properties !== "object" || properties === null) return property;
  const definition: unknown = Reflect.get(properties, property);
  if (typeof definition !== "object" || definition === null) return property;
  const title: unknown = Reflect.get(definition, "title");
  return typeof title === "string" && title !== "" ? title : property;
}
