import { describe, expect, it } from "vitest";
import { enteredCertificates, enteredSittings } from "./enteredItems";

describe("an application's entered items", () => {
  it("reads each O-level sitting with its filled subject rows only", () => {
    const data = {
      olevel: [
        {
          examinationTypeId: 1,
          examYear: 2021,
          examNumber: " 4250101001 ",
          subjects: [{ subjectId: 9, grade: "B3" }, {}, { subjectId: 4 }],
        },
        { examinationTypeId: 2, examYear: 2022, examNumber: "NECO22", examCenter: "Ibadan", subjects: [] },
      ],
    };
    expect(enteredSittings(data)).toEqual([
      {
        examinationTypeId: 1,
        examNumber: "4250101001",
        examYear: 2021,
        examCenter: null,
        subjects: [
          { subjectId: 9, grade: "B3" },
          { subjectId: 4, grade: null },
        ],
      },
      { examinationTypeId: 2, examNumber: "NECO22", examYear: 2022, examCenter: "Ibadan", subjects: [] },
    ]);
  });

  it("finds no sitting in an application without them, or in data that is not an application", () => {
    expect(enteredSittings({ personal: {} })).toEqual([]);
    expect(enteredSittings(null)).toEqual([]);
    expect(enteredSittings({ olevel: "WAEC" })).toEqual([]);
  });

  it("reads certificates from a list, or the one certificate of the uploads", () => {
    expect(
      enteredCertificates({
        certificates: [{ certificate: "file:12", certificateTypeId: 6 }, { certificateTypeId: 2 }],
      }),
    ).toEqual([
      { certificateTypeId: 6, uploaded: true },
      { certificateTypeId: 2, uploaded: false },
    ]);
    expect(
      enteredCertificates({ uploads: { passport: "data:", certificate: "data:x", certificateTypeId: 2 } }),
    ).toEqual([{ certificateTypeId: 2, uploaded: true }]);
    expect(enteredCertificates({ uploads: { passport: "data:" } })).toEqual([]);
  });
});
