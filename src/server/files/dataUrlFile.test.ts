import { describe, expect, it } from "vitest";
import { dataUrlOf, REAL_JPEG, REAL_PNG, SMALL_PDF } from "../../../tests/support/pictures";
import { ValidationError } from "../errors";
import { checkedDataUrlFile } from "./dataUrlFile";

const lga = {
  field: "documents.lgaIdentification",
  label: "LGA identification",
  accept: ["application/pdf", "image/jpeg", "image/png"],
  keepName: true,
} as const;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return undefined;
};

describe("checkedDataUrlFile", () => {
  it("stores a real file under its real type, keeping its name when asked", () => {
    expect(checkedDataUrlFile(dataUrlOf("image/jpeg", REAL_JPEG, "lga.jpg"), lga)).toBe(
      dataUrlOf("image/jpeg", REAL_JPEG, "lga.jpg"),
    );
    expect(checkedDataUrlFile(dataUrlOf("image/png", SMALL_PDF, "lga.png"), lga)).toBe(
      dataUrlOf("application/pdf", SMALL_PDF, "lga.png"),
    );
    expect(
      checkedDataUrlFile(dataUrlOf("image/jpeg", REAL_JPEG, "me.jpg"), { ...lga, keepName: false }),
    ).toBe(dataUrlOf("image/jpeg", REAL_JPEG));
  });

  it("refuses a text file named .jpg, naming the field and the file in people's words", () => {
    const text = dataUrlOf("image/jpeg", Buffer.from("I am not an identification"), "lga.jpg");
    expect(refusal(() => checkedDataUrlFile(text, lga))).toEqual([
      { path: "documents.lgaIdentification", message: "LGA identification must be a PDF, JPEG or PNG file" },
    ]);
    const passport = {
      field: "passport",
      label: "the passport photograph",
      accept: ["image/jpeg", "image/png"],
    } as const;
    expect(refusal(() => checkedDataUrlFile(dataUrlOf("image/png", SMALL_PDF), passport))).toEqual([
      { path: "passport", message: "the passport photograph must be a JPEG or PNG picture" },
    ]);
    expect(
      refusal(() => checkedDataUrlFile(dataUrlOf("image/png", REAL_PNG), { ...passport, maxBytes: 10 })),
    ).toEqual([{ path: "passport", message: "the passport photograph must be at most 0 KB" }]);
  });
});
