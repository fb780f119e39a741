import { describe, expect, it } from "vitest";
import { dashboardKindOf } from "./dashboardKind";

describe("dashboardKindOf", () => {
  it("gives students, academic staff and officials their own dashboards", () => {
    expect(dashboardKindOf("Student")).toBe("student");
    expect(dashboardKindOf("lecturer")).toBe("lecturer");
    expect(dashboardKindOf("official")).toBe("admin");
  });
});
