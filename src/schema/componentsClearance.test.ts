import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { componentsFor } from "./componentsClearance";
import { readComponentsClearanceFile } from "./componentsClearanceFile";

const FILE = "schemas/documents/components-clearance.json";
const raw: unknown = JSON.parse(readFileSync(new URL(`../../${FILE}`, import.meta.url), "utf8"));
const TYPES = readdirSync(new URL("../../schemas/applications", import.meta.url));

describe("the components clearance form file", () => {
  const file = readComponentsClearanceFile(FILE, raw, TYPES);

  it("lists the documents a newly admitted candidate presents and the offices that clear them", () => {
    expect(file.offices.map((office) => office.id)).toEqual([
      "admissions",
      "bursary",
      "department",
      "medical",
      "library",
      "student_affairs",
    ]);
    expect(file.components.map((component) => component.id)).toEqual(
      expect.arrayContaining([
        "admission_letter",
        "acceptance_receipt",
        "jamb_admission",
        "olevel",
        "birth_certificate",
        "lga_identification",
        "medical_report",
      ]),
    );
  });

  it("gives each candidate only what applies to them", () => {
    const ids = (applicationTypeId: string, hasJambNumber: boolean) =>
      componentsFor(file, { applicationTypeId, hasJambNumber }).map((component) => component.id);
    const nceWithoutJamb = ids("nce", false);
    expect(nceWithoutJamb).toContain("olevel");
    expect(nceWithoutJamb).not.toContain("jamb_admission");
    expect(nceWithoutJamb).not.toContain("degree_certificate");
    expect(ids("nce", true)).toContain("jamb_admission");
    expect(ids("pg", false)).toEqual(expect.arrayContaining(["degree_certificate", "nysc"]));
    expect(ids("direct_entry", true)).toEqual(
      expect.arrayContaining(["direct_entry_result", "jamb_admission"]),
    );
    // The conditions are the file's business, not the page's.
    const [first] = componentsFor(file, { applicationTypeId: "pg", hasJambNumber: true });
    expect(Object.keys(first ?? {}).sort()).toEqual(["id", "name", "note"]);
  });

  it("refuses a file of the wrong shape, repeated ids or unknown application types, naming each", () => {
    const office = { id: "bursary", name: "Bursary", checks: "Fees" };
    const component = { id: "olevel", name: "O-level result" };
    const base = {
      title: "Form",
      office: "Registry",
      instructions: ["Print it"],
      components: [component],
      offices: [office],
    };
    expect(() => readComponentsClearanceFile(FILE, { ...base, offices: [] }, TYPES)).toThrow(
      /components-clearance\.json: \/offices must NOT have fewer than 1 items/,
    );
    expect(() =>
      readComponentsClearanceFile(FILE, { ...base, components: [{ ...component, colour: "red" }] }, TYPES),
    ).toThrow(/must NOT have additional properties/);
    expect(() => readComponentsClearanceFile(FILE, { ...base, offices: [office, office] }, TYPES)).toThrow(
      "offices: the id bursary is used more than once",
    );
    expect(() =>
      readComponentsClearanceFile(
        FILE,
        { ...base, components: [{ ...component, applicationTypes: ["phd"] }] },
        TYPES,
      ),
    ).toThrow("components/olevel: no application type phd");
    expect(readComponentsClearanceFile(FILE, base, TYPES)).toEqual(base);
  });
});
