import { describe, expect, it } from "vitest";
import { createAjv } from "../createAjv";
import { readApplicationFolders } from "../publishedTypes/readApplicationFolders";
import {
  addStep,
  type FieldSpec,
  fieldProblems,
  fileMaxLength,
  keyFromLabel,
  moveField,
  moveStep,
  readLimits,
  readSteps,
  removeField,
  removeStep,
  renameStep,
  saveField,
  saveFieldAndPair,
  type TypeDraft,
  writeLimits,
} from "./fieldModel";
import { VETTED_PATTERNS, vettedPatternOf } from "./vettedPatterns";

type Json = Record<string, unknown>;
const PDF = "data:application/pdf;name=licence.pdf;base64,JVBERi0=";
const { folders } = await readApplicationFolders();
const draftOf = (name: string): TypeDraft => {
  const folder = folders.find((candidate) => candidate.folder === name);
  if (!folder) throw new Error(`no folder ${name}`);
  return structuredClone({ meta: folder.meta, schema: folder.schema, uiSchema: folder.ui }) as TypeDraft;
};
const stepSchema = (draft: TypeDraft, step: string) => (draft.schema.properties as Json)[step] as Json;
const stepUi = (draft: TypeDraft, step: string) => draft.uiSchema[step] as Json;

const YEARS: FieldSpec = {
  key: "yearsOfTeachingExperience",
  label: "Years of teaching experience",
  kind: "wholeNumber",
  required: true,
  minimum: 0,
  maximum: 40,
  help: "Whole years in a classroom.",
  messages: {
    required: "please input your years of teaching experience",
    maximum: "at most {limit} years of teaching",
    integer: "years of teaching are whole years",
  },
};
const LICENCE: FieldSpec = {
  key: "teachingLicenceNumber",
  label: "Teaching licence number",
  kind: "text",
  required: false,
  maxLength: 30,
  pattern: "reference",
  messages: { pattern: "a licence number is letters, digits, / and -" },
};
const LICENCE_FILE: FieldSpec = {
  key: "teachingLicenceFile",
  label: "Teaching licence file",
  kind: "file",
  required: false,
  maxSizeKb: 300,
  givenWith: "teachingLicenceNumber",
  messages: { givenTogether: "please give the licence number and its file together" },
};

/** NCE with a "Teaching experience" step holding the three fields, made through the model. */
function diploma(): { draft: TypeDraft; key: string } {
  const { draft: withStep, key } = addStep(draftOf("nce"), "Teaching experience");
  let draft = saveField(withStep, key, YEARS);
  draft = saveField(draft, key, LICENCE);
  draft = saveField(draft, key, LICENCE_FILE);
  return { draft, key };
}

describe("the field model", () => {
  it("reads every built-in type: each step listed, each field editable or said to be JSON only", () => {
    for (const folder of folders) {
      const draft = draftOf(folder.folder);
      const steps = readSteps(draft);
      expect(steps.map((step) => step.key).sort()).toEqual(
        Object.keys(draft.schema.properties as Json).sort(),
      );
      for (const step of steps) {
        expect(step.title).not.toBe("");
        for (const row of step.fields ?? []) expect(row.field ?? row.jsonOnly).toBeTruthy();
      }
    }
    const nce = readSteps(draftOf("nce"));
    // A shared piece's step and a shared field are JSON only, with the reason; NCE's own field is editable.
    expect(nce.find((step) => step.key === "olevel")?.jsonOnly).toContain("shared piece");
    const personal = nce.find((step) => step.key === "personal")?.fields ?? [];
    expect(personal.find((row) => row.key === "surname")).toMatchObject({
      jsonOnly: "a shared field from schemas/common",
      kept: { kind: "sharedField", piece: expect.stringContaining("person-names") },
    });
    expect(personal.find((row) => row.key === "disability")?.field).toEqual({
      key: "disability",
      label: "Disability",
      kind: "text",
      required: false,
      // The default cap (200) reads back as left empty: the form shows it as the default.
      help: "Any disability the college should plan for. Leave empty if none.",
      messages: {},
    });
    // Named by a rule of its step (pairedFields): JSON only, so no edit can break the rule.
    const uploads = nce.find((step) => step.key === "uploads")?.fields ?? [];
    expect(uploads.find((row) => row.key === "certificate")).toMatchObject({
      jsonOnly: 'the step\'s rule "pairedFields" names it',
      kept: { kind: "stepRule", rule: "pairedFields", others: ["certificateTypeId"] },
    });
    // A pattern outside the vetted list.
    expect(uploads.find((row) => row.key === "passport")?.jsonOnly).toContain('"pattern"');
    expect(uploads.find((row) => row.key === "passport")?.kept).toEqual({
      kind: "keyword",
      keyword: "pattern",
    });
  });

  it("writes a new step and fields into schema, UI and meta, and reads them back as written", () => {
    const { draft, key } = diploma();
    expect(key).toBe("teachingExperience");
    expect((draft.meta.steps as string[]).at(-1)).toBe(key);
    expect((draft.uiSchema["ui:order"] as string[]).at(-1)).toBe(key);
    expect((draft.schema.required as string[]).at(-1)).toBe(key);
    const step = stepSchema(draft, key);
    expect(step.properties).toEqual({
      yearsOfTeachingExperience: {
        type: "integer",
        title: "Years of teaching experience",
        minimum: 0,
        maximum: 40,
      },
      teachingLicenceNumber: {
        type: "string",
        title: "Teaching licence number",
        maxLength: 30,
        pattern: "^[A-Za-z0-9][A-Za-z0-9/-]*$",
      },
      teachingLicenceFile: {
        type: "string",
        title: "Teaching licence file",
        format: "data-url",
        maxLength: fileMaxLength(300),
      },
    });
    expect(step.required).toEqual(["yearsOfTeachingExperience"]);
    expect(step.dependencies).toEqual({
      teachingLicenceFile: ["teachingLicenceNumber"],
      teachingLicenceNumber: ["teachingLicenceFile"],
    });
    expect(stepUi(draft, key)).toEqual({
      "ui:order": ["yearsOfTeachingExperience", "teachingLicenceNumber", "teachingLicenceFile"],
      yearsOfTeachingExperience: {
        "ui:help": "Whole years in a classroom.",
        "ui:messages": YEARS.messages,
      },
      teachingLicenceNumber: {
        "ui:messages": { pattern: "a licence number is letters, digits, / and -" },
      },
      teachingLicenceFile: {
        "ui:options": { accept: "application/pdf,image/jpeg,image/png", maxSizeKb: 300 },
        "ui:messages": { dependentRequired: "please give the licence number and its file together" },
      },
    });
    const read = readSteps(draft).find((candidate) => candidate.key === key);
    expect(read?.title).toBe("Teaching experience");
    expect(read?.fields?.map((row) => row.field)).toEqual([
      YEARS,
      { ...LICENCE, givenWith: "teachingLicenceFile" },
      LICENCE_FILE,
    ]);
  });

  it("writes a field's words and its partner's (given together) in one save, and clears the partner's when emptied", () => {
    const { draft, key } = diploma();
    const file = { ...LICENCE_FILE, messages: { givenTogether: "please upload the file with its number" } };
    const both = saveFieldAndPair(draft, key, file, "  please give the number with its file ");
    const ui = stepUi(both, key);
    expect((ui.teachingLicenceFile as Json)["ui:messages"]).toEqual({
      dependentRequired: "please upload the file with its number",
    });
    expect((ui.teachingLicenceNumber as Json)["ui:messages"]).toEqual({
      pattern: "a licence number is letters, digits, / and -",
      dependentRequired: "please give the number with its file",
    });
    const cleared = stepUi(saveFieldAndPair(both, key, file, ""), key);
    expect((cleared.teachingLicenceNumber as Json)["ui:messages"]).toEqual({
      pattern: "a licence number is letters, digits, / and -",
    });
  });

  it("reads a text field's default cap as left empty, and a cap the officer set as set", () => {
    const { draft, key } = diploma();
    const saved = saveField(draft, key, { ...LICENCE, maxLength: undefined });
    expect((stepSchema(saved, key).properties as Json).teachingLicenceNumber).toMatchObject({
      maxLength: 200,
    });
    const row = readSteps(saved)
      .find((step) => step.key === key)
      ?.fields?.find((candidate) => candidate.key === LICENCE.key);
    expect(row?.field?.maxLength).toBeUndefined();
    const worded = saveField(draft, key, { ...LICENCE, maxLength: 200, messages: { maxLength: "too long" } });
    const again = readSteps(worded)
      .find((step) => step.key === key)
      ?.fields?.find((candidate) => candidate.key === LICENCE.key);
    expect(again?.field?.maxLength).toBe(200);
  });

  it("validates as the officer asked: required, bounds, whole number, vetted pattern, given together", () => {
    const { draft, key } = diploma();
    const validate = createAjv({ allErrors: true }).compile({ ...stepSchema(draft, key), $id: undefined });
    const failing = (data: Json) =>
      validate(data) ? [] : (validate.errors ?? []).map((error) => error.keyword).sort();
    expect(failing({ yearsOfTeachingExperience: 3 })).toEqual([]);
    expect(failing({})).toEqual(["required"]);
    expect(failing({ yearsOfTeachingExperience: 41 })).toEqual(["maximum"]);
    expect(failing({ yearsOfTeachingExperience: 2.5 })).toEqual(["type"]);
    expect(failing({ yearsOfTeachingExperience: 3, teachingLicenceNumber: "TRCN/2019/1" })).toEqual([
      "dependencies",
    ]);
    expect(
      failing({ yearsOfTeachingExperience: 3, teachingLicenceNumber: "/x", teachingLicenceFile: PDF }),
    ).toEqual(["pattern"]);
  });

  it("edits a field in place and keeps what it does not own (other UI keys, other rules' words)", () => {
    const { draft, key } = diploma();
    const ui = stepUi(draft, key);
    (ui.yearsOfTeachingExperience as Json)["ui:placeholder"] = "e.g. 4";
    ((ui.yearsOfTeachingExperience as Json)["ui:messages"] as Json).type = "a number, please";
    const edited = saveField(draft, key, {
      ...YEARS,
      required: false,
      maximum: 35,
      help: undefined,
      messages: { maximum: "no more than {limit}" },
    });
    const step = stepSchema(edited, key);
    expect(Object.keys(step.properties as Json)[0]).toBe("yearsOfTeachingExperience");
    expect((step.properties as Json).yearsOfTeachingExperience).toMatchObject({ maximum: 35 });
    expect(step.required).toEqual([]);
    expect(stepUi(edited, key).yearsOfTeachingExperience).toEqual({
      "ui:placeholder": "e.g. 4",
      "ui:messages": { type: "a number, please", maximum: "no more than {limit}" },
    });
    // The input draft is never changed.
    expect(stepSchema(draft, key).required).toEqual(["yearsOfTeachingExperience"]);
  });

  it("re-pairs 'given together' both ways and unties the old partner", () => {
    const { draft, key } = diploma();
    const extra = saveField(draft, key, {
      ...LICENCE,
      key: "licenceExpiry",
      label: "Licence expiry",
      kind: "date",
      pattern: undefined,
      messages: {},
    });
    const repaired = saveField(extra, key, { ...LICENCE_FILE, givenWith: "licenceExpiry" });
    expect(stepSchema(repaired, key).dependencies).toEqual({
      teachingLicenceFile: ["licenceExpiry"],
      licenceExpiry: ["teachingLicenceFile"],
    });
    const alone = saveField(repaired, key, { ...LICENCE_FILE, givenWith: undefined });
    expect(stepSchema(alone, key).dependencies).toBeUndefined();
  });

  it("moves and removes fields and steps on the form, the printout and the step list", () => {
    const { draft, key } = diploma();
    const up = moveField(draft, key, "teachingLicenceFile", -1);
    expect(stepUi(up, key)["ui:order"]).toEqual([
      "yearsOfTeachingExperience",
      "teachingLicenceFile",
      "teachingLicenceNumber",
    ]);
    expect(Object.keys(stepSchema(up, key).properties as Json)).toEqual(stepUi(up, key)["ui:order"]);
    // At the top already: nothing moves.
    expect(moveField(up, key, "yearsOfTeachingExperience", -1)).toEqual(up);

    const removed = removeField(up, key, "teachingLicenceNumber");
    expect(Object.keys(stepSchema(removed, key).properties as Json)).toEqual([
      "yearsOfTeachingExperience",
      "teachingLicenceFile",
    ]);
    expect(stepSchema(removed, key).dependencies).toBeUndefined();
    expect(stepUi(removed, key).teachingLicenceNumber).toBeUndefined();
    expect(
      readSteps(removed).find((step) => step.key === key)?.fields?.[1]?.field?.givenWith,
    ).toBeUndefined();

    const earlier = moveStep(removed, key, -1);
    const steps = earlier.meta.steps as string[];
    expect(steps.slice(-2)).toEqual([key, "uploads"]);
    expect((earlier.uiSchema["ui:order"] as string[]).slice(-2)).toEqual([key, "uploads"]);
    expect(Object.keys(earlier.schema.properties as Json).slice(-2)).toEqual([key, "uploads"]);
    expect(readSteps(renameStep(earlier, key, "Teaching")).find((step) => step.key === key)?.title).toBe(
      "Teaching",
    );

    const gone = removeStep(earlier, key);
    expect(gone.meta.steps).toEqual(draftOf("nce").meta.steps);
    expect(gone.schema).toEqual(draftOf("nce").schema);
    expect(gone.uiSchema).toEqual(draftOf("nce").uiSchema);
  });

  it("leaves fields it cannot model exactly as they were through every edit of their step", () => {
    const nce = draftOf("nce");
    const before = structuredClone(stepSchema(nce, "uploads"));
    const after = removeField(
      saveField(nce, "uploads", { ...LICENCE, key: "note", label: "Note", pattern: undefined, messages: {} }),
      "uploads",
      "note",
    );
    expect(stepSchema(after, "uploads")).toEqual({ ...before, required: ["passport"] });
    expect(after.uiSchema.uploads).toEqual(nce.uiSchema.uploads);
  });

  it("says what is wrong with a field in plain words", () => {
    expect(fieldProblems({ ...YEARS, label: " ", minimum: 5, maximum: 1.5 }, [])).toEqual([
      "Label: please give the field a label",
      "Minimum and maximum: the smallest must not be above the largest",
      "Maximum: a whole number field needs a whole number here",
    ]);
    expect(fieldProblems({ ...LICENCE, minLength: 9, maxLength: 3, givenWith: "other" }, ["x"])).toEqual([
      "Shortest and longest: the smallest must not be above the largest",
      "Given together with: pick a field of this step",
    ]);
    expect(fieldProblems({ ...YEARS, kind: "choice", lookup: undefined }, [])).toEqual([
      "Choose from: please pick the list to choose from",
    ]);
    expect(fieldProblems(YEARS, [])).toEqual([]);
  });

  it("makes keys from labels, unique in their step", () => {
    expect(keyFromLabel("Years of teaching experience", [])).toBe("yearsOfTeachingExperience");
    expect(keyFromLabel("NIN", ["nin"])).toBe("nin2");
    expect(keyFromLabel("2nd choice!", [])).toBe("field2ndChoice");
  });

  it("reads and writes the type's numeric limits in meta.json", () => {
    const nce = draftOf("nce");
    const limited = writeLimits(nce, { minimumAge: 18, maximumAge: 35, olevelRows: 5, olevelMaxRows: 5 });
    expect(limited.meta.limits).toEqual({ minimumAge: 18, maximumAge: 35, olevelRows: 5, olevelMaxRows: 5 });
    expect(readLimits(limited)).toEqual({ minimumAge: 18, maximumAge: 35, olevelRows: 5, olevelMaxRows: 5 });
    expect(writeLimits(limited, {}).meta.limits).toBeUndefined();
  });
});

describe("the vetted patterns", () => {
  it.each(VETTED_PATTERNS.map((entry) => [entry.id, entry] as const))(
    "%s passes its examples and refuses its counter-examples, and is read back by its keywords",
    (_id, entry) => {
      const validate = createAjv().compile({ type: "string", maxLength: 200, ...entry.schema });
      for (const value of entry.valid) expect(validate(value), value).toBe(true);
      for (const value of entry.invalid) expect(validate(value), value).toBe(false);
      expect(vettedPatternOf({ type: "string", ...entry.schema })).toBe(entry);
    },
  );
});
