import { describe, expect, it } from "vitest";
import { type CanOpen, currentMenuEntry, type MenuScreen, menuEntriesFor } from "./menuEntries";
import { DEFAULT_MENU_ICON, MENU_ROUTES } from "./menuRoutes";

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

/** A screen at every spec route, open to everyone: the menu as it will be when all screens exist. */
const EVERY_SPEC_SCREEN: MenuScreen[] = Object.values(MENU_ROUTES).map((route) => ({ path: route.route }));
const anyone: CanOpen = () => true;
/** A registrar: passes `official` and `registrar` checks only. */
const registrar: CanOpen = (roles) => roles.includes("official") || roles.includes("registrar");

describe("menuEntriesFor", () => {
  it("maps the student menu to the spec's routes, in the server's order", () => {
    const entries = menuEntriesFor(STUDENT_MENU_NAMES, EVERY_SPEC_SCREEN, anyone);
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

  it("drops a name whose screen does not exist yet, instead of leading to a bounce", () => {
    const screens = [{ path: "/dashboard" }, { path: "/profile" }];
    expect(menuEntriesFor(STUDENT_MENU_NAMES, screens, anyone).map((entry) => entry.name)).toEqual([
      "dashboard",
      "profile",
    ]);
  });

  it("drops a name whose screen the user may not open", () => {
    const screens = [{ path: "/user_management/users", access: ["superadmin"] }];
    expect(menuEntriesFor(["user_management"], screens, registrar)).toEqual([]);
    expect(menuEntriesFor(["user_management"], screens, anyone).map((entry) => entry.route)).toEqual([
      "/user_management/users",
    ]);
  });

  it("leads to a screen that declares the name while the name's own route has no screen", () => {
    const standIn: MenuScreen = {
      path: "/student_management/session_manager",
      access: ["official"],
      menu: { name: "student_management" },
    };
    const [entry] = menuEntriesFor(["student_management"], [standIn], registrar);
    expect(entry).toMatchObject({
      label: "Student Management",
      route: "/student_management/session_manager",
    });
    // Once the area's own first screen exists, the entry leads there.
    const own: MenuScreen = { path: "/student_management/search_student" };
    expect(menuEntriesFor(["student_management"], [standIn, own], registrar)[0]?.route).toBe(
      "/student_management/search_student",
    );
  });

  it("shows a declared entry only to the roles the declaration names (default: the screen's readers)", () => {
    const screen: MenuScreen = {
      path: "/utilities/lookups/campuses",
      access: ["official"],
      menu: { name: "utilities", roles: ["bursar"] },
    };
    expect(menuEntriesFor(["utilities"], [screen], registrar)).toEqual([]);
    expect(menuEntriesFor(["utilities"], [screen], (roles) => roles.includes("bursar"))).toHaveLength(1);
  });

  it("labels a name the portal does not know from its screen's declaration", () => {
    const screen: MenuScreen = {
      path: "/scholarships",
      menu: { name: "scholarships", label: "Scholarships" },
    };
    expect(menuEntriesFor(["scholarships"], [screen], anyone)).toEqual([
      { name: "scholarships", label: "Scholarships", route: "/scholarships", icon: DEFAULT_MENU_ICON },
    ]);
  });

  it("maps staff names to their spec routes", () => {
    const routes = Object.fromEntries(
      menuEntriesFor(
        ["notice_board", "my_class", "my_courses", "result_management", "application_reports"],
        EVERY_SPEC_SCREEN,
        anyone,
      ).map((entry) => [entry.name, entry.route]),
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
    const entries = menuEntriesFor(
      ["dashboard", "no_such_menu", "dashboard", "toString", "payments"],
      EVERY_SPEC_SCREEN,
      anyone,
    );
    expect(entries.map((entry) => entry.name)).toEqual(["dashboard", "payments"]);
  });

  it("gives an empty menu for no names", () => {
    expect(menuEntriesFor([], EVERY_SPEC_SCREEN, anyone)).toEqual([]);
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
  const entries = menuEntriesFor(STUDENT_MENU_NAMES, EVERY_SPEC_SCREEN, anyone);

  it("prefers an exact route match", () => {
    expect(currentMenuEntry(entries, "/profile")?.name).toBe("profile");
  });

  it("marks the area a deeper page belongs to", () => {
    expect(currentMenuEntry(entries, "/academic_fees/sundry/invoice")?.name).toBe("academic_fees");
    expect(currentMenuEntry(entries, "/results/result")?.name).toBe("results");
  });

  it("marks the entry whose route a page lies under before the area's first entry", () => {
    const staff = menuEntriesFor(["applications", "application_review"], EVERY_SPEC_SCREEN, anyone);
    expect(currentMenuEntry(staff, "/applications/review/view")?.name).toBe("application_review");
    expect(currentMenuEntry(staff, "/applications/delete")?.name).toBe("applications");
  });

  it("marks nothing for pages outside the menu", () => {
    expect(currentMenuEntry(entries, "/no_access")).toBeUndefined();
    expect(currentMenuEntry(entries, "/")).toBeUndefined();
  });
});
