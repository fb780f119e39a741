import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first and last names", () => {
    expect(initialsOf("Adebayo Oluwaseun Adeyemi")).toBe("AA");
  });

  it("skips titles", () => {
    expect(initialsOf("Mrs. Ngozi Okafor")).toBe("NO");
    expect(initialsOf("Prof. Aisha Garba")).toBe("AG");
    expect(initialsOf("Engr. Chidi Nwosu")).toBe("CN");
  });

  it("copes with one name, only a title, and nothing", () => {
    expect(initialsOf("adamu")).toBe("A");
    expect(initialsOf("Dr.")).toBe("D");
    expect(initialsOf("   ")).toBe("");
  });
});
