import { describe, expect, it } from "vitest";
import { createAjv } from "../createAjv";
import { readApplicationTypes } from "./readApplicationTypes";
import { withRuleHints } from "./ruleHints";

type Node = Record<string, unknown>;

/** Every hint string of a UI schema, with its path. */
function hintsOf(ui: unknown, path = "", found: [string, string][] = []): [string, string][] {
  if (typeof ui !== "object" || ui === null) return found;
  for (const [key, value] of Object.entries(ui as Node)) {
    if (["ui:help", "ui:description", "ui:placeholder"].includes(key) && typeof value === "string")
      found.push([`${path}${key}`, value]);
    else if (!key.startsWith("ui:")) hintsOf(value, `${path}${key}.`, found);
  }
  return found;
}

describe("hints take their numbers from the rules", () => {
  it("fills {keyword} from the field's rule, through sections, allOf pieces and list items", () => {
    const schema = {
      properties: {
        personal: { allOf: [{ properties: { dob: { type: "string", minimumAge: 18, maximumAge: 80 } } }] },
        olevel: { type: "array", items: { properties: { subjects: { type: "array", completeRows: 5 } } } },
      },
    };
    const ui = {
      personal: {
        dob: { "ui:help": "Between {minimumAge} and {maximumAge} years old.", "ui:widget": "date" },
      },
      olevel: { items: { subjects: { "ui:help": "Fill at least {completeRows} rows." } } },
    };
    const { uiSchema, problems } = withRuleHints(schema, ui);
    expect(problems).toEqual([]);
    expect(uiSchema).toEqual({
      personal: { dob: { "ui:help": "Between 18 and 80 years old.", "ui:widget": "date" } },
      olevel: { items: { subjects: { "ui:help": "Fill at least 5 rows." } } },
    });
    expect(
      withRuleHints(schema, { personal: { dob: { "ui:help": "At least {minimumAg}." } } }).problems,
    ).toEqual(['personal.dob: "ui:help" names {minimumAg}, which is no rule of this field']);
  });

  it("every built-in type's hints agree with its own limits (PG: at least 18; JUPEB: 5 O-level rows)", async () => {
    const types = await readApplicationTypes();
    for (const type of types)
      expect(
        hintsOf(type.uiSchema).filter(([, text]) => /\{\w+\}/.test(text)),
        type.meta.id,
      ).toEqual([]);
    const hints = (id: string) =>
      hintsOf(types.find((type) => type.meta.id === id)?.uiSchema).map(([, text]) => text);
    expect(hints("pg")).toContain("You must be between 18 and 80 years old.");
    expect(hints("nce")).toContain("You must be between 15 and 80 years old.");
    expect(hints("jupeb")).toContain("Fill at least 5 rows (up to 12). English Language is required.");
    expect(hints("nce")).toContain(
      "Fill at least 8 rows (up to 12). English Language and Mathematics are expected.",
    );
  });

  it("every example a field's description offers passes the field's rule (A-level as a qualification)", async () => {
    const examples: [string, Node, string][] = [];
    const walk = (node: unknown, where: string) => {
      if (typeof node !== "object" || node === null) return;
      const field = node as Node;
      const offered = typeof field.description === "string" && /^For example (.*)\.$/.exec(field.description);
      if (offered && field.type === "string")
        for (const example of (offered[1] as string).split(/, | or /)) examples.push([where, field, example]);
      for (const [key, value] of Object.entries(field)) walk(value, `${where}.${key}`);
    };
    for (const type of await readApplicationTypes()) walk(type.schema, type.meta.id);
    expect(examples.map(([, , example]) => example)).toContain("A-level");
    const ajv = createAjv({ strictSchema: false });
    const refused = examples.filter(([, field, example]) => !ajv.validate(field, example));
    expect(refused.map(([where, , example]) => `${where}: ${example}`)).toEqual([]);
  });
});
