import { describe, expect, it } from "vitest";
import { checkUnitsClearanceFile, readUnitsClearanceFile } from "./unitsClearanceFile";

describe("schemas/documents/units-clearance.json", () => {
  it("lists the units a student is cleared by, each once", () => {
    const file = readUnitsClearanceFile();
    expect(file.units.map((unit) => unit.id)).toEqual(
      expect.arrayContaining(["department", "library", "bursary", "hostel", "sports", "health"]),
    );
    expect(new Set(file.units.map((unit) => unit.id)).size).toBe(file.units.length);
  });

  it("is refused naming each problem", () => {
    const unit = { id: "library", name: "Library", checks: "Books returned" };
    expect(() =>
      checkUnitsClearanceFile({
        title: "",
        office: "Registry",
        instructions: [1],
        units: [unit, unit, { id: "x" }],
      }),
    ).toThrow(
      'schemas/documents/units-clearance.json: "title" must be text; "instructions" must be a list of text; units[1]: "library" is listed twice; units[2] needs "id", "name" and "checks" as text',
    );
    expect(() => checkUnitsClearanceFile({ title: "T", office: "O", instructions: [], units: [] })).toThrow(
      '"units" must list at least one unit',
    );
  });
});
