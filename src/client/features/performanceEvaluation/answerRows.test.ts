import { describe, expect, it } from "vitest";
import personalRecord from "../../../../schemas/forms/aper-personal-record.json";
import qualifications from "../../../../schemas/forms/aper-qualifications.json";
import reviewer from "../../../../schemas/forms/aper-reviewer-assessment.json";
import { readFormFile } from "../../../schema/formFiles";
import { answerRows } from "./answerRows";

describe("answerRows", () => {
  it("names lookups and graded choices, and leaves an empty field as a dash", () => {
    const rows = answerRows(
      readFormFile("schemas/forms/aper-personal-record.json", personalRecord),
      { presentRank: "Lecturer II", pensionFundId: 2, bankId: 9, dateOfBirth: "1984-03-14" },
      { pensionFunds: [{ id: 2, name: "Trustfund Pensions" }], banks: [] },
    );
    expect(rows).toContainEqual({
      kind: "value",
      label: "Present rank or designation",
      value: "Lecturer II",
    });
    expect(rows).toContainEqual({
      kind: "value",
      label: "Pension fund administrator",
      value: "Trustfund Pensions",
    });
    // An id the list does not (yet) hold is shown as it is rather than hidden.
    expect(rows).toContainEqual({ kind: "value", label: "Salary bank", value: "9" });
    expect(rows).toContainEqual({ kind: "value", label: "IPPIS number", value: "—" });
    expect(rows).toContainEqual({ kind: "value", label: "Date of birth", value: "14 March 1984" });
    const grades = answerRows(
      readFormFile("schemas/forms/aper-reviewer-assessment.json", reviewer),
      { overallGrade: "B" },
      {},
    );
    expect(grades).toContainEqual({ kind: "value", label: "Overall performance", value: "B — Very good" });
  });

  it("shows a list as a table with the items' titles", () => {
    const [first] = answerRows(
      readFormFile("schemas/forms/aper-qualifications.json", qualifications),
      { qualifications: [{ qualification: "NCE", institution: "FCE(T) Bichi", year: 2004 }] },
      {},
    );
    expect(first).toEqual({
      kind: "table",
      label: "Qualifications",
      columns: ["Qualification", "Institution", "Year obtained"],
      rows: [["NCE", "FCE(T) Bichi", "2004"]],
    });
  });
});
