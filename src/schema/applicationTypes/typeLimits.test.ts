import { describe, expect, it } from "vitest";
import { readSchemaFiles } from "../loadSchemas";
import { checkApplicationTypes } from "./applicationFolders";
import { readResolvedFolders } from "./readApplicationTypes";
import { applyTypeLimits, typeLimitProblems } from "./typeLimits";

type Node = Record<string, unknown>;

describe("typeLimitProblems", () => {
  it("accepts no limits and good ones", () => {
    expect(typeLimitProblems(undefined)).toEqual([]);
    expect(
      typeLimitProblems({ olevelRows: 5, minimumAge: 16, maximumAge: 45, certificateTypes: [2, 4] }),
    ).toEqual([]);
  });

  it.each([
    [[], '"limits" must be an object'],
    [{ olevelRows: 21 }, '"limits.olevelRows" must be an integer from 1 to 20'],
    [{ olevelMaxRows: 0 }, '"limits.olevelMaxRows" must be an integer from 1 to 20'],
    [{ olevelSittings: 5 }, '"limits.olevelSittings" must be an integer from 1 to 4'],
    [{ olevelRows: 6, olevelMaxRows: 5 }, '"limits.olevelRows" must not be above "limits.olevelMaxRows"'],
    [{ minimumAge: 15.5 }, '"limits.minimumAge" must be an integer from 0 to 120'],
    [{ minimumAge: 40, maximumAge: 30 }, '"limits.minimumAge" must not be above "limits.maximumAge"'],
    [
      { certificateTypes: [2, 2] },
      '"limits.certificateTypes" must be a non-empty list of distinct certificate type ids (positive integers)',
    ],
    [
      { certificateTypes: [] },
      '"limits.certificateTypes" must be a non-empty list of distinct certificate type ids (positive integers)',
    ],
  ])("refuses %j", (limits, problem) => {
    expect(typeLimitProblems(limits)).toEqual([problem]);
  });
});

describe("applyTypeLimits", () => {
  const rows = (count: number) => Array.from({ length: count }, () => ({}));
  const piece = {
    type: "object",
    properties: {
      subjects: { type: "array", completeRows: 8, typeLimits: { completeRows: "olevelRows" } },
      certificateTypeId: { type: "integer", typeLimits: { enum: "certificateTypes" } },
    },
  };

  it("keeps the piece's defaults when the type sets nothing, and drops the annotations", () => {
    expect(applyTypeLimits(piece).schema).toEqual({
      type: "object",
      properties: {
        subjects: { type: "array", completeRows: 8, default: rows(8) },
        certificateTypeId: { type: "integer" },
      },
    });
  });

  it("sets the marked keywords from the limits and reports the limits nothing took", () => {
    const { schema, unused } = applyTypeLimits(piece, {
      olevelRows: 5,
      certificateTypes: [1],
      maximumAge: 50,
    });
    expect(schema.properties).toEqual({
      subjects: { type: "array", completeRows: 5, default: rows(5) },
      certificateTypeId: { type: "integer", enum: [1] },
    });
    expect(unused).toEqual(["maximumAge"]);
  });

  it("starts a list with as many empty rows as it needs filled, unless it sets its own default", () => {
    const own = { type: "array", completeRows: 3, default: [{ subjectId: 9 }] };
    expect(applyTypeLimits(own).schema.default).toEqual([{ subjectId: 9 }]);
    // Not for a list without the rule, nor for a value that is not a list.
    expect(applyTypeLimits({ type: "array" }).schema).toEqual({ type: "array" });
    expect(applyTypeLimits({ type: "string", completeRows: 2 }).schema).toEqual({
      type: "string",
      completeRows: 2,
    });
  });

  it("refuses a piece that marks a limit that does not exist", () => {
    expect(() => applyTypeLimits({ type: "array", typeLimits: { minItems: "rows" } })).toThrow(
      '"typeLimits" names "rows", which is not a limit',
    );
  });
});

describe("O-level rows from the type: at least and at most", () => {
  it("refuses more rows to fill than the list allows, naming both limits", () => {
    const sitting = {
      type: "array",
      completeRows: 8,
      maxItems: 12,
      typeLimits: { completeRows: "olevelRows", maxItems: "olevelMaxRows" },
    };
    expect(applyTypeLimits(sitting, { olevelRows: 5, olevelMaxRows: 5 }).conflicts).toEqual([]);
    expect(applyTypeLimits(sitting, { olevelRows: 13 }).conflicts).toEqual([
      '"limits.olevelRows" (13) asks for more rows than "limits.olevelMaxRows" (12) allows',
    ]);
  });

  it('a type with "limits": { "olevelRows": 5, "olevelMaxRows": 5 } passes the check and offers exactly 5 rows', async () => {
    const library = Object.fromEntries((await readSchemaFiles()).map((file) => [file.id, file.schema]));
    const folders = (await readResolvedFolders()).map((folder) =>
      folder.folder === "nce"
        ? { ...folder, meta: { ...(folder.meta as object), limits: { olevelRows: 5, olevelMaxRows: 5 } } }
        : folder,
    );
    const nce = checkApplicationTypes(folders, library).find((type) => type.meta.id === "nce");
    const olevel = nce?.schema.properties?.olevel as { items: { properties: { subjects: Node } } };
    const subjects = olevel.items.properties.subjects;
    expect(subjects).toMatchObject({ completeRows: 5, maxItems: 5 });
    expect(subjects.default).toHaveLength(5);
    const ui = nce?.uiSchema.olevel as { items: { subjects: Node } };
    expect(ui.items.subjects["ui:help"]).toBe(
      "Fill at least 5 rows (up to 5). English Language and Mathematics are expected.",
    );
    // Too many rows to fill for the rows allowed stops the type, naming its meta.json.
    const broken = folders.map((folder) =>
      folder.folder === "nce"
        ? { ...folder, meta: { ...(folder.meta as object), limits: { olevelRows: 13 } } }
        : folder,
    );
    expect(() => checkApplicationTypes(broken, library)).toThrow(
      'schemas/applications/nce/meta.json: "limits.olevelRows" (13) asks for more rows than "limits.olevelMaxRows" (12) allows',
    );
  });
});

describe("referees from the type: fewest and most", () => {
  it("refuses a fewest above the most, and limits out of range", () => {
    expect(typeLimitProblems({ minReferees: 4, maxReferees: 3 })).toEqual([
      '"limits.minReferees" must not be above "limits.maxReferees"',
    ]);
    expect(typeLimitProblems({ maxReferees: 11 })).toEqual([
      '"limits.maxReferees" must be an integer from 1 to 10',
    ]);
  });

  it("moves PG's referee list, its empty starting rows and its hint; a fewest above the list's most is a conflict", async () => {
    const library = Object.fromEntries((await readSchemaFiles()).map((file) => [file.id, file.schema]));
    const folders = await readResolvedFolders();
    const withLimits = (limits: Node) =>
      folders.map((folder) =>
        folder.folder === "pg" ? { ...folder, meta: { ...(folder.meta as object), limits } } : folder,
      );
    const pg = (limits: Node) =>
      checkApplicationTypes(withLimits(limits), library).find((type) => type.meta.id === "pg");
    const asIs = pg({ minimumAge: 18 });
    expect(asIs?.schema.properties?.referees).toMatchObject({ minItems: 2, maxItems: 3, default: [{}, {}] });
    const three = pg({ minimumAge: 18, minReferees: 3, maxReferees: 4 });
    const referees = three?.schema.properties?.referees as Node;
    expect(referees).toMatchObject({ minItems: 3, maxItems: 4, default: [{}, {}, {}] });
    expect((three?.uiSchema.referees as Node | undefined)?.["ui:description"]).toBe(
      "Give between 3 and 4 referees; each is emailed a link to the referee form.",
    );
    expect(pg({ minReferees: 5, maxReferees: 5 })?.schema.properties?.referees).toMatchObject({
      minItems: 5,
    });
    expect(applyTypeLimits(referees, {}).conflicts).toEqual([]);
    expect(
      applyTypeLimits(
        { type: "array", minItems: 2, maxItems: 3, typeLimits: { minItems: "minReferees" } },
        {
          minReferees: 4,
        },
      ).conflicts,
    ).toEqual(['"limits.minReferees" (4) asks for more rows than maxItems 3 allows']);
  });
});
