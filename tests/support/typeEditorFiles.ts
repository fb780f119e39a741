import { readApplicationFolders } from "../../src/schema/publishedTypes/readApplicationFolders";

type Json = Record<string, unknown>;

/**
 * The NCE folder's three files as the type editor sends them (resolved: UI fragments merged in, as
 * the registry stores a version), with `fields` added to the first
 * section (and to its `ui:order`) — what a registry officer types into the editor. `required`
 * names the added fields the section requires.
 */
export async function nceFilesWith(fields: Record<string, Json>, required: readonly string[] = []) {
  const nce = (await readApplicationFolders()).folders.find((folder) => folder.folder === "nce");
  // A copy: the caller's changes must not reach the folder other tests read.
  const { meta, schema, ui: uiSchema } = structuredClone(nce) as { meta: Json; schema: Json; ui: Json };
  const properties = schema.properties as Record<string, Json>;
  const section = Object.keys(properties)[0] as string;
  const part = properties[section] as { properties: Record<string, Json>; required?: string[] };
  Object.assign(part.properties, fields);
  if (required.length > 0) part.required = [...(part.required ?? []), ...required];
  const ui = uiSchema[section] as { "ui:order"?: string[] } | undefined;
  if (ui?.["ui:order"]) ui["ui:order"] = [...ui["ui:order"], ...Object.keys(fields)];
  return { files: { meta, schema, uiSchema }, section };
}
