import { describe, expect, it } from "vitest";
import { courseDecisionNotice } from "./decisionNotice";

const term = { session: "2026/2027", semester: "First Semester" };

describe("course decision notice", () => {
  it("says the registration was approved", () => {
    expect(courseDecisionNotice(term, { approved: true, remark: null })).toEqual({
      type: "Course registration approved",
      message: "Your course registration for 2026/2027, First Semester was approved.",
    });
  });

  it("says the registration was returned, with the approver's reason", () => {
    expect(courseDecisionNotice(term, { approved: false, remark: " Add GSE 211. " }).message).toBe(
      "Your course registration for 2026/2027, First Semester was returned: Add GSE 211.",
    );
    expect(courseDecisionNotice(term, { approved: false, remark: null }).message).toBe(
      "Your course registration for 2026/2027, First Semester was returned. Please see your course adviser.",
    );
  });
});
