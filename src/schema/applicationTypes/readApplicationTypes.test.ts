import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ErrorObject } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAjv } from "../createAjv";
import { collegeYear } from "../keywordKit/collegeYear";
import { SCHEMAS_DIR } from "../loadSchemas";
import { applicationRoutes } from "./applicationRoutes";
import { readApplicationTypes } from "./readApplicationTypes";

const types = await readApplicationTypes();
const typeOf = (id: string) => {
  const type = types.find((candidate) => candidate.meta.id === id);
  if (!type) throw new Error(`no ${id} folder`);
  return type;
};

/** The messages of validating `data` against a type's checked schema, with their paths. */
function verdict(schema: object, data: unknown): string[] {
  const validate = createAjv().compile(schema);
  validate(data);
  return (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath} ${error.message}`);
}

const rows = (count: number) =>
  [9, 1, 2, 3, 4, 6, 7, 8].slice(0, count).map((subjectId) => ({ subjectId, grade: "C4" }));
const sitting = (count: number) => ({
  examinationTypeId: 1,
  examYear: collegeYear() - 2,
  examNumber: "4250101001",
  subjects: [...rows(count), {}, {}],
});
/** The type's O-level section inside an object (ajv's strict mode refuses a `default` at a root). */
const olevelOf = (id: string) => ({
  type: "object",
  properties: { olevel: typeOf(id).schema.properties?.olevel },
});

describe("the application folders in schemas/applications", () => {
  it("are every type of the spec, each with the spec's routes derived from meta.json", () => {
    expect(types.map((type) => type.meta.id)).toEqual([
      "cce",
      "de_degree",
      "degree",
      "direct_entry",
      "jupeb",
      "nce",
      "pde",
      "pg",
      "pre_degree",
      "pre_nce",
      "putme",
      "staff_request",
      "supplementary",
      "supplementary_putme",
      "uni_transfer",
    ]);
    const landing = types.filter((type) => type.meta.id === "nce" || type.meta.id === "pre_nce");
    expect(landing.flatMap((type) => applicationRoutes(type.meta))).toEqual([
      { path: "/generate_nce_students_invoice", page: "invoice", type: "nce" },
      { path: "/nce_invoice", page: "invoiceView", type: "nce" },
      { path: "/nce_login", page: "login", type: "nce" },
      { path: "/nce_application", page: "form", type: "nce" },
      { path: "/nce_preview", page: "preview", type: "nce" },
      { path: "/generate_pre_nce_students_invoice", page: "invoice", type: "pre_nce" },
      { path: "/pre_nce_invoice", page: "invoiceView", type: "pre_nce" },
      { path: "/pre_nce_login", page: "login", type: "pre_nce" },
      { path: "/pre_nce_application", page: "form", type: "pre_nce" },
      { path: "/pre_nce_preview", page: "preview", type: "pre_nce" },
    ]);
    expect(typeOf("pre_nce").meta).toMatchObject({ applicationMode: 5, studentTypeId: 5, partTime: true });
  });

  it("take the O-level rows from the type: 8 by default (NCE), 5 for Pre-NCE, from one shared piece", () => {
    expect(verdict(olevelOf("pre_nce"), { olevel: [sitting(5)] })).toEqual([]);
    expect(verdict(olevelOf("pre_nce"), { olevel: [sitting(4)] })).toEqual([
      "/olevel/0/subjects/4/subjectId please enter both subject and grade for each of the first 5 subjects",
      "/olevel/0/subjects/4/grade please enter both subject and grade for each of the first 5 subjects",
    ]);
    expect(verdict(olevelOf("nce"), { olevel: [sitting(8)] })).toEqual([]);
    expect(verdict(olevelOf("nce"), { olevel: [sitting(5)] })).toContain(
      "/olevel/0/subjects/5/subjectId please enter both subject and grade for each of the first 8 subjects",
    );
  });
});

describe("readApplicationTypes on a folder of its own", () => {
  let dir: string;
  const url = () => pathToFileURL(`${dir}/`);
  const write = (file: string, value: unknown) =>
    writeFile(
      path.join(dir, "applications", file),
      typeof value === "string" ? value : JSON.stringify(value),
    );

  const meta = {
    id: "limited",
    name: "Limited Programme",
    applicationMode: 70,
    studentTypeId: 7,
    open: false,
    partTime: false,
    card: { summary: "For the test.", duration: "1 year" },
    invoice: { purpose: "ApplicationFee", route: "/generate_limited_invoice" },
    login: "/limited_login",
    routes: {
      form: "/limited_application",
      preview: "/limited_preview",
      details: "/limited_application_details",
    },
    steps: ["personal", "uploads"],
    limits: { minimumAge: 18, maximumAge: 40, certificateTypes: [2, 4] },
  };
  const schema = {
    $id: "applications/limited/form.schema.json",
    type: "object",
    properties: {
      personal: {
        type: "object",
        properties: {
          dateOfBirth: { $ref: "../../common/personal-details.schema.json#/definitions/dateOfBirth" },
        },
      },
      uploads: { $ref: "../../common/certificate.schema.json" },
    },
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "matric-apptypes-"));
    await cp(new URL("common/", SCHEMAS_DIR), path.join(dir, "common"), { recursive: true });
    await mkdir(path.join(dir, "applications", "limited"), { recursive: true });
    await write("limited/meta.json", meta);
    await write("limited/form.schema.json", schema);
    await write("limited/form.ui.json", {});
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("sets age limits and allowed certificate types on the shared pieces, not on the files", async () => {
    const [type] = await readApplicationTypes(url());
    const year = collegeYear();
    const data = (age: number, certificateTypeId: number) => ({
      personal: { dateOfBirth: `${year - age}-01-01` },
      uploads: { certificate: "waec.pdf", certificateTypeId },
    });
    expect(verdict(type!.schema, data(18, 2))).toEqual([]);
    expect(verdict(type!.schema, data(17, 4))).toEqual([
      "/personal/dateOfBirth you must be at least 18 years old",
    ]);
    expect(verdict(type!.schema, data(41, 2))).toEqual([
      "/personal/dateOfBirth age must not be more than 40 years",
    ]);
    expect(verdict(type!.schema, data(30, 3))).toEqual([
      "/uploads/certificateTypeId must be equal to one of the allowed values",
    ]);
    expect(applicationRoutes(type!.meta).map((route) => route.page)).toEqual([
      "invoice",
      "login",
      "form",
      "details",
      "preview",
    ]);
    // The shared pieces keep their defaults for every other type.
    const piece = await readFile(path.join(dir, "common", "personal-details.schema.json"), "utf8");
    expect(piece).toContain('"minimumAge": 15');
  });

  it("refuses a folder with a missing file or a file that is not JSON, naming each", async () => {
    await mkdir(path.join(dir, "applications", "broken"), { recursive: true });
    await write("broken/meta.json", "{ not json");
    await expect(readApplicationTypes(url())).rejects.toThrow(
      /schemas\/applications\/broken\/meta\.json: not valid JSON/,
    );
    await write("broken/meta.json", { ...meta, id: "broken", applicationMode: 71 });
    const failure = readApplicationTypes(url());
    await expect(failure).rejects.toThrow("schemas/applications/broken/form.schema.json: missing");
    await expect(failure).rejects.toThrow(
      "schemas/applications/limited/meta.json: route /limited_login (login) is also broken's login route",
    );
    // Invoice pages may be shared: one generic page reads the type from navigation state.
    await expect(failure).rejects.not.toThrow("(invoice)");
    await rm(path.join(dir, "applications", "broken"), { recursive: true });
  });
});
