import { afterEach, describe, expect, it, vi } from "vitest";
import { addSharedVocabulary, createAjv, LOOKUP_KEYWORD, sharedAjvOptions, sharedKeywords } from "./index";

describe("createAjv", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("registers every shared keyword and the lookup annotation", () => {
    const ajv = createAjv();
    for (const keyword of sharedKeywords) expect(ajv.getKeyword(keyword.name)).toBeTruthy();
    expect(ajv.getKeyword(LOOKUP_KEYWORD)).toBeTruthy();
    const validate = ajv.compile({ type: "integer", lookup: "departments" });
    expect(validate(3)).toBe(true);
  });

  it("is strict about unknown keywords and formats (typos fail at compile time)", () => {
    const ajv = createAjv();
    expect(() => ajv.compile({ type: "string", nigerianphone: true })).toThrow(/unknown keyword/);
    expect(() => ajv.compile({ type: "string", format: "phone" })).toThrow(/unknown format/);
  });

  it("rejects unknown properties instead of dropping them, and does not coerce types", () => {
    const ajv = createAjv();
    const validate = ajv.compile({
      type: "object",
      properties: { age: { type: "integer" } },
      additionalProperties: false,
    });
    const data = { age: "5", extra: true };
    expect(validate(data)).toBe(false);
    expect(data).toEqual({ age: "5", extra: true });
    expect(validate.errors?.map((error) => [error.instancePath, error.keyword])).toEqual([
      ["", "additionalProperties"],
      ["/age", "type"],
    ]);
  });

  it("fills defaults and reports all errors", () => {
    const ajv = createAjv();
    const validate = ajv.compile({
      type: "object",
      properties: {
        active: { type: "boolean", default: true },
        phone: { type: "string", nigerianPhone: true },
      },
      required: ["name", "email"],
    });
    const data: Record<string, unknown> = { phone: "123" };
    expect(validate(data)).toBe(false);
    expect(data.active).toBe(true);
    expect(validate.errors).toHaveLength(3);
  });

  it("accepts overrides for the few justified differences (query strings)", () => {
    const ajv = createAjv({ coerceTypes: "array" });
    const validate = ajv.compile({ type: "object", properties: { page: { type: "integer" } } });
    const query: Record<string, unknown> = { page: "2" };
    expect(validate(query)).toBe(true);
    expect(query.page).toBe(2);
  });

  it("knows rjsf's data-url format so file fields compile on the server too", () => {
    const validate = createAjv().compile({ type: "string", format: "data-url" });
    expect(validate("data:application/pdf;name=ssce.pdf;base64,JVBERi0=")).toBe(true);
    expect(validate("ssce.pdf")).toBe(false);
  });

  it("can extend an ajv made elsewhere (rjsf's extenderFn) and is idempotent", () => {
    const ajv = createAjv();
    expect(() => addSharedVocabulary(ajv)).not.toThrow();
  });

  it("keeps the options needed for standalone code", () => {
    expect(sharedAjvOptions.code.source).toBe(true);
    expect(sharedAjvOptions.code.esm).toBe(true);
    expect(sharedAjvOptions.removeAdditional).toBe(false);
    expect(sharedAjvOptions.allErrors).toBe(true);
  });

  it("computes ages when validating, not when compiling", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2029-06-01T12:00:00Z"));
    const validate = createAjv().compile({ type: "string", minimumAge: 15 });
    expect(validate("2015-01-01")).toBe(false);
    vi.setSystemTime(new Date("2030-06-01T12:00:00Z"));
    expect(validate("2015-01-01")).toBe(true);
  });

  it("counts the date in West Africa Time (UTC+1), so browser and server agree on a birthday at midnight", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const validate = createAjv().compile({ type: "string", minimumAge: 15 });
    vi.setSystemTime(new Date("2029-12-31T22:59:00Z"));
    expect(validate("2015-01-01")).toBe(false);
    vi.setSystemTime(new Date("2029-12-31T23:30:00Z"));
    expect(validate("2015-01-01")).toBe(true);
  });

  it("counts age by the full date: one younger until the birthday (a 14-year-old born in June fails in January)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const validate = createAjv().compile({ type: "string", minimumAge: 15 });
    vi.setSystemTime(new Date("2030-01-15T12:00:00Z"));
    expect(validate("2015-06-01")).toBe(false);
    vi.setSystemTime(new Date("2030-05-31T12:00:00Z"));
    expect(validate("2015-06-01")).toBe(false);
    vi.setSystemTime(new Date("2030-06-01T12:00:00Z"));
    expect(validate("2015-06-01")).toBe(true);
  });
});
