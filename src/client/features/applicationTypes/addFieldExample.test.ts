import { describe, expect, it } from "vitest";
import { readApplicationTypes } from "../../../schema/applicationTypes/readApplicationTypes";
import { checkFormSchema, checkUiOrder, checkUiSchema } from "../../../schema/publishedTypes/metaSchemaCheck";
import { readApplicationFolders } from "../../../schema/publishedTypes/readApplicationFolders";
import { ADD_FIELD_EXAMPLE, asJsonMember } from "./addFieldExample";

type Json = Record<string, unknown>;

describe("the editor's 'How to add a field' example", () => {
  it("added to NCE the way the panel says (properties, required, ui:order) passes every check", async () => {
    const { folders, library } = await readApplicationFolders();
    const nce = folders.find((folder) => folder.folder === "nce")!;
    const type = (await readApplicationTypes()).find((candidate) => candidate.meta.id === "nce")!;
    const { step, key } = ADD_FIELD_EXAMPLE;

    const withField = (schema: Json): Json => {
      const properties = schema.properties as Record<string, Json>;
      const section = properties[step]!;
      return {
        ...schema,
        properties: {
          ...properties,
          [step]: {
            ...section,
            properties: { ...(section.properties as Json), [key]: ADD_FIELD_EXAMPLE.schema },
            required: [...((section.required as string[]) ?? []), key],
          },
        },
      };
    };
    const withUi = (ui: Json): Json => {
      const section = ui[step] as Json;
      return {
        ...ui,
        [step]: {
          ...section,
          "ui:order": [...(section["ui:order"] as string[]), key],
          [key]: ADD_FIELD_EXAMPLE.ui,
        },
      };
    };

    expect([
      ...checkFormSchema(withField(nce.schema as Json), "nce", library),
      ...checkUiSchema(withUi(nce.ui as Json)),
      ...checkUiOrder(withField(type.schema as Json), withUi(type.uiSchema as Json)),
    ]).toEqual([]);
    // Left out of ui:order, the check says what to do: the panel's third step is needed.
    expect(
      checkUiOrder(withField(type.schema as Json), type.uiSchema).map((problem) => problem.message),
    ).toEqual([expect.stringContaining(`does not list the field "${key}"`)]);
  });

  it("is shown as it is typed into the file", () => {
    expect(JSON.parse(`{${asJsonMember("a", { b: 1 })}}`)).toEqual({ a: { b: 1 } });
  });
});
