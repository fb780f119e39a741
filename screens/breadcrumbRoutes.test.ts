import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "../src/client/shell/breadcrumbs/breadcrumbs";
import { menuEntriesFor } from "../src/client/shell/menu/menuEntries";
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
        const links = breadcrumbTrail(path, entries, undefined, opens).flatMap((crumb) =>
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
});
