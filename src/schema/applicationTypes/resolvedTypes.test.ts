import { describe, expect, it } from "vitest";
import before from "./fixtures/resolvedTypes.before.json";
import { readApplicationTypes } from "./readApplicationTypes";

/**
 * The folders were rewritten with UI fragments and `extends` (issue 21): what each type asks must
 * not have changed. The fixture is every type's checked output (meta, bundled and limited schema,
 * UI schema with its hints, sections) taken from the folders before the rewrite. A deliberate change
 * to a type's form updates the fixture in the same commit, so the diff shows what applicants now see.
 */
describe("the application types as resolved from their folders", () => {
  it("ask exactly what they asked before the folders were rewritten", async () => {
    const types = await readApplicationTypes();
    const now = Object.fromEntries(
      types.map(({ meta, schema, uiSchema, sections }) => [meta.id, { meta, schema, uiSchema, sections }]),
    );
    expect(Object.keys(now).sort()).toEqual(Object.keys(before).sort());
    for (const [id, type] of Object.entries(now)) {
      const was = before[id as keyof typeof before];
      expect(JSON.parse(JSON.stringify(type)), id).toEqual(was);
      // Key order is the order fields render and print in: the schema and the meta keep theirs.
      expect(JSON.stringify(type.schema), `${id}: schema key order`).toBe(JSON.stringify(was.schema));
      expect(JSON.stringify(type.meta), `${id}: meta key order`).toBe(JSON.stringify(was.meta));
    }
  });
});
