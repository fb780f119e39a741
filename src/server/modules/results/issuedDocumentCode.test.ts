import { describe, expect, it } from "vitest";
import { checkIssuedDocument, issuedDocumentCode } from "./issuedDocumentCode";

const KEY = "a-test-signing-key-of-enough-length";
const WORDS = {
  name: "transcript",
  possessive: "a transcript's",
  unknown: "No such transcript.",
  genuine: "Genuine transcript.",
};

describe("checkIssuedDocument", () => {
  const held = new Map([[7, "NCE/2025/CSC/0142"]]);
  const find = async ({ recordId, regNumber }: { recordId: number; regNumber: string }) =>
    held.get(recordId) === regNumber ? { recordId, regNumber } : undefined;
  const check = (code: string) => checkIssuedDocument(code, KEY, "transcript", WORDS, find);

  it("answers genuine with what the College holds for the code's record and student", async () => {
    const code = issuedDocumentCode("transcript", 7, "NCE/2025/CSC/0142", KEY);
    expect(await check(code)).toEqual({
      state: "genuine",
      message: "Genuine transcript.",
      found: { recordId: 7, regNumber: "NCE/2025/CSC/0142" },
    });
  });

  it("says a code not signed by the College is altered, in the document's words", async () => {
    const code = issuedDocumentCode("transcript", 7, "NCE/2025/CSC/0142", KEY);
    for (const altered of [
      `${code}x`,
      "not-a-code",
      issuedDocumentCode("transcript", 7, "X", "another-key-entirely"),
    ])
      expect(await check(altered)).toEqual({
        state: "altered",
        message:
          "This code has been altered: it is not one the College issued. Do not accept the transcript.",
        found: null,
      });
  });

  it("says another kind of document's genuine code, or a record not held for that student, is unknown", async () => {
    expect(await check(issuedDocumentCode("clearance", 7, "NCE/2025/CSC/0142", KEY))).toEqual({
      state: "unknown",
      message: "This code is not a transcript's: it was issued with another College document.",
      found: null,
    });
    for (const [record, student] of [
      [8, "NCE/2025/CSC/0142"],
      [7, "NCE/2025/CSC/0143"],
    ] as const)
      expect(await check(issuedDocumentCode("transcript", record, student, KEY))).toEqual({
        state: "unknown",
        message: "No such transcript.",
        found: null,
      });
  });
});
