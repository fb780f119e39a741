import { readFile } from "node:fs/promises";

type Json = Record<string, unknown>;
const nceFolder = new URL("../../schemas/applications/nce/", import.meta.url);
const readJson = async (name: string) => JSON.parse(await readFile(new URL(name, nceFolder), "utf8")) as Json;

/**
 * The NCE folder's three files as the type editor sends them, with `fields` added to the first
 * section (and to its `ui:order`) — what a registry officer types into the editor. `required`
 * names the added fields the section requires.
 */
export async function nceFilesWith(fields: Record<string, Json>, required: readonly string[] = []) {
  const [meta, schema, uiSchema] = await Promise.all([
    readJson("meta.json"),
    readJson("form.schema.json"),
    readJson("form.ui.json"),
  ]);
  const properties = schema.properties as Record<string, Json>;
  const section = Object.keys(properties)[0] as string;
  const part = properties[section] as { properties: Record<string, Json>; required?: string[] };
  Object.assign(part.properties, fields);
  if (required.length > 0) part.required = [...(part.required ?? []), ...required];
  const ui = uiSchema[section] as { "ui:order"?: string[] } | undefined;
  if (ui?.["ui:order"]) ui["ui:order"] = [...ui["ui:order"], ...Object.keys(fields)];
  return { files: { meta, schema, uiSchema }, section };
}
