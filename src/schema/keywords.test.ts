import type { ErrorObject, ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { collegeYear, createAjv, formatMessage, type SharedKeyword, sharedKeywords } from "./index";
import { collegeDateYearsAgo } from "./keywordKit/collegeYear";

const ajv = createAjv();
const compiled = new Map<string, ValidateFunction>();

/** A validator for `{ <keyword>: value, ...extra }`, compiled once per distinct schema. */
function validatorFor(name: string, value: unknown, extra: Record<string, unknown> = {}): ValidateFunction {
  const schema = { ...extra, [name]: value };
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

function run(
  name: string,
  value: unknown,
  data: unknown,
  extra?: Record<string, unknown>,
): { valid: boolean; errors: ErrorObject[] } {
  const validate = validatorFor(name, value, extra);
  const valid = validate(structuredClone(data));
  return { valid, errors: validate.errors ?? [] };
}

/** Messages keyed by instancePath, the way a form shows them. */
function messagesByPath(errors: readonly ErrorObject[]): Array<[string, string | undefined]> {
  return errors.map((error) => [error.instancePath, error.message]);
}

const thisYear = collegeYear();

describe("every shared keyword", () => {
  it("is written as code, never as a validate function (standalone must carry it)", () => {
    for (const keyword of sharedKeywords) {
      expect(keyword.definition.keyword).toBe(keyword.name);
      expect(typeof keyword.definition.code).toBe("function");
      expect(keyword.definition).not.toHaveProperty("validate");
      expect(keyword.definition).not.toHaveProperty("compile");
      expect(keyword.definition).not.toHaveProperty("macro");
    }
  });

  it("has a unique name, a rule, a message and examples on both sides", () => {
    expect(new Set(sharedKeywords.map((keyword) => keyword.name)).size).toBe(sharedKeywords.length);
    for (const keyword of sharedKeywords) {
      expect(keyword.rule.length).toBeGreaterThan(10);
      expect(keyword.message.length).toBeGreaterThan(5);
      expect(keyword.examples.valid.length).toBeGreaterThan(0);
      expect(keyword.examples.invalid.length).toBeGreaterThan(0);
    }
  });

  describe.each(sharedKeywords.map((keyword): [string, SharedKeyword<unknown>] => [keyword.name, keyword]))(
    "%s examples table",
    (name, keyword) => {
      it.each(keyword.examples.valid.map((data) => [JSON.stringify(data), data]))(
        "accepts %s",
        (_label, data) => {
          expect(run(name, keyword.examples.schema, data)).toEqual({ valid: true, errors: [] });
        },
      );

      it.each(keyword.examples.invalid.map((data) => [JSON.stringify(data), data]))(
        "rejects %s",
        (_label, data) => {
          const { valid, errors } = run(name, keyword.examples.schema, data);
          expect(valid).toBe(false);
          expect(errors.length).toBeGreaterThan(0);
          for (const error of errors) {
            expect(error.keyword).toBe(name);
            expect(error.message).toBe(formatMessage(keyword.message, error.params));
            expect(error.message).not.toMatch(/\{\w+\}/);
          }
        },
      );
    },
  );
});

/** [data, message or null when valid] for a flag keyword on a bare value. */
type FlagCase = readonly [unknown, string | null];

function expectFlagCases(name: string, cases: readonly FlagCase[], value: unknown = true): void {
  for (const [data, message] of cases) {
    const { valid, errors } = run(name, value, data);
    const expected = message === null ? [] : [["", message]];
    expect({ data, valid, errors: messagesByPath(errors) }).toEqual({
      data,
      valid: message === null,
      errors: expected,
    });
  }
}

describe("nameText", () => {
  const message =
    "invalid format. Use at least 3 characters ending with a letter: letters, digits and spaces, with apostrophes, commas or hyphens between words.";
  it("allows empty text, unicode letters and single separators", () => {
    expectFlagCases("nameText", [
      ["", null],
      ["Ọlá", null],
      ["Adébáyọ̀", null],
      ["Adébáyọ̀".normalize("NFD"), null],
      ["Ade-Ola O'Neil, Jr", null],
      ["Ab", message],
      ["Ade ", message],
      ["Ade1", message],
      ["Ade,,Ola", message],
      ["'Ade", message],
    ]);
  });
  it("is off when false", () => {
    expect(run("nameText", false, "1").valid).toBe(true);
  });
});

describe("invoiceName", () => {
  const message =
    "invalid name format. Please ensure there are no trailing spaces and use a name with a minimum length of 2 characters.";
  it("uses the spec's exact message for spaces and length", () => {
    expectFlagCases("invoiceName", [
      ["Ng", null],
      ["Ọlá", null],
      ["Adébáyọ̀", null],
      ["Okafor ", message],
      [" Okafor", message],
      ["O", message],
      ["", message],
    ]);
  });
  it("ignores non-strings (the type keyword reports those)", () => {
    expect(run("invoiceName", true, 12).valid).toBe(true);
  });
});

describe("lettersAndDots", () => {
  it("is optional, letters and dots only", () => {
    expectFlagCases("lettersAndDots", [
      ["", null],
      ["A.B.", null],
      ["Ọ.", null],
      ["A B", "only letters and dots are allowed"],
      ["A1.", "only letters and dots are allowed"],
    ]);
  });
});

describe("nigerianPhone", () => {
  it('takes "+234" or "0" followed by exactly 10 digits', () => {
    expectFlagCases("nigerianPhone", [
      ["+2348031234567", null],
      ["08031234567", null],
      ["+234803123456", "invalid phone number"],
      ["+23480312345678", "invalid phone number"],
      ["0803123456", "invalid phone number"],
      ["080312345678", "invalid phone number"],
      [" 08031234567", "invalid phone number"],
      ["08031234567 ", "invalid phone number"],
      ["+2340803123456", null],
      ["2348031234567", "invalid phone number"],
    ]);
  });
});

describe("minimumAge and maximumAge", () => {
  it("count age by the full date: 15 today passes, 15 tomorrow (still 14) fails; 80 passes until the 81st birthday", () => {
    expectFlagCases(
      "minimumAge",
      [
        [collegeDateYearsAgo(15), null],
        [collegeDateYearsAgo(15, -1).replaceAll("-", "/"), null],
        [collegeDateYearsAgo(15, 1), "you must be at least 15 years old"],
        [`${collegeDateYearsAgo(15, 1)}T00:00:00Z`, "you must be at least 15 years old"],
        [`${thisYear - 14}-01-01`, "you must be at least 15 years old"],
        [`${thisYear + 1}-01-01`, "you must be at least 15 years old"],
        ["yesterday", "you must be at least 15 years old"],
      ],
      15,
    );
    expectFlagCases(
      "maximumAge",
      [
        [collegeDateYearsAgo(81, 1), null],
        [collegeDateYearsAgo(81), "age must not be more than 80 years"],
        ["0001-01-01T00:00:00", "age must not be more than 80 years"],
      ],
      80,
    );
  });
  it("read the college's date, not the machine's: a birthday begins at midnight in Nigeria", () => {
    // 31 Dec 23:30 UTC is already 1 January at the college: someone born 1 January turns 15 then.
    const newYearsEve = Date.UTC(2030, 11, 31, 23, 30);
    expect(collegeDateYearsAgo(15, 0, newYearsEve)).toBe("2016-01-01");
  });
  it("put the limit in the message and the params", () => {
    const { errors } = run("minimumAge", 18, `${thisYear - 17}-01-01`);
    expect(errors[0]).toMatchObject({ message: "you must be at least 18 years old", params: { limit: 18 } });
  });
  it("reject a limit that is not a whole number when the schema compiles", () => {
    expect(() => ajv.compile({ minimumAge: 15.5 })).toThrow();
    expect(() => ajv.compile({ maximumAge: "80" })).toThrow();
  });
});

describe("letters, digits and spaces", () => {
  it("lettersAndSpaces", () => {
    expectFlagCases("lettersAndSpaces", [
      ["Vocational and Technical Education", null],
      ["Ọlá Adébáyọ̀", null],
      ["Physics 2", "only letters and spaces are allowed"],
      ["", "only letters and spaces are allowed"],
    ]);
  });
  it("lettersDigitsSpaces", () => {
    expectFlagCases("lettersDigitsSpaces", [
      ["WAEC 2020 4250101001", null],
      ["AB/12", "only letters, digits and spaces are allowed"],
    ]);
  });
  it("digitsOnly", () => {
    expectFlagCases("digitsOnly", [
      ["007", null],
      ["0 7", "only digits are allowed"],
      ["", "only digits are allowed"],
    ]);
  });
});

describe("scoreOrGpa", () => {
  const message = "please enter a score from 0 to 5 with at most 2 decimal places";
  it("accepts at most 5 with up to 2 decimals, as number or text", () => {
    expectFlagCases("scoreOrGpa", [
      [4.99, null],
      ["4.99", null],
      [5, null],
      ["5", null],
      ["5.0", null],
      [5.001, message],
      ["5.001", message],
      [5.01, message],
      ["5.01", message],
      [4.999, message],
      ["4.999", message],
      [6, message],
      ["abc", message],
    ]);
  });
});

describe("calendarDate", () => {
  const message = "invalid date. Please use yyyy-mm-dd or yyyy/mm/dd with a real month and day";
  it("knows leap years and month lengths", () => {
    expectFlagCases("calendarDate", [
      ["2024-02-29", null],
      ["2024/02/29", null],
      ["2000-02-29", null],
      ["2023-02-29", message],
      ["2100-02-29", message],
      ["2023-02-28", null],
      ["2023-04-30", null],
      ["2023-04-31", message],
      ["2023-13-01", message],
      ["2023-00-01", message],
      ["2023-01-32", message],
      ["2023-01-01 ", message],
      ["2023-01/01", message],
      ["0099-01-01", null],
    ]);
  });
});

describe("fullName", () => {
  it("needs two space-separated parts", () => {
    const message = "please enter at least two names separated by a space";
    expectFlagCases("fullName", [
      ["Ada Okafor", null],
      ["Adébáyọ̀ Ọlá", null],
      ["Ada", message],
      ["Ada ", message],
      [" Ada Okafor", message],
    ]);
  });
});

describe("strongPassword", () => {
  const message =
    "password must be 8 to 30 characters long and contain a digit, a lowercase letter, an uppercase letter and a special character";
  it("needs 8 to 30 characters with digit, lower, upper and special", () => {
    expectFlagCases("strongPassword", [
      ["Abcdef1!", null],
      [`Abcdef1!${"a".repeat(22)}`, null],
      [`Abcdef1!${"a".repeat(23)}`, message],
      ["Abcde1!", message],
      ["abcdef1!", message],
      ["ABCDEF1!", message],
      ["Abcdefg!", message],
      ["Abcdefg1", message],
      ["Abcdef1 ", message],
    ]);
  });
});

describe("tenDigits and elevenDigitsNotRepeated", () => {
  it("tenDigits", () => {
    expectFlagCases("tenDigits", [
      ["0123456789", null],
      [1234567890, null],
      ["123456789", "please enter exactly 10 digits"],
      ["12345678901", "please enter exactly 10 digits"],
    ]);
  });
  it("elevenDigitsNotRepeated", () => {
    const message = "please enter 11 digits that are not all the same";
    expectFlagCases("elevenDigitsNotRepeated", [
      ["12345678901", null],
      ["11111111112", null],
      ["11111111111", message],
      ["77777777777", message],
      [77777777777, message],
      ["1234567890", message],
    ]);
  });
});

describe("uniqueSubjects", () => {
  it("points at the repeated row's subject, ignoring case", () => {
    const { errors } = run("uniqueSubjects", true, [
      { subjectId: 9, grade: "A1" },
      { subjectId: 3, grade: "B2" },
      { subjectId: 9, grade: "C4" },
    ]);
    expect(messagesByPath(errors)).toEqual([["/2/subjectId", "this subject has already been entered"]]);
    expect(errors[0]?.params).toEqual({ row: 2, property: "subjectId" });
  });
  it("compares plain subject names case-insensitively", () => {
    const { errors } = run("uniqueSubjects", true, ["Mathematics", "English", "ENGLISH "]);
    expect(messagesByPath(errors)).toEqual([["/2", "this subject has already been entered"]]);
  });
  it("escapes odd property names in the path", () => {
    const { errors } = run("uniqueSubjects", "a/b", [{ "a/b": "x" }, { "a/b": "X" }]);
    expect(errors[0]?.instancePath).toBe("/1/a~1b");
  });
  it("reports every repeat", () => {
    const { errors } = run("uniqueSubjects", "subject", [
      { subject: "Art" },
      { subject: "art" },
      { subject: "ART" },
    ]);
    expect(errors.map((error) => error.instancePath)).toEqual(["/1/subject", "/2/subject"]);
  });
});

describe("completeRows", () => {
  const message = "please enter both subject and grade for each of the first 8 subjects";
  const full = Array.from({ length: 8 }, (_unused, index) => ({ subjectId: index + 1, grade: "C5" }));

  it("defaults to 8 rows of subjectId and grade and marks the missing cell", () => {
    expect(run("completeRows", true, full).valid).toBe(true);
    const rows = structuredClone(full);
    rows[3] = { subjectId: 4, grade: "" };
    rows[5] = { grade: "A1" } as { subjectId: number; grade: string };
    const { errors } = run("completeRows", true, rows);
    expect(messagesByPath(errors)).toEqual([
      ["/3/grade", message],
      ["/5/subjectId", message],
    ]);
  });
  it("reports a short list once, on the list", () => {
    const { errors } = run("completeRows", true, full.slice(0, 6));
    expect(messagesByPath(errors)).toEqual([["", message]]);
  });
  it("leaves rows after the first N alone", () => {
    expect(run("completeRows", 2, [...full.slice(0, 2), {}, { grade: "A1" }]).valid).toBe(true);
  });
  it("gives the path under a nested sitting, e.g. /olevel/0/subjects/3/grade", () => {
    const validate = ajv.compile({
      type: "object",
      properties: {
        olevel: {
          type: "array",
          items: { type: "object", properties: { subjects: { type: "array", completeRows: 8 } } },
        },
      },
    });
    const rows = structuredClone(full);
    rows[3] = { subjectId: 4 } as { subjectId: number; grade: string };
    expect(validate({ olevel: [{ subjects: rows }] })).toBe(false);
    expect(messagesByPath(validate.errors ?? [])).toEqual([["/olevel/0/subjects/3/grade", message]]);
  });
  it("rejects nonsense keyword values when the schema compiles", () => {
    expect(() => ajv.compile({ completeRows: 0 })).toThrow();
    expect(() => ajv.compile({ completeRows: { rows: 2, extra: 1 } })).toThrow();
  });
});

describe("pairedFields", () => {
  const schema = {
    type: "object",
    properties: {
      certificate: { type: "string", title: "Certificate" },
      certificateTypeId: { type: "integer", title: "Certificate type" },
    },
  };
  const message = "please fill in Certificate and Certificate type together, or leave them empty";
  it("marks the missing one of the pair, naming both by title", () => {
    expect(run("pairedFields", ["certificate", "certificateTypeId"], {}, schema).valid).toBe(true);
    expect(
      run(
        "pairedFields",
        ["certificate", "certificateTypeId"],
        { certificate: "a.pdf", certificateTypeId: 1 },
        schema,
      ).valid,
    ).toBe(true);
    expect(
      messagesByPath(
        run("pairedFields", ["certificate", "certificateTypeId"], { certificate: "a.pdf" }, schema).errors,
      ),
    ).toEqual([["/certificateTypeId", message]]);
    expect(
      messagesByPath(
        run(
          "pairedFields",
          ["certificate", "certificateTypeId"],
          { certificateTypeId: 1, certificate: "  " },
          schema,
        ).errors,
      ),
    ).toEqual([["/certificate", message]]);
  });
  it("needs at least two distinct property names", () => {
    expect(() => ajv.compile({ pairedFields: ["certificate"] })).toThrow();
    expect(() => ajv.compile({ pairedFields: ["a", "a"] })).toThrow();
  });
});

describe("dateAfter", () => {
  const schema = {
    type: "object",
    properties: {
      startDate: { type: "string", title: "Start date" },
      endDate: { type: "string", title: "End date" },
    },
  };
  const rule = { endDate: { after: "startDate", maxDays: 10 } };
  it("puts the error on the later date, naming the earlier by title and the span", () => {
    expect(run("dateAfter", rule, { startDate: "2026-03-01", endDate: "2026-03-11" }, schema).valid).toBe(
      true,
    );
    for (const endDate of ["2026-03-01", "2026-02-28", "2026-03-12"]) {
      const { errors } = run("dateAfter", rule, { startDate: "2026-03-01", endDate }, schema);
      expect(messagesByPath(errors)).toEqual([
        ["/endDate", "must be after Start date and at most 10 days after it"],
      ]);
    }
  });
  it("waits for both dates and leaves unreadable ones to format", () => {
    expect(run("dateAfter", rule, { endDate: "2026-03-01" }, schema).valid).toBe(true);
    expect(run("dateAfter", rule, { startDate: "2026-03-01", endDate: " " }, schema).valid).toBe(true);
    expect(run("dateAfter", rule, { startDate: "2026-03-01", endDate: "soon" }, schema).valid).toBe(true);
  });
});

describe("differentFrom", () => {
  const schema = {
    type: "object",
    properties: {
      departmentId: { type: "integer", title: "Department" },
      alternateDepartmentId: { type: "integer", title: "Alternate department" },
    },
  };
  const rule = { alternateDepartmentId: ["departmentId"] };
  it("puts the error on the field that must change, naming the sibling by title", () => {
    expect(run("differentFrom", rule, { departmentId: 1, alternateDepartmentId: 2 }, schema).valid).toBe(
      true,
    );
    expect(run("differentFrom", rule, { alternateDepartmentId: 2 }, schema).valid).toBe(true);
    const { errors } = run("differentFrom", rule, { departmentId: 2, alternateDepartmentId: 2 }, schema);
    expect(messagesByPath(errors)).toEqual([["/alternateDepartmentId", "must be different from Department"]]);
    expect(errors[0]?.params).toEqual({
      property: "alternateDepartmentId",
      other: "departmentId",
      otherLabel: "Department",
    });
  });
  it("compares text ignoring case and surrounding spaces, and falls back to the property name", () => {
    const { errors } = run(
      "differentFrom",
      { email2: "email" },
      { email: "Ada@Example.com", email2: " ada@example.com" },
    );
    expect(messagesByPath(errors)).toEqual([["/email2", "must be different from email"]]);
  });
});

describe("requiredSubject", () => {
  const english = { id: 9, name: "English Language" };
  const message = "English Language is required";
  type SubjectCase = readonly [value: unknown, data: unknown, errors: Array<[string, string]>];

  it.each<SubjectCase>([
    [english, [{ subjectId: 1 }, { subjectId: 9 }], []],
    [english, [{ subjectId: "9" }], []],
    [english, [{ subjectId: 1 }, {}, null], [["", message]]],
    [english, [], [["", message]]],
    [{ ...english, property: "subject", id: "English Language" }, [{ subject: " english language " }], []],
    [{ ...english, property: "subject", id: "English Language" }, [{ subjectId: 9 }], [["", message]]],
    [{ id: 4, name: "Biology" }, ["Chemistry", 4], []],
  ])("%j on %j gives %j", (value, data, errors) => {
    expect(messagesByPath(run("requiredSubject", value, data).errors)).toEqual(errors);
  });

  describe("on a list of sittings (within)", () => {
    const value = { ...english, within: "subjects" };
    it.each<SubjectCase>([
      [value, [{ subjects: [{ subjectId: 9 }] }], []],
      [value, [{ subjects: [{ subjectId: 1 }] }, { subjects: [{ subjectId: 9 }] }], []],
      // Reported on the first sitting's subject list, where the applicant adds the row.
      [
        value,
        [{ subjects: [{ subjectId: 1 }] }, { subjects: [{ subjectId: 2 }] }],
        [["/0/subjects", message]],
      ],
      [value, [{ examYear: 2020 }, null], [["/0/subjects", message]]],
      [value, [], [["", message]]],
    ])("%j on %j gives %j", (schema, data, errors) => {
      expect(messagesByPath(run("requiredSubject", schema, data).errors)).toEqual(errors);
    });
  });

  it("rejects nonsense keyword values when the schema compiles", () => {
    expect(() => ajv.compile({ requiredSubject: { id: 9 } })).toThrow();
    expect(() => ajv.compile({ requiredSubject: { ...english, within: "" } })).toThrow();
    expect(() => ajv.compile({ requiredSubject: { ...english, extra: true } })).toThrow();
  });
});

describe("titles in messages follow $ref", () => {
  // Two files as the server holds them: the rule's schema names fields by $ref only.
  const refAjv = createAjv();
  refAjv.addSchema({
    $id: "common/choice.schema.json",
    definitions: {
      departmentId: { type: "integer", title: "Department" },
      viaAnotherRef: { $ref: "#/definitions/departmentId" },
      untitled: { type: "integer" },
    },
  });
  refAjv.addSchema({
    $id: "applications/test/form.schema.json",
    type: "object",
    properties: {
      departmentId: { $ref: "../../common/choice.schema.json#/definitions/viaAnotherRef" },
      localId: { $ref: "#/definitions/local" },
      alternateDepartmentId: { type: "integer" },
      otherId: { type: "integer" },
      titledId: { $ref: "../../common/choice.schema.json#/definitions/departmentId", title: "First choice" },
      untitledId: { $ref: "../../common/choice.schema.json#/definitions/untitled" },
    },
    differentFrom: {
      alternateDepartmentId: ["departmentId", "localId", "titledId"],
      otherId: "untitledId",
    },
    definitions: { local: { type: "integer", title: "Local department" } },
  });

  it("names a $ref'd sibling by the referenced title (another file, this file, a chain of refs)", () => {
    const validate = refAjv.getSchema("applications/test/form.schema.json");
    expect(validate?.({ departmentId: 1, localId: 1, titledId: 1, alternateDepartmentId: 1 })).toBe(false);
    expect(messagesByPath(validate?.errors ?? [])).toEqual([
      ["/alternateDepartmentId", "must be different from Department"],
      ["/alternateDepartmentId", "must be different from Local department"],
      // A title beside the $ref wins, as it does in the bundled schema the browser renders.
      ["/alternateDepartmentId", "must be different from First choice"],
    ]);
  });

  it("falls back to the property name when nothing along the $ref has a title", () => {
    const validate = refAjv.getSchema("applications/test/form.schema.json");
    expect(validate?.({ untitledId: 2, otherId: 2 })).toBe(false);
    expect(messagesByPath(validate?.errors ?? [])).toEqual([
      ["/otherId", "must be different from untitledId"],
    ]);
  });
});
