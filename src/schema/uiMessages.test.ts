import { describe, expect, it } from "vitest";
import { uiMessageAt } from "./uiMessages";

const ui = {
  teaching: {
    years: {
      "ui:messages": {
        required: "please input your years",
        integer: "whole years",
        maximum: "at most {limit}",
      },
    },
    licenceFile: { "ui:messages": { dependentRequired: "with its number" } },
  },
  olevel: { items: { subjects: { "ui:messages": { completeRows: "fill {rows} rows" } } } },
};

describe("uiMessageAt", () => {
  it("finds a field's own words by the failed rule, through sections and list rows, either path form", () => {
    expect(uiMessageAt(ui, "teaching.years", { keyword: "required" })).toBe("please input your years");
    expect(uiMessageAt(ui, ".teaching.years", { keyword: "maximum", params: { limit: 40 } })).toBe(
      "at most 40",
    );
    expect(uiMessageAt(ui, "olevel.1.subjects", { keyword: "completeRows", params: { rows: 5 } })).toBe(
      "fill 5 rows",
    );
  });

  it("takes a type error by its type and 'given together' by dependentRequired", () => {
    expect(uiMessageAt(ui, "teaching.years", { keyword: "type", params: { type: "integer" } })).toBe(
      "whole years",
    );
    expect(uiMessageAt(ui, "teaching.licenceFile", { keyword: "dependencies" })).toBe("with its number");
  });

  it("has nothing for a rule, a field or a UI schema without words", () => {
    expect(uiMessageAt(ui, "teaching.years", { keyword: "minimum" })).toBeUndefined();
    expect(uiMessageAt(ui, "teaching.other", { keyword: "required" })).toBeUndefined();
    expect(uiMessageAt(undefined, "teaching.years", { keyword: "required" })).toBeUndefined();
    // A placeholder the rule has no value for stays as written.
    expect(uiMessageAt(ui, "teaching.years", { keyword: "maximum" })).toBe("at most {limit}");
  });
});
