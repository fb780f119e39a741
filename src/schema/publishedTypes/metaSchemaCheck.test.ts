import { describe, expect, it } from "vitest";
import { readApplicationTypes } from "../applicationTypes/readApplicationTypes";
import { checkFormSchema, checkUiOrder, checkUiSchema, ENGINE_KEYWORDS } from "./metaSchemaCheck";
import { readApplicationFolders } from "./readApplicationFolders";
import { diffFormSchemas } from "./schemaDiff";

describe("the meta-schema of types published from the portal", () => {
  it("accepts every repository folder as it is (they are version 1 of each type)", async () => {
    const { folders, library } = await readApplicationFolders();
    const types = await readApplicationTypes();
    expect(folders.length).toBeGreaterThanOrEqual(15);
    for (const folder of folders) {
      const type = types.find((candidate) => candidate.meta.id === folder.folder)!;
      expect(
        [
          ...checkFormSchema(folder.schema, folder.folder, library),
          ...checkUiSchema(folder.ui),
          ...checkUiOrder(type.schema, type.uiSchema),
        ],
        folder.folder,
      ).toEqual([]);
    }
  });

  it("knows the shared keywords and refuses what the engine does not have, naming the path", async () => {
    const { library } = await readApplicationFolders();
    expect(ENGINE_KEYWORDS.has("minimumAge")).toBe(true);
    const schema = {
      $id: "applications/x/form.schema.json",
      type: "object",
      properties: {
        a: {
          type: "object",
          properties: {
            b: { type: "string", "x-code": "alert(1)", format: "hostname" },
            c: { $ref: "../../common/nothing.schema.json" },
            d: { $ref: "../../common/person-names.schema.json#/definitions/surname" },
            e: { type: "string", pattern: "(" },
          },
        },
      },
    };
    expect(checkFormSchema(schema, "x", library).map((problem) => problem.path)).toEqual([
      'schema: properties.a.properties.b["x-code"]',
      "schema: properties.a.properties.b.format",
      "schema: properties.a.properties.c.$ref",
      "schema: properties.a.properties.e.pattern",
    ]);
    expect(
      checkUiSchema({
        a: { b: { "ui:widget": "color" }, c: { "ui:field": "X", "ui:options": { script: 1 } } },
      }).map((problem) => `${problem.path} ${problem.message.split(" (")[0]}`),
    ).toEqual([
      'uiSchema: a.b["ui:widget"] widget "color" is not a widget of the engine',
      'uiSchema: a.c["ui:field"] "ui:field" is not a UI key of the engine',
      'uiSchema: a.c["ui:options"].script "script" is not a widget option of the engine',
    ]);
    expect(
      checkUiOrder(
        { type: "object", properties: { a: { type: "object", properties: { b: {}, c: {} } } } },
        { a: { "ui:order": ["b", "z"] } },
      ),
    ).toEqual([
      { path: 'uiSchema: a["ui:order"]', message: expect.stringContaining('does not list the field "c"') },
      { path: 'uiSchema: a["ui:order"]', message: expect.stringContaining('names "z"') },
    ]);
  });

  it("lists every allowed keyword when it refuses an unknown one", async () => {
    const { library } = await readApplicationFolders();
    const [problem] = checkFormSchema(
      { $id: "applications/x/form.schema.json", type: "object", properties: { a: { maxItem: 3 } } },
      "x",
      library,
    );
    for (const keyword of ENGINE_KEYWORDS)
      if (keyword !== "typeLimits") expect(problem?.message, keyword).toContain(keyword);
    expect(problem?.message).not.toContain("such as");
  });

  it("refuses a rule beside a shared piece's $ref (the piece would lose its widgets) and points at the limits", async () => {
    const { library } = await readApplicationFolders();
    const schema = {
      $id: "applications/x/form.schema.json",
      type: "object",
      properties: {
        olevel: { $ref: "../../common/olevel-results.schema.json", maxItems: 1, title: "O-levels" },
        phone: { $ref: "../../common/contact.schema.json#/definitions/mobileNumber", description: "Yours" },
      },
    };
    expect(checkFormSchema(schema, "x", library)).toEqual([
      {
        path: "schema: properties.olevel.maxItems",
        message: expect.stringMatching(
          /^"maxItems" cannot sit beside the shared piece "..\/..\/common\/olevel-results.schema.json": the form would lose the piece's own fields and widgets\. Set the type's limits in meta.json instead \("limits": olevelRows, olevelMaxRows, olevelSittings,/,
        ),
      },
    ]);
  });

  it("takes ui:messages by the rules a field can fail, and refuses a misspelt rule or a message that is no text", () => {
    expect(
      checkUiSchema({
        teaching: {
          years: {
            "ui:messages": {
              required: "please input your years",
              integer: "whole years",
              maximum: "at most {limit}",
            },
          },
          licence: {
            "ui:messages": { dependentRequired: "with its number", pairedFields: "both or neither" },
          },
        },
      }),
    ).toEqual([]);
    expect(
      checkUiSchema({
        years: { "ui:messages": { maximun: "at most 40", minimum: 3 } },
        other: { "ui:messages": "please" },
      }).map((problem) => `${problem.path} ${problem.message.split(" (")[0]}`),
    ).toEqual([
      'uiSchema: years["ui:messages"].maximun "maximun" is no rule a field can fail',
      'uiSchema: years["ui:messages"].minimum the message must be words, as text',
      'uiSchema: other["ui:messages"] "ui:messages" must be an object: { "<rule>": "your words", … }',
    ]);
  });

  it("lists what changed between two versions by title", () => {
    const before = {
      type: "object",
      properties: {
        personal: {
          type: "object",
          title: "Personal details",
          required: ["surname"],
          properties: {
            surname: { type: "string", title: "Surname" },
            nick: { type: "string", title: "Nickname" },
          },
        },
      },
    };
    const after = structuredClone(before);
    const fields: Record<string, unknown> = after.properties.personal.properties;
    fields.hobbies = { type: "string", title: "Hobbies" };
    delete fields.nick;
    fields.surname = { type: "string", title: "Surname", maxLength: 20 };
    expect(diffFormSchemas(before, after)).toEqual([
      { kind: "changed", path: "personal.surname", label: "Personal details › Surname" },
      { kind: "added", path: "personal.hobbies", label: "Personal details › Hobbies (optional)" },
      { kind: "removed", path: "personal.nick", label: "Personal details › Nickname" },
    ]);
  });
});
