import { describe, expect, it } from "vitest";
import type { SchemaLibrary } from "../bundleSchema";
import {
  type ApplicationFolder,
  ApplicationTypeError,
  checkApplicationMetas,
  checkApplicationTypes,
  groupApplicationFiles,
} from "./applicationFolders";
import { documentRoute } from "./applicationMeta";
import { applicationOfMode, applicationRouteTable } from "./applicationRoutes";

/** A shared piece with a limit a type may set (as in schemas/common). */
const library: SchemaLibrary = {
  "common/sitting.schema.json": {
    $id: "common/sitting.schema.json",
    type: "object",
    properties: {
      subjects: { type: "array", completeRows: 8, typeLimits: { completeRows: "olevelRows" } },
    },
  },
};

const meta = {
  id: "demo",
  name: "Demo Programme",
  applicationMode: 9,
  studentTypeId: 9,
  open: true,
  partTime: false,
  card: { summary: "A demo.", duration: "1 year" },
  invoice: { purpose: "ApplicationFee", route: "/generate_demo_invoice" },
  login: "/demo_login",
  routes: { form: "/demo_application", preview: "/demo_preview" },
  steps: ["personal", "olevel"],
};

const schema = {
  $id: "applications/demo/form.schema.json",
  type: "object",
  properties: {
    personal: { type: "object", properties: { surname: { type: "string" } } },
    olevel: { $ref: "../../common/sitting.schema.json" },
  },
};

function folder(edit: Partial<ApplicationFolder> = {}): ApplicationFolder {
  return { folder: "demo", meta: structuredClone(meta), schema: structuredClone(schema), ui: {}, ...edit };
}

/** The problems a check throws, or [] when it passes. */
function problemsOf(run: () => unknown): readonly string[] {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof ApplicationTypeError) return error.problems;
    throw error;
  }
}

const typesProblems = (...folders: ApplicationFolder[]) =>
  problemsOf(() => checkApplicationTypes(folders, library));

describe("checkApplicationTypes", () => {
  it("accepts a complete folder: bundled, no $ref or typeLimits left, sections from the steps", () => {
    const [type] = checkApplicationTypes([folder()], library);
    expect(type?.meta).toMatchObject({ id: "demo", limits: {} });
    expect(type?.sections.map((section) => section.id)).toEqual(["personal", "olevel"]);
    const text = JSON.stringify(type?.schema);
    expect(text).not.toContain("$ref");
    expect(text).not.toContain("typeLimits");
    expect(text).toContain('"completeRows":8');
  });

  it("writes the type's limits into the pieces that take them, leaving the library alone", () => {
    const [type] = checkApplicationTypes([folder({ meta: { ...meta, limits: { olevelRows: 5 } } })], library);
    expect(JSON.stringify(type?.schema)).toContain('"completeRows":5');
    expect(JSON.stringify(library)).toContain('"completeRows":8');
  });

  it.each([
    ["a missing meta.json", { meta: undefined }, "schemas/applications/demo/meta.json: missing"],
    [
      "a missing form.schema.json",
      { schema: undefined },
      "schemas/applications/demo/form.schema.json: missing",
    ],
    ["a missing form.ui.json", { ui: undefined }, "schemas/applications/demo/form.ui.json: missing"],
    [
      "a meta.json field of the wrong type",
      { meta: { ...meta, studentTypeId: "9" } },
      'schemas/applications/demo/meta.json: "studentTypeId" must be a positive integer',
    ],
    [
      "an unknown meta.json field",
      { meta: { ...meta, stpes: [] } },
      'schemas/applications/demo/meta.json: "stpes" is not a meta.json field',
    ],
    [
      "a route without its slash",
      { meta: { ...meta, login: "demo_login" } },
      'schemas/applications/demo/meta.json: "login" must be a route ("/a_route")',
    ],
    [
      "an invoice view that is no route",
      { meta: { ...meta, invoice: { ...meta.invoice, view: "demo_invoice" } } },
      'schemas/applications/demo/meta.json: "invoice" must be { "purpose": text, "route": "/a_route", "view"?: "/a_route" }',
    ],
    [
      "an unknown invoice field",
      { meta: { ...meta, invoice: { ...meta.invoice, print: "/demo_invoice" } } },
      'schemas/applications/demo/meta.json: "invoice" must be { "purpose": text, "route": "/a_route", "view"?: "/a_route" }',
    ],
    [
      "an id that is not the folder's",
      { meta: { ...meta, id: "other" } },
      'schemas/applications/demo/meta.json: "id" is "other" but the folder is "demo"',
    ],
    [
      "a step the schema does not have",
      { meta: { ...meta, steps: ["personal", "olevel", "uploads"] } },
      'schemas/applications/demo/meta.json: "steps": step "uploads" names "uploads", which the schema does not have',
    ],
    [
      "a section in no step",
      { meta: { ...meta, steps: ["personal"] } },
      'schemas/applications/demo/meta.json: "steps": fields in no step: olevel',
    ],
    [
      "a bad limit value",
      { meta: { ...meta, limits: { olevelRows: 0 } } },
      'schemas/applications/demo/meta.json: "limits.olevelRows" must be an integer from 1 to 20',
    ],
    [
      "an unknown limit",
      { meta: { ...meta, limits: { olevelRow: 5 } } },
      'schemas/applications/demo/meta.json: "limits.olevelRow" is not a limit (known: olevelRows, olevelMaxRows, olevelSittings, minimumAge, maximumAge, certificateTypes, minReferees, maxReferees)',
    ],
    [
      "a limit no piece of the form takes",
      { meta: { ...meta, limits: { minimumAge: 16 } } },
      'schemas/applications/demo/meta.json: "limits.minimumAge" is taken by no piece of form.schema.json',
    ],
    [
      "a form schema with a stale $id",
      { schema: { ...schema, $id: "applications/nce/form.schema.json" } },
      'schemas/applications/demo/form.schema.json: "$id" must be "applications/demo/form.schema.json", found "applications/nce/form.schema.json"',
    ],
    [
      "a $ref to no piece",
      {
        schema: {
          ...schema,
          properties: { ...schema.properties, olevel: { $ref: "../../common/gone.schema.json" } },
        },
      },
      'schemas/applications/demo/form.schema.json: applications/demo/form.schema.json: $ref "../../common/gone.schema.json" names no loaded schema (common/gone.schema.json)',
    ],
    [
      "ui:steps naming a field the schema does not have",
      { ui: { "ui:steps": ["personal", "olevel", "photo"] } },
      'schemas/applications/demo/form.ui.json: "ui:steps": step "photo" names "photo", which the schema does not have',
    ],
  ])("refuses %s, naming the file", (_case, edit, problem) => {
    expect(typesProblems(folder(edit))).toEqual([problem]);
  });

  it("refuses two types that share a route or an application mode, naming the second file", () => {
    const other = {
      ...meta,
      id: "other",
      routes: { form: "/other_application", preview: "/demo_preview" },
      invoice: { purpose: "ApplicationFee", route: "/generate_other_invoice" },
      login: "/other_login",
    };
    const otherSchema = { ...schema, $id: "applications/other/form.schema.json" };
    expect(typesProblems(folder(), { folder: "other", meta: other, schema: otherSchema, ui: {} })).toEqual([
      "schemas/applications/other/meta.json: route /demo_preview (preview) is also demo's preview route",
      'schemas/applications/other/meta.json: "applicationMode" 9 is also demo\'s',
    ]);
  });

  it("lets types share an invoice or invoice view page, but no other route and no variant's mode", () => {
    const invoice = {
      purpose: "ApplicationFee",
      route: "/generate_students_invoice",
      view: "/other_students_invoice",
    };
    const other = {
      ...meta,
      id: "other",
      applicationMode: 10,
      invoice,
      login: "/other_login",
      routes: { form: "/other_application", details: "/other_application_details" },
      variants: [{ applicationMode: 9, name: "Other CBN-CPP Application" }],
    };
    const otherSchema = { ...schema, $id: "applications/other/form.schema.json" };
    const demo = folder({ meta: { ...meta, invoice } });
    expect(typesProblems(demo, { folder: "other", meta: other, schema: otherSchema, ui: {} })).toEqual([
      'schemas/applications/other/meta.json: "variants[0].applicationMode" 9 is also demo\'s',
    ]);
    const clash = { ...other, variants: [], invoice: { ...invoice, view: "/demo_login" } };
    expect(typesProblems(demo, { folder: "other", meta: clash, schema: otherSchema, ui: {} })).toEqual([
      "schemas/applications/other/meta.json: route /demo_login (invoiceView) is also demo's login route",
    ]);
  });

  it("reads the optional fields: invoice view, landing card, variants, a details page in place of a preview", () => {
    const full = {
      ...meta,
      landingCard: true,
      invoice: { ...meta.invoice, view: "/demo_invoice" },
      routes: { form: "/demo_application", details: "/demo_application_details" },
      variants: [{ applicationMode: 31, name: "CBN-CPP Application" }],
    };
    const [type] = checkApplicationTypes([folder({ meta: full })], library);
    expect(type?.meta).toMatchObject({ landingCard: true, variants: full.variants, invoice: full.invoice });
    expect(documentRoute(type!.meta)).toBe("/demo_application_details");
    const [plain] = checkApplicationTypes([folder({ meta: { ...meta, card: undefined } })], library);
    expect(plain?.meta).toMatchObject({ landingCard: false, variants: [] });
    expect(plain?.meta.card).toBeUndefined();
    const { steps: _none, ...withoutSteps } = meta;
    const [ordered] = checkApplicationTypes(
      [folder({ meta: withoutSteps, ui: { "ui:order": ["olevel", "personal"] } })],
      library,
    );
    expect(ordered?.sections.map((section) => section.id)).toEqual(["olevel", "personal"]);
    expect(documentRoute(plain!.meta)).toBe("/demo_preview");
  });

  it.each([
    [
      { invoice: { ...meta.invoice, view: "demo_invoice" } },
      '"invoice" must be { "purpose": text, "route": "/a_route", "view"?: "/a_route" }',
    ],
    [
      { routes: { form: "/demo_application" } },
      '"routes" must be { "form": route, "preview"?: route, "details"?: route } with preview or details',
    ],
    [{ landingCard: "yes" }, '"landingCard" must be true or false (or left out)'],
    [
      { landingCard: true, card: undefined },
      '"card" must be { "summary": text, "duration": text } (required with "landingCard": true)',
    ],
    [
      {
        variants: [
          { applicationMode: 31, name: "A" },
          { applicationMode: 31, name: "B" },
        ],
      },
      '"variants" must be a list of { "applicationMode": positive integer, "name": text }, modes distinct',
    ],
  ])("refuses a bad optional field %j", (edit, problem) => {
    expect(typesProblems(folder({ meta: { ...meta, ...edit } }))).toEqual([
      `schemas/applications/demo/meta.json: ${problem}`,
    ]);
  });

  it("refuses a folder name the drafts API could not carry", () => {
    expect(typesProblems({ ...folder(), folder: "Pre-NCE" })[0]).toBe(
      "schemas/applications/Pre-NCE: a folder name is lower-case letters, digits and _",
    );
  });

  it("lists every problem at once, in the error's message too", () => {
    const error = (() => {
      try {
        checkApplicationTypes([folder({ ui: undefined, meta: { ...meta, open: "yes" } })], library);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ApplicationTypeError);
    expect(String(error)).toContain('schemas/applications/demo/meta.json: "open" must be true or false');
    expect(String(error)).toContain("schemas/applications/demo/form.ui.json: missing");
  });
});

describe("checkApplicationMetas", () => {
  it("reads the meta.json files alone (what the route table and landing cards need)", () => {
    expect(checkApplicationMetas([{ folder: "demo", meta }]).map((m) => m.id)).toEqual(["demo"]);
    expect(problemsOf(() => checkApplicationMetas([{ folder: "demo", meta: "nope" }]))).toEqual([
      "schemas/applications/demo/meta.json: expected a JSON object",
    ]);
  });
});

describe("groupApplicationFiles", () => {
  it("groups glob or disk paths by folder and ignores other files", () => {
    expect(
      groupApplicationFiles({
        "../../schemas/applications/b/meta.json": 1,
        "../../schemas/applications/a/form.schema.json": 2,
        "C:\\x\\schemas\\applications\\a\\form.ui.json": 3,
        "../../schemas/applications/a/notes.json": 4,
      }),
    ).toEqual([
      { folder: "a", schema: 2, ui: 3 },
      { folder: "b", meta: 1 },
    ]);
  });
});

describe("applicationRouteTable", () => {
  it("gives a path shared by several types' invoice pages once, with every type it serves", () => {
    const metas = checkApplicationMetas([
      {
        folder: "demo",
        meta: { ...meta, invoice: { ...meta.invoice, route: "/generate_jamb_students_invoice" } },
      },
      {
        folder: "other",
        meta: {
          ...meta,
          id: "other",
          applicationMode: 10,
          invoice: { ...meta.invoice, route: "/generate_jamb_students_invoice" },
          login: "/other_login",
          routes: { form: "/other_application", preview: "/other_preview" },
        },
      },
    ]);
    const table = applicationRouteTable(metas);
    expect(table.filter((entry) => entry.path === "/generate_jamb_students_invoice")).toEqual([
      { path: "/generate_jamb_students_invoice", page: "invoice", types: ["demo", "other"] },
    ]);
    expect(new Set(table.map((entry) => entry.path)).size).toBe(table.length);
    // The generic invoice page is routed once for all types (GENERIC_INVOICE_ROUTES), not per type.
    const generic = metas.map((m) => ({
      ...m,
      invoice: { ...m.invoice, route: "/generate_students_invoice" },
    }));
    expect(applicationRouteTable(generic).some((entry) => entry.path === "/generate_students_invoice")).toBe(
      false,
    );
    expect(table.find((entry) => entry.path === "/other_login")).toEqual({
      path: "/other_login",
      page: "login",
      types: ["other"],
    });
  });
});

describe("applicationOfMode", () => {
  it("finds the type, or the type and variant, an application mode belongs to", () => {
    const variants = [{ applicationMode: 31, name: "CBN-CPP Application" }];
    const metas = checkApplicationMetas([{ folder: "demo", meta: { ...meta, variants } }]);
    expect(applicationOfMode(metas, 9)).toEqual({ meta: metas[0] });
    expect(applicationOfMode(metas, 31)).toEqual({ meta: metas[0], variant: variants[0] });
    expect(applicationOfMode(metas, 28)).toBeUndefined();
  });
});
