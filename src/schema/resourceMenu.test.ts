import { describe, expect, it } from "vitest";
import { menuProblemOf } from "./resourceMenu";

describe("menuProblemOf", () => {
  it("accepts no menu and a well-formed one", () => {
    expect(menuProblemOf(undefined)).toBeUndefined();
    expect(menuProblemOf({ name: "student_management" })).toBeUndefined();
    expect(menuProblemOf({ name: "utilities", roles: ["registrar"], label: "Utilities" })).toBeUndefined();
  });

  it("names what is wrong", () => {
    expect(menuProblemOf("utilities")).toMatch(/^"menu" must be/);
    expect(menuProblemOf({ name: "Student Management" })).toMatch(/^"menu.name"/);
    expect(menuProblemOf({})).toMatch(/^"menu.name"/);
    expect(menuProblemOf({ name: "utilities", roles: [] })).toMatch(/^"menu.roles"/);
    expect(menuProblemOf({ name: "utilities", roles: "registrar" })).toMatch(/^"menu.roles"/);
    expect(menuProblemOf({ name: "utilities", label: " " })).toMatch(/^"menu.label"/);
    expect(menuProblemOf({ name: "utilities", route: "/x" })).toBe(
      `"menu.route" is not a menu setting (name, roles, label)`,
    );
  });
});
