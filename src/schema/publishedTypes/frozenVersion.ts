import type { ApplicationFolder } from "../applicationTypes";
import { isJsonObject, type JsonObject } from "../applicationTypes/mergeDeep";
import { bundleSchema, type SchemaLibrary } from "../bundleSchema";

/**
 * A published version is frozen: besides its files as written (form.schema.json with `$ref`s into
 * schemas/common, which the editor shows and the next version starts from), its row keeps the form
 * schema bundled at publish time, every `$ref` inlined. The version is then checked, validated and
 * printed from that bundle alone, so editing a common piece later changes only versions published
 * after the edit. (meta.json and form.ui.json are stored resolved already: no `extends`, no UI
 * fragment.) Type limits stay as annotations in the bundle: they are applied when it is checked,
 * as for any folder.
 */

/** The version's form schema with every `$ref` inlined, from the pieces in `library` now. */
export function freezeSchema(typeKey: string, schema: JsonObject, library: SchemaLibrary): JsonObject {
  const id = `applications/${typeKey}/form.schema.json`;
  return bundleSchema(id, { ...library, [id]: { ...schema, $id: id } }) as JsonObject;
}

/** A stored version as a folder to check: its frozen bundle in place of the schema as written. */
export function frozenFolder(row: {
  typeKey: string;
  meta: unknown;
  schema: unknown;
  uiSchema: unknown;
  bundledSchema?: unknown;
}): ApplicationFolder {
  const schema = isJsonObject(row.bundledSchema) ? row.bundledSchema : row.schema;
  return { folder: row.typeKey, meta: row.meta, schema, ui: row.uiSchema };
}

/** The empty library a frozen version is checked with: a `$ref` left in it would fail, not drift. */
export const NO_SHARED_PIECES: SchemaLibrary = Object.freeze({});
