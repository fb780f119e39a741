import { describe, expect, it } from "vitest";
import { MAX_FIELD_ERRORS, MAX_JSON_DEPTH } from "./inputLimits";
import {
  DEPTH_MESSAGE,
  findInputProblems,
  NUL_MESSAGE,
  SURROGATE_MESSAGE,
  textProblem,
} from "./textProblems";

function nestedObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe("textProblem", () => {
  it("accepts ordinary text, accents and emoji (paired surrogates)", () => {
    expect(textProblem("Adébáyọ̀ Ọlá 😀 ₦5,000")).toBeUndefined();
  });
  it("refuses NUL and unpaired surrogates, high or low", () => {
    expect(textProblem("a\u0000b")).toBe(NUL_MESSAGE);
    expect(textProblem("a\ud800")).toBe(SURROGATE_MESSAGE);
    expect(textProblem("\ud800x")).toBe(SURROGATE_MESSAGE);
    expect(textProblem("x\udc00")).toBe(SURROGATE_MESSAGE);
    expect(textProblem("\udc00\ud800")).toBe(SURROGATE_MESSAGE);
  });
});

describe("findInputProblems", () => {
  it("names each bad field by its dotted path, in document order", () => {
    const problems = findInputProblems(
      { a: "fine", b: { c: ["ok", "x\u0000"] }, d: "\udfff", "k\u0000": 1 },
      "body",
    );
    expect(problems).toEqual([
      { path: "b.c.1", message: NUL_MESSAGE },
      { path: "d", message: SURROGATE_MESSAGE },
      { path: "k\\u0000", message: NUL_MESSAGE },
    ]);
  });
  it("names the part when the whole value is the problem", () => {
    expect(findInputProblems("\u0000", "body")).toEqual([{ path: "body", message: NUL_MESSAGE }]);
    expect(findInputProblems(undefined, "body")).toEqual([]);
  });
  it(`allows ${MAX_JSON_DEPTH} levels and refuses one more, without recursion on 100,000 levels`, () => {
    expect(findInputProblems(nestedObject(MAX_JSON_DEPTH), "body")).toEqual([]);
    expect(findInputProblems(nestedObject(MAX_JSON_DEPTH + 1), "body")).toEqual([
      { path: Array(MAX_JSON_DEPTH).fill("a").join("."), message: DEPTH_MESSAGE },
    ]);
    expect(findInputProblems(nestedObject(100_000), "body")).toHaveLength(1);
  });
  it("stops after MAX_FIELD_ERRORS problems", () => {
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, "\u0000"]));
    expect(findInputProblems(many, "body")).toHaveLength(MAX_FIELD_ERRORS);
  });
});
