import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ErrorObject, ValidateFunction } from "ajv";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { genericProbes, schemaFixtures } from "../../tests/support/schemaFixtures";
import { createAjv, loadSchemas, validatorExportName, writeStandaloneValidators } from "./index";

/** What a standalone module exports: named validators and the `validators` map by `$id`. */
interface StandaloneModule {
  readonly validators: Readonly<Record<string, ValidateFunction>>;
  readonly [name: string]: unknown;
}

function isStandaloneModule(value: unknown): value is StandaloneModule {
  return typeof value === "object" && value !== null && "validators" in value;
}

// Inside node_modules so the module's imports of ajv's runtime files resolve like in the app.
const cacheRoot = fileURLToPath(new URL("../../node_modules/.cache/", import.meta.url));
let workDir = "";
let ids: string[] = [];
let source = "";
let precompiled: StandaloneModule;
const runtime = createAjv();

beforeAll(async () => {
  await mkdir(cacheRoot, { recursive: true });
  workDir = await mkdtemp(`${cacheRoot}matric-standalone-`);
  const outFile = `${workDir}/validators.mjs`;
  ids = await writeStandaloneValidators(outFile);
  source = await readFile(outFile, "utf8");
  const loaded: unknown = await import(/* @vite-ignore */ pathToFileURL(outFile).href);
  if (!isStandaloneModule(loaded)) throw new Error("standalone module has no validators map");
  precompiled = loaded;
  await loadSchemas(runtime);
});

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

interface Verdict {
  readonly valid: boolean;
  readonly errors: readonly Pick<
    ErrorObject,
    "instancePath" | "keyword" | "message" | "params" | "schemaPath"
  >[];
  /** The data after validation (defaults filled in). */
  readonly after: unknown;
}

/** Runs on a copy: `useDefaults` fills data in, and both sides must start from the same input. */
function verdict(validate: ValidateFunction, data: unknown): Verdict {
  const copy = structuredClone(data);
  const valid = validate(copy);
  const errors = (validate.errors ?? []).map(({ instancePath, keyword, message, params, schemaPath }) => ({
    instancePath,
    keyword,
    message,
    params,
    schemaPath,
  }));
  return { valid, errors, after: copy };
}

describe("precompiled (standalone) validators", () => {
  it("cover every schema under schemas/, by export name and by $id", () => {
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(precompiled.validators).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(precompiled[validatorExportName(id)]).toBe(precompiled.validators[id]);
  });

  it("have fixtures for every common schema", () => {
    const missing = ids.filter((id) => id.startsWith("common/") && !(id in schemaFixtures));
    expect(missing).toEqual([]);
  });

  it("give the same verdict and the same errors as createAjv() for every schema and fixture", () => {
    let compared = 0;
    for (const id of ids) {
      const standalone = precompiled.validators[id];
      const live = runtime.getSchema(id);
      if (!standalone || !live) throw new Error(`no validator for ${id}`);
      const fixtures = schemaFixtures[id];
      const samples = [...(fixtures?.valid ?? []), ...(fixtures?.invalid ?? []), ...genericProbes];
      for (const data of samples) {
        expect({ id, data, ...verdict(standalone, data) }).toEqual({ id, data, ...verdict(live, data) });
        compared++;
      }
      for (const data of fixtures?.valid ?? []) {
        expect({ id, data, errors: verdict(standalone, data).errors }).toEqual({ id, data, errors: [] });
      }
      for (const data of fixtures?.invalid ?? []) {
        expect({ id, data, valid: verdict(standalone, data).valid }).toEqual({ id, data, valid: false });
      }
    }
    expect(compared).toBeGreaterThan(ids.length);
  });

  it("carry the spec's messages and field paths", () => {
    const sitting = precompiled.validators["common/olevel-sitting.schema.json"];
    if (!sitting) throw new Error("olevel sitting validator missing");
    const subjects = Array.from({ length: 8 }, (_unused, index) => ({ subjectId: index + 1, grade: "C6" }));
    subjects[3] = { subjectId: 1, grade: "" };
    sitting({ examinationTypeId: 1, examYear: 2020, examNumber: "4250101001", subjects });
    expect(sitting.errors?.map((error) => [error.instancePath, error.message])).toEqual([
      ["/subjects/3/subjectId", "this subject has already been entered"],
      ["/subjects/3/grade", "please enter both subject and grade for each of the first 8 subjects"],
    ]);
  });

  it("compute ages at validation time, not at build time", () => {
    const personal = precompiled.validators["common/personal-details.schema.json"];
    if (!personal) throw new Error("personal details validator missing");
    const born = { genderId: 1, countryId: 1, dateOfBirth: "2015-06-01" };
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2029-06-01T12:00:00Z"));
      expect(personal(born)).toBe(false);
      vi.setSystemTime(new Date("2030-06-01T12:00:00Z"));
      expect(personal(born)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("are plain ES modules: no require() left for the browser to choke on", () => {
    expect(source).not.toMatch(/\brequire\(/);
    expect(source).toMatch(/^import \* as cjsNamespace0 from "ajv\/dist\/runtime\/[a-z0-9]+\.js";$/m);
  });
});
