import { describe, expect, it } from "vitest";
import { readDocumentCode, signDocumentCode } from "./documentCode";

const KEY = "k".repeat(40);
const FIELDS = ["R", "INV0000012AB3C4"];

describe("document codes", () => {
  it("reads back the facts it signed, in compact base64url", () => {
    const code = signDocumentCode(FIELDS, KEY);
    expect(code).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(code.length).toBeLessThan(60);
    expect(readDocumentCode(code, KEY)).toEqual({ state: "genuine", fields: FIELDS });
    const letter = ["L", "acceptance", "INV0000012AB3C4", "NCE/2025/CSC/0101"];
    expect(readDocumentCode(signDocumentCode(letter, KEY), KEY)).toEqual({
      state: "genuine",
      fields: letter,
    });
  });

  it("refuses the code after any one character is changed", () => {
    const code = signDocumentCode(FIELDS, KEY);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
    for (let at = 0; at < code.length; at++) {
      for (const replacement of alphabet) {
        if (replacement === code[at]) continue;
        const tampered = `${code.slice(0, at)}${replacement}${code.slice(at + 1)}`;
        expect(readDocumentCode(tampered, KEY), `${at}: ${tampered}`).toEqual({ state: "altered" });
      }
    }
  });

  it("refuses a code whose facts were swapped for another's", () => {
    const [, tag] = signDocumentCode(FIELDS, KEY).split(".");
    const otherPayload = Buffer.from("R|INV0000013AB3C4").toString("base64url");
    expect(readDocumentCode(`${otherPayload}.${tag}`, KEY)).toEqual({ state: "altered" });
  });

  it("refuses a code signed with another key", () => {
    const code = signDocumentCode(FIELDS, "another-key-".repeat(4));
    expect(readDocumentCode(code, KEY)).toEqual({ state: "altered" });
  });

  it("refuses malformed codes without throwing", () => {
    for (const junk of ["", ".", "abc", "a.b.c", "!!!.???", `${"A".repeat(10)}.`, "UnxJTlY.AAAA"])
      expect(readDocumentCode(junk, KEY)).toEqual({ state: "altered" });
  });

  it("will not sign fields that would read back differently", () => {
    expect(() => signDocumentCode(["R", "a|b"], KEY)).toThrow();
    expect(() => signDocumentCode([], KEY)).toThrow();
    expect(() => signDocumentCode(["R", ""], KEY)).toThrow();
  });
});
