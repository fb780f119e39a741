import type { FieldError } from "../errors";
import { ValidationError } from "../errors";
import { checkedDataUrlFile, repaintedDataUrlFile } from "./dataUrlFile";
import type { FileKind } from "./fileContent";

/** The kinds a form's file field may hold: a data URL declaring another type is refused by the form's own pattern. */
const FORM_FILE_KINDS: readonly FileKind[] = ["application/pdf", "image/jpeg", "image/png"];

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The subschemas that also describe the same value (a bundled schema has no $ref left). */
function alternatives(node: SchemaNode): SchemaNode[] {
  const more: unknown[] = [node.then, node.else];
  for (const key of ["allOf", "anyOf", "oneOf"])
    if (Array.isArray(node[key])) more.push(...(node[key] as unknown[]));
  return [node, ...more.filter(isNode).flatMap(alternatives)];
}

/** The kinds the field's own pattern lets it declare (`^data:(application/pdf|image/jpeg|image/png);`). */
function acceptedKinds(nodes: readonly SchemaNode[]): FileKind[] {
  const patterns = nodes.map((node) => node.pattern).filter((pattern) => typeof pattern === "string");
  return FORM_FILE_KINDS.filter((kind) =>
    patterns.every((pattern) => new RegExp(pattern).test(`data:${kind};`)),
  );
}

/** A file field met in a form's data: where it is, what people call it, the kinds it may hold. */
interface FormFile {
  path: string[];
  label: string;
  accept: FileKind[];
}

/**
 * `data` with each value at a `format: "data-url"` field of `schema` replaced by `visit`'s answer
 * (the value itself where `visit` answers undefined).
 */
function mapFormFiles(
  schema: unknown,
  data: unknown,
  visit: (value: string, file: FormFile) => string | undefined,
): unknown {
  const walk = (node: unknown, value: unknown, path: string[], title: string): unknown => {
    if (!isNode(node)) return value;
    const nodes = alternatives(node);
    if (typeof value === "string" && nodes.some((each) => each.format === "data-url")) {
      const label = String(nodes.find((each) => typeof each.title === "string")?.title ?? title);
      return visit(value, { path, label, accept: acceptedKinds(nodes) }) ?? value;
    }
    if (Array.isArray(value)) {
      return value.map((item, index) => {
        const itemSchemas = nodes.map((each) =>
          Array.isArray(each.items) ? each.items[index] : (each.items ?? each.additionalItems),
        );
        return itemSchemas.reduce<unknown>(
          (current, itemSchema) => walk(itemSchema, current, [...path, String(index)], title),
          item,
        );
      });
    }
    if (isNode(value)) {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => {
          const fieldSchemas = nodes.map((each) =>
            isNode(each.properties) && key in each.properties
              ? each.properties[key]
              : each.additionalProperties,
          );
          return [
            key,
            fieldSchemas.reduce<unknown>(
              (current, fieldSchema) => walk(fieldSchema, current, [...path, key], key),
              inner,
            ),
          ];
        }),
      );
    }
    return value;
  };
  return walk(schema, data, [], "");
}

const ruleOf = ({ path, label, accept }: FormFile) => ({
  field: path.join("."),
  label,
  accept,
  keepName: true,
});

/**
 * `data` with every file in it (each value at a `format: "data-url"` field of `schema`) checked by
 * its content and re-encoded (files/dataUrlFile.ts): the one checker every upload goes through.
 * Every refused file is named at once, by its field's title, at its path.
 */
export function checkedFormFiles(schema: unknown, data: unknown): unknown {
  const errors: FieldError[] = [];
  const checked = mapFormFiles(schema, data, (value, file) => {
    try {
      return checkedDataUrlFile(value, ruleOf(file));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors.push(...error.errors);
      return undefined;
    }
  });
  if (errors.length > 0) throw new ValidationError(errors);
  return checked;
}

/**
 * `data` (already through `checkedFormFiles`) with its JPEGs painted again from their pixels, for
 * an application being submitted: what is kept for good. Every picture that does not decode is
 * named at once, like `checkedFormFiles`.
 */
export async function repaintedFormFiles(schema: unknown, data: unknown): Promise<unknown> {
  const files: { value: string; file: FormFile }[] = [];
  mapFormFiles(schema, data, (value, file) => {
    files.push({ value, file });
    return undefined;
  });
  const errors: FieldError[] = [];
  const painted = new Map<string, string>();
  for (const { value, file } of files) {
    try {
      painted.set(file.path.join("\u0000"), await repaintedDataUrlFile(value, ruleOf(file)));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors.push(...error.errors);
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
  return mapFormFiles(schema, data, (_value, file) => painted.get(file.path.join("\u0000")));
}
