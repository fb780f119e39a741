import { collegeYear } from "../../src/schema";
import type { ApplicationType } from "../../src/schema/applicationTypes";
import { CERTIFICATE, PASSPORT } from "./nceFixtures";

/**
 * Fixtures for every application type, generated from its bundled schema (what the server, the
 * browser and the precompiler validate): `validApplication` fills every field with a value its
 * keywords accept, and `failingApplications` breaks it once per shared rule the form uses, with the
 * field and the message the applicant must see. A new folder is covered without a line here; a
 * type whose form needs a value the generator cannot guess gets an entry in APPLICATION_OVERRIDES.
 */

type Schema = Record<string, unknown>;
type Data = Record<string, unknown>;

const year = collegeYear();
/** Distinct subjects, English Language (id 9) first (spec 9). */
const SUBJECT_IDS = [9, 1, 2, 3, 4, 6, 7, 8, 10, 11, 12, 13];
const OLEVEL_GRADES = ["A1", "B2", "B3", "C4", "C5", "C6", "B2", "A1", "B3", "C4", "C5", "C6"];
/** A subject no fixture row uses: what replaces English when a test drops it. */
const UNUSED_SUBJECT = 30;

/** Values by field name: where a realistic value matters (the LGA must be in the state). */
const NAMED_VALUES: Readonly<Record<string, unknown>> = {
  surname: "Okafor",
  firstname: "Ada",
  middlename: "Chioma",
  genderId: 2,
  maritalStatusId: 1,
  numberOfChildren: 0,
  religionId: 1,
  countryId: 1,
  stateId: 25,
  lgaId: 516, // Ikeja, in Lagos (the seeded reference lists)
  homeTown: "Nnewi",
  disability: "",
  // The demo college (seedSchoolSetup): Computer Science and Chemistry Education are departments of
  // the School of Science Education. The course option is left out (no form requires one, and the
  // seed's option ids follow no fixed order); a department's options are tested on their own.
  facultyId: 4,
  departmentId: 11,
  departmentOptionId: undefined,
  alternateFacultyId: 4,
  alternateDepartmentId: 13,
  relationshipId: 2,
  certificateTypeId: 2,
  language: "Yoruba",
};

/**
 * Per-type edits after generation, for values the schema alone does not say. Empty today: every
 * folder's form is filled from its schema. Add `type: (data) => { … }` when a new type needs one.
 */
export const APPLICATION_OVERRIDES: Readonly<Record<string, (data: Data) => void>> = {};

const isObject = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const propertiesOf = (schema: Schema): Record<string, Schema> =>
  isObject(schema.properties) ? (schema.properties as Record<string, Schema>) : {};
const itemsOf = (schema: Schema): Schema => (isObject(schema.items) ? schema.items : {});

function textFor(schema: Schema): string {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : 200;
  let text = "Federal Government College Lagos";
  while (text.length < min) text += " and its annex in Ikeja";
  return text.slice(0, max).trim();
}

function stringFor(schema: Schema): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.oneOf) && isObject(schema.oneOf[0])) return schema.oneOf[0].const;
  if (schema.format === "data-url")
    return String(schema.pattern ?? "").includes("pdf") ? CERTIFICATE : PASSPORT;
  if (schema.format === "email") return "ada@example.com";
  if (schema.nigerianPhone) return "08031234567";
  if (schema.calendarDate) return `${year - 25}-05-17`;
  if (schema.fullName) return "Ngozi Okafor";
  if (schema.scoreOrGpa) return "3.50";
  if (schema.elevenDigitsNotRepeated) return "12345678901";
  if (schema.digitsOnly) return "1234567890";
  if (schema.lettersDigitsSpaces) return "12345678AB";
  if (schema.lettersAndSpaces) return "English";
  if (schema.invoiceName || schema.nameText) return "Okafor";
  return textFor(schema);
}

function integerFor(schema: Schema): number {
  if (Array.isArray(schema.oneOf) && isObject(schema.oneOf[0])) return Number(schema.oneOf[0].const);
  const minimum = typeof schema.minimum === "number" ? schema.minimum : 0;
  const maximum = typeof schema.maximum === "number" ? schema.maximum : Number.MAX_SAFE_INTEGER;
  if (minimum >= 1900) return year - 5;
  if (typeof schema.lookup === "string") return 1;
  return Math.min(maximum, Math.max(minimum, 60));
}

/** The rule of a `completeRows` list: how many rows, and which row properties must both be given. */
function rowRule(schema: Schema): { rows: number; subject: string; grade: string } | undefined {
  const value = schema.completeRows;
  if (value === undefined || value === false) return undefined;
  if (value === true) return { rows: 8, subject: "subjectId", grade: "grade" };
  if (typeof value === "number") return { rows: value, subject: "subjectId", grade: "grade" };
  const rule = value as { rows?: number; subject?: string; grade?: string };
  return { rows: rule.rows ?? 8, subject: rule.subject ?? "subjectId", grade: rule.grade ?? "grade" };
}

function rowsFor(schema: Schema): Data[] {
  const item = itemsOf(schema);
  const rule = rowRule(schema);
  const count = rule?.rows ?? Math.max(1, typeof schema.minItems === "number" ? schema.minItems : 0);
  return Array.from({ length: count }, (_, index) => {
    const row = valueFor(item, "") as Data;
    if (rule) {
      row[rule.subject] = SUBJECT_IDS[index];
      const grade = propertiesOf(item)[rule.grade] ?? {};
      row[rule.grade] = grade.type === "integer" ? 60 + index : OLEVEL_GRADES[index];
    } else if ("subjectId" in row) row.subjectId = SUBJECT_IDS[index];
    return row;
  });
}

function valueFor(schema: Schema, name: string): unknown {
  if (schema.type === "object") {
    const data: Data = {};
    for (const [key, property] of Object.entries(propertiesOf(schema))) data[key] = valueFor(property, key);
    return data;
  }
  if (schema.type === "array") return rowsFor(schema);
  if (name in NAMED_VALUES) return NAMED_VALUES[name];
  if (schema.type === "integer" || schema.type === "number") return integerFor(schema);
  return stringFor(schema);
}

/** A complete application of `type` that its schema accepts. */
export function validApplication(type: ApplicationType): Data {
  const data = valueFor(type.schema as Schema, "") as Data;
  APPLICATION_OVERRIDES[type.meta.id]?.(data);
  return data;
}

/** One broken application: the rule it breaks, the field (dotted path) and the message shown there. */
export interface FieldFailure {
  readonly rule: string;
  readonly data: Data;
  readonly path: string;
  readonly message: string;
}

export interface Node {
  readonly schema: Schema;
  /** Where the node's value sits in the data: property names and row indexes. */
  readonly at: readonly (string | number)[];
}

/** Every schema node with a value in the valid data, parents before children; arrays by their first row. */
export function nodesOf(schema: Schema, at: (string | number)[] = []): Node[] {
  const nodes: Node[] = [{ schema, at }];
  for (const [key, property] of Object.entries(propertiesOf(schema)))
    nodes.push(...nodesOf(property, [...at, key]));
  if (schema.type === "array") nodes.push(...nodesOf(itemsOf(schema), [...at, 0]));
  return nodes;
}

function valueAt(data: unknown, at: readonly (string | number)[]): unknown {
  return at.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], data);
}

export function setAt(data: Data, at: readonly (string | number)[], value: unknown): void {
  const parent = valueAt(data, at.slice(0, -1)) as Record<string | number, unknown>;
  const key = at[at.length - 1] as string | number;
  if (value === undefined) delete parent[key];
  else parent[key] = value;
}

const titleOf = (schema: Schema | undefined, fallback: string) =>
  typeof schema?.title === "string" ? schema.title : fallback;

/**
 * The valid application broken once per shared rule and step (the step's first field carrying the
 * rule), each with the field's dotted path and the message spec section 5 gives.
 */
export function failingApplications(type: ApplicationType): FieldFailure[] {
  const valid = validApplication(type);
  const failures: FieldFailure[] = [];
  const seen = new Set<string>();
  const add = (
    keyword: string,
    edit: (data: Data) => void,
    at: readonly (string | number)[],
    message: string,
  ) => {
    // Once per rule and step: the O-level and UTME lists each get their subject checks.
    const rule = `${keyword} in ${String(at[0])}`;
    if (seen.has(rule)) return;
    seen.add(rule);
    const data = structuredClone(valid);
    edit(data);
    failures.push({ rule, data, path: at.join("."), message });
  };
  const setTo = (at: readonly (string | number)[], value: unknown) => (data: Data) => setAt(data, at, value);

  for (const { schema, at } of nodesOf(type.schema as Schema)) {
    if (valueAt(valid, at) === undefined) continue;
    if (typeof schema.minimumAge === "number") {
      const limit = schema.minimumAge;
      add(
        "minimumAge",
        setTo(at, `${year - limit + 1}-01-01`),
        at,
        `you must be at least ${limit} years old`,
      );
    }
    if (typeof schema.maximumAge === "number") {
      const limit = schema.maximumAge;
      add(
        "maximumAge",
        setTo(at, `${year - limit - 1}-01-01`),
        at,
        `age must not be more than ${limit} years`,
      );
    }
    if (schema.nigerianPhone) add("nigerianPhone", setTo(at, "0803123456"), at, "invalid phone number");
    if (schema.invoiceName) {
      add(
        "invoiceName",
        setTo(at, " Okafor"),
        at,
        "invalid name format. Please ensure there are no trailing spaces and use a name with a minimum length of 2 characters.",
      );
    }
    if (schema.fullName) {
      add("fullName", setTo(at, "Ngozi"), at, "please enter at least two names separated by a space");
    }
    if (schema.scoreOrGpa) {
      add(
        "scoreOrGpa",
        setTo(at, "5.01"),
        at,
        "please enter a score from 0 to 5 with at most 2 decimal places",
      );
    }
    if (schema.lettersDigitsSpaces) {
      add("lettersDigitsSpaces", setTo(at, "1234-5678"), at, "only letters, digits and spaces are allowed");
    }
    if (isObject(schema.differentFrom)) {
      const [field, others] = Object.entries(schema.differentFrom)[0] ?? [];
      const other = [others].flat()[0];
      if (field && typeof other === "string") {
        const label = titleOf(propertiesOf(schema)[other], other);
        add(
          "differentFrom",
          (data) => setAt(data, [...at, field], valueAt(data, [...at, other])),
          [...at, field],
          `must be different from ${label}`,
        );
      }
    }
    if (Array.isArray(schema.pairedFields)) {
      const [first, second] = schema.pairedFields as string[];
      if (first && second) {
        const labels = [first, second].map((field) => titleOf(propertiesOf(schema)[field], field));
        add(
          "pairedFields",
          setTo([...at, second], undefined),
          [...at, second],
          `please fill in ${labels.join(" and ")} together, or leave them empty`,
        );
      }
    }
    const rule = rowRule(schema);
    if (schema.uniqueSubjects) {
      const subject = typeof schema.uniqueSubjects === "string" ? schema.uniqueSubjects : "subjectId";
      const rows = valueAt(valid, at) as Data[];
      if (rows.length > 1) {
        add(
          "uniqueSubjects",
          (data) => setAt(data, [...at, 1, subject], valueAt(data, [...at, 0, subject])),
          [...at, 1, subject],
          "this subject has already been entered",
        );
      }
    }
    if (rule) {
      add(
        "completeRows",
        setTo([...at, rule.rows - 1, rule.grade], undefined),
        [...at, rule.rows - 1, rule.grade],
        `please enter both subject and grade for each of the first ${rule.rows} subjects`,
      );
    }
    if (isObject(schema.requiredSubject)) {
      const { id, name, within } = schema.requiredSubject as { id: number; name: string; within?: string };
      const list = within ? [...at, 0, within] : [...at];
      add(
        "requiredSubject",
        (data) => {
          for (const row of valueAt(data, list) as Data[])
            if (row.subjectId === id) row.subjectId = UNUSED_SUBJECT;
        },
        list,
        `${name} is required`,
      );
    }
  }
  return failures;
}
