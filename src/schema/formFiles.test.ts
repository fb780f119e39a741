import { describe, expect, it } from "vitest";
import { readFormFile } from "./formFiles";
import { readFormFiles } from "./formValidators";
import { SCHEMAS_DIR } from "./loadSchemas";

const valid = { name: "demo", description: "A demo form.", schema: { type: "object" }, ui: {} };

describe("schemas/forms files", () => {
  it("are read when whole, and refused naming the file and each problem", () => {
    expect(readFormFile("schemas/forms/demo.json", valid)).toEqual(valid);
    expect(() =>
      readFormFile("schemas/forms/demo.json", { ...valid, name: "other", schema: [], extra: 1 }),
    ).toThrow(
      'schemas/forms/demo.json: "name" must be "demo", the file\'s name; "schema" must be an object schema; "extra" is not a form file field',
    );
    expect(() => readFormFile("schemas/forms/demo.json", "text")).toThrow("expected a JSON object");
  });

  it("in the repository are the invoice flow's, the sundry pages' and the PG referee's forms", async () => {
    const files = await readFormFiles(new URL("forms/", SCHEMAS_DIR));
    // Sorted by file name: "-lookup.json" sorts before ".json".
    expect(files.map((file) => file.name)).toEqual([
      // The annual performance evaluation's sections (src/schema/performanceEvaluation/aperSections.ts).
      "aper-counter-signing",
      "aper-duties",
      "aper-officer-report",
      "aper-personal-record",
      "aper-publications",
      "aper-qualifications",
      "aper-reviewer-assessment",
      "aper-self-assessment",
      "applicant-invoice-lookup",
      "applicant-invoice",
      "certificate-verification",
      "change-of-department",
      "olevel-verification",
      "payment-reference",
      "pg-referee-report",
      "siwes-placement",
      "student-passport",
      "student-profile",
      "sundry-history",
      "sundry-lookup",
      "sundry-payer",
      "transcript-destination",
      // The application type editor's field and limits forms (features/applicationTypes/fieldForm.ts).
      "type-editor-field",
      "type-editor-limits",
    ]);
  });
});
