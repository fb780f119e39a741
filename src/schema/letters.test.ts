import { describe, expect, it } from "vitest";
import {
  fillLetterText,
  JUPEB_PROGRAMME_GROUP,
  LETTER_KINDS,
  LETTER_ROUTES,
  LETTER_TEMPLATES,
  letterIsFor,
  letterKindFor,
  POSTGRADUATE_PROGRAMME_GROUP,
} from "./letters";

const UNDERGRADUATE = 1;

describe("letter templates", () => {
  it("gives each programme group exactly one acceptance letter", () => {
    for (const group of [UNDERGRADUATE, 3, 9, JUPEB_PROGRAMME_GROUP, POSTGRADUATE_PROGRAMME_GROUP]) {
      const acceptance = LETTER_KINDS.filter(
        (kind) => LETTER_TEMPLATES[kind].feePurposeId === 2 && letterIsFor(kind, group),
      );
      expect(acceptance, `group ${group}`).toHaveLength(1);
    }
    expect(letterKindFor("acceptance", JUPEB_PROGRAMME_GROUP)).toBe("acceptance_jupeb");
    expect(letterKindFor("acceptance_jupeb", UNDERGRADUATE)).toBe("acceptance");
    expect(letterKindFor("acceptance", POSTGRADUATE_PROGRAMME_GROUP)).toBe("acceptance_pg");
    expect(letterKindFor("development_levy_clearance", JUPEB_PROGRAMME_GROUP)).toBe(
      "development_levy_clearance",
    );
  });

  it("uses only placeholders the letter facts fill, and unique routes and codes", () => {
    const known = new Set([
      "studentName",
      "matricNumber",
      "programme",
      "department",
      "level",
      "session",
      "amountPaid",
      "paidAt",
      "receiptNumber",
      "collegeName",
    ]);
    for (const kind of LETTER_KINDS) {
      const template = LETTER_TEMPLATES[kind];
      for (const text of [template.salutation, ...template.paragraphs])
        for (const [, name] of text.matchAll(/\{(\w+)\}/g)) expect(known, `${kind}: ${name}`).toContain(name);
    }
    const routes = LETTER_KINDS.map((kind) => LETTER_ROUTES[kind]);
    const codes = LETTER_KINDS.map((kind) => LETTER_TEMPLATES[kind].referenceCode);
    expect(new Set(routes).size).toBe(routes.length);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(fillLetterText("Dear {studentName}, {nope}", { studentName: "Ada Obi" })).toBe(
      "Dear Ada Obi, {nope}",
    );
  });
});
