import { describe, expect, it } from "vitest";
import { currentMenuEntry, menuEntriesFor } from "./menuEntries";
import { MENU_ROUTES } from "./menuRoutes";

/** What the server sends a student at login (src/server/db/seed/identity.ts). */
const STUDENT_MENU_NAMES = [
  "dashboard",
  "profile",
  "academic_fees",
  "development_levy",
  "course_registration",
  "results",
  "siwes",
];

describe("menuEntriesFor", () => {
  it("maps the student menu to the spec's routes, in the server's order", () => {
    const entries = menuEntriesFor(STUDENT_MENU_NAMES);
    expect(entries.map((entry) => [entry.name, entry.route])).toEqual([
      ["dashboard", "/dashboard"],
      ["profile", "/profile"],
      ["academic_fees", "/academic_fees/school_fees"],
      ["development_levy", "/development_levy"],
      ["course_registration", "/course_registration"],
      ["results", "/results"],
      ["siwes", "/siwes"],
    ]);
  });

  it("maps staff names to their spec routes", () => {
    const routes = Object.fromEntries(
      menuEntriesFor([
        "notice_board",
        "my_class",
        "my_courses",
        "result_management",
        "application_reports",
      ]).map((entry) => [entry.name, entry.route]),
    );
    expect(routes).toEqual({
      notice_board: "/notice_board_management",
      my_class: "/class",
      my_courses: "/records",
      result_management: "/results/classlist",
      application_reports: "/app_reports/application_reports",
    });
  });

  it("drops names with no route, repeats, and names inherited from Object", () => {
    const entries = menuEntriesFor(["dashboard", "no_such_menu", "dashboard", "toString", "payments"]);
    expect(entries.map((entry) => entry.name)).toEqual(["dashboard", "payments"]);
  });

  it("gives an empty menu for no names", () => {
    expect(menuEntriesFor([])).toEqual([]);
  });

  it("has a label, an absolute route and an icon for every entry", () => {
    for (const [name, route] of Object.entries(MENU_ROUTES)) {
      expect(route.label, name).not.toBe("");
      expect(route.route.startsWith("/"), name).toBe(true);
      expect(route.icon, name).toBeTruthy();
    }
  });
});

describe("currentMenuEntry", () => {
  const entries = menuEntriesFor(STUDENT_MENU_NAMES);

  it("prefers an exact route match", () => {
    expect(currentMenuEntry(entries, "/profile")?.name).toBe("profile");
  });

  it("marks the area a deeper page belongs to", () => {
    expect(currentMenuEntry(entries, "/academic_fees/sundry/invoice")?.name).toBe("academic_fees");
    expect(currentMenuEntry(entries, "/results/result")?.name).toBe("results");
  });

  it("marks nothing for pages outside the menu", () => {
    expect(currentMenuEntry(entries, "/no_access")).toBeUndefined();
    expect(currentMenuEntry(entries, "/")).toBeUndefined();
  });
});
