import { describe, expect, it } from "vitest";
import { presetHref } from "./resourcePreset";

describe("presetHref", () => {
  it("opens the list's own route with the preset's filters", () => {
    expect(
      presetHref(
        { route: "/fees_assignment/school_fees" },
        { route: "/fees_assignment/pg_school_fees", filters: { feePurposeId: 1, studentTypeId: 7 } },
      ),
    ).toBe("/fees_assignment/school_fees?feePurposeId=1&studentTypeId=7");
  });
});
