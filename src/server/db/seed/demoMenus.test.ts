import { describe, expect, it } from "vitest";
import { signedInScreens } from "../../../../screens/signedIn";
import { audienceOf } from "../../../client/session/loginFlow";
import { menuEntriesFor } from "../../../client/shell/menu/menuEntries";
import { isAllowed } from "../../../schema/access";
import { DEMO_USERS, ROLES } from "./identity";

/** The menu names the server gives a user: those of each of their roles. */
function menuNamesOf(roles: readonly string[]): string[] {
  return [...new Set(roles.flatMap((role) => ROLES[role]?.menus ?? []))];
}

describe("every menu entry a demo account sees opens a screen", () => {
  for (const user of DEMO_USERS) {
    it(`${user.userName}`, () => {
      const holder = { userType: user.userType, roles: user.roles ?? [], claims: [] };
      const canOpen = (roles: readonly string[]) => isAllowed(holder, { roles });
      const { screens } = signedInScreens[audienceOf(user.userType)];
      const entries = menuEntriesFor(menuNamesOf(holder.roles), screens, canOpen);

      expect(entries.map((entry) => entry.name).slice(0, 2)).toEqual(["dashboard", "profile"]);
      for (const entry of entries) {
        const screen = screens.find((candidate) => candidate.path === entry.route);
        expect(screen, `${entry.name} → ${entry.route}`).toBeDefined();
        expect(screen?.access === undefined || canOpen(screen.access), `${entry.name} may be opened`).toBe(
          true,
        );
      }
    });
  }

  it("leads each area to its own first screen", () => {
    const registrar = DEMO_USERS.find((user) => user.userName === "registrar");
    const holder = { userType: "official", roles: registrar?.roles ?? [], claims: [] };
    const entries = menuEntriesFor(menuNamesOf(holder.roles), signedInScreens.staff.screens, (roles) =>
      isAllowed(holder, { roles }),
    );
    // Utilities' own first screen is O-level verification (the lookup lists declaring the menu stand aside).
    expect(entries.find((entry) => entry.name === "utilities")?.route).toBe("/utilities/olevel_verification");
    // Student management has its own first screen now, the students list.
    expect(entries.find((entry) => entry.name === "student_management")?.route).toBe(
      "/student_management/search_student",
    );
    // The annual performance evaluation opens its own first screen.
    expect(entries.find((entry) => entry.name === "performance_evaluation")?.route).toBe(
      "/performance_evaluation",
    );
  });
});
