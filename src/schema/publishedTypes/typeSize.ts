/**
 * How big a type from the editor may be (issue 20, item 5): a 15,000-field type (0.84 MB) took 20 s
 * to check, and the editor checks after every edit. The built-in types have at most 70 fields
 * bundled and 10 KB of files, so these caps leave room to grow while keeping a check short.
 */
export const MAX_TYPE_BYTES = 128 * 1024;
/** Fields (entries of every `properties`) of the form schema as written. */
export const MAX_TYPE_FIELDS = 400;
/** Fields once every shared piece is inlined (a piece referenced many times counts each time). */
export const MAX_BUNDLED_FIELDS = 1000;

export interface SizeProblem {
  path: string;
  message: string;
}

/** How many fields a schema has: the entries of every `properties` map, at any depth. */
export function fieldCount(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + fieldCount(item), 0);
  if (typeof node !== "object" || node === null) return 0;
  let count = 0;
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" && typeof value === "object" && value !== null && !Array.isArray(value))
      count += Object.keys(value).length;
    count += fieldCount(value);
  }
  return count;
}

const kb = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** The caps on the three files as the editor sends them: cheap, checked before anything is compiled. */
export function typeSizeProblems(files: {
  meta: unknown;
  schema: unknown;
  uiSchema: unknown;
}): SizeProblem[] {
  const bytes = new TextEncoder().encode(
    JSON.stringify([files.meta, files.schema, files.uiSchema]) ?? "",
  ).length;
  if (bytes > MAX_TYPE_BYTES)
    return [
      {
        path: "schema",
        message: `The type is too large to check: its files are ${kb(bytes)}, and at most ${kb(MAX_TYPE_BYTES)} are allowed. Split it into fewer, shorter sections or use the shared parts.`,
      },
    ];
  const fields = fieldCount(files.schema);
  if (fields > MAX_TYPE_FIELDS)
    return [
      {
        path: "schema",
        message: `The form has ${fields} fields, and at most ${MAX_TYPE_FIELDS} are allowed. An application form this long cannot be filled in; remove fields or split the type.`,
      },
    ];
  return [];
}

/** The cap on the bundled schema (shared pieces inlined). */
export function bundledSizeProblems(bundled: unknown): SizeProblem[] {
  const fields = fieldCount(bundled);
  return fields > MAX_BUNDLED_FIELDS
    ? [
        {
          path: "schema",
          message: `With its shared parts the form has ${fields} fields, and at most ${MAX_BUNDLED_FIELDS} are allowed; refer to fewer shared parts.`,
        },
      ]
    : [];
}
