import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "../src/client/shell/breadcrumbs/breadcrumbs";
import { currentMenuEntry, menuEntriesFor } from "../src/client/shell/menu/menuEntries";
import { opensScreen } from "../src/client/shell/menu/opensScreen";
import { isAllowed } from "../src/schema/access";
import { DEMO_USERS, ROLES } from "../src/server/db/seed/identity";
import { signedInScreens } from "./signedIn";

/**
 * Every crumb of every page, for every demo account (one per role), against the route table:
 * a crumb links only to a page that opens for that user (issue 20: the fees edit, school fees
 * receipt, hostel fees and a lecturer's course management crumbs bounced), and no two crumbs of a
 * trail link to the same page (their keys were the links, and React warned of duplicate keys).
 */
describe("breadcrumbs over every role's route table", () => {
  for (const account of DEMO_USERS) {
    const roles = account.roles ?? [];
    it(`${account.userName} (${roles.join(", ")}): every crumb opens a page, each once`, () => {
      const { screens } = signedInScreens[account.userType === "student" ? "student" : "staff"];
      const canOpen = (allowed: readonly string[]) =>
        isAllowed({ userType: account.userType, roles, claims: [] }, { roles: [...allowed] });
      const menus = [...new Set(roles.flatMap((role) => ROLES[role]?.menus ?? []))];
      const entries = menuEntriesFor(menus, screens, canOpen);
      const opens = (path: string) => opensScreen(screens, canOpen, path);

      const problems: string[] = [];
      let pages = 0;
      for (const screen of screens) {
        if (screen.path.includes("*") || (screen.access && !canOpen(screen.access))) continue;
        const path = screen.path.replace(/:[^/]+/g, "1");
        pages += 1;
        const links = breadcrumbTrail(path, entries, undefined, opens, screens).flatMap((crumb) =>
          crumb.href ? [crumb.href] : [],
        );
        for (const href of links) if (!opens(href)) problems.push(`${path}: ${href} does not open`);
        if (new Set(links).size !== links.length)
          problems.push(`${path}: links repeat (${links.join(", ")})`);
      }
      expect(pages).toBeGreaterThan(5);
      expect(problems).toEqual([]);
    });
  }

  it("keeps the crumbs that open as links, and names the others as plain text", () => {
    const entries = [{ name: "hostel", label: "Hostel", icon: "home" as const, route: "/hostel" }];
    const opens = (path: string) => path === "/hostel";
    expect(breadcrumbTrail("/hostel_fees/receipt", entries, undefined, opens)).toEqual([
      { text: "Hostel Fees" },
      { text: "Receipt" },
    ]);
  });

  it("names a tab page's area after the entry that opens its tab bar, whatever the menu's order", () => {
    const { screens } = signedInScreens.staff;
    // Application Review comes first, as in the registrar's menu the newcomer met.
    const entries = menuEntriesFor(["application_review", "applications"], screens, () => true);
    const trail = breadcrumbTrail("/applications/setup", entries, undefined, () => true, screens);
    expect(trail.map((crumb) => crumb.text)).toEqual(["Applications", "Setup"]);
    expect(currentMenuEntry(entries, "/applications/setup", screens)?.name).toBe("applications");
    expect(currentMenuEntry(entries, "/applications/review/view", screens)?.name).toBe("application_review");
  });

  it("marks, on every tab of a bar a menu entry opens, an entry opening that bar", () => {
    const { screens } = signedInScreens.staff;
    const menus = [...new Set(Object.values(ROLES).flatMap((role) => role.menus ?? []))];
    const entries = menuEntriesFor(menus, screens, () => true);
    const groupOf = (path: string) => screens.find((screen) => screen.path === path)?.group?.name;
    const problems: string[] = [];
    for (const entry of entries) {
      const group = groupOf(entry.route);
      if (!group) continue;
      for (const tab of screens.filter((screen) => screen.group?.name === group && !screen.redirectTo)) {
        const marked = currentMenuEntry(entries, tab.path, screens);
        // A tab that is itself another entry's page (or lies under one) belongs to that entry.
        const ownEntry = entries.some(
          (other) => tab.path === other.route || tab.path.startsWith(`${other.route}/`),
        );
        if (!ownEntry && (!marked || groupOf(marked.route) !== group))
          problems.push(`${tab.path}: marks ${marked?.name ?? "nothing"}, not ${entry.name}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
