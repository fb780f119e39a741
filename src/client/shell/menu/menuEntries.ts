import { matchPath } from "react-router-dom";
import type { ResourceGroup, ResourceMenu } from "../../../schema/resourceFile";
import { DEFAULT_MENU_ICON, MENU_ROUTES, type MenuRoute } from "./menuRoutes";

/** One line of the side menu: a server menu name and the screen it opens. */
export interface MenuEntry extends MenuRoute {
  name: string;
}

/** What the menu needs to know of a screen in the user's route table (screens/types.ts). */
export interface MenuScreen {
  path: string;
  /** Roles (or user types) who may open it; absent: everyone the route table is for. */
  access?: readonly string[];
  /** The menu name it answers for when no screen is at the name's own route. */
  menu?: ResourceMenu;
  /** The tab bar it sits in (screens/groupTabs.ts): a page marks the entry that opens its bar. */
  group?: ResourceGroup;
}

/** Whether one of `roles` lets the signed-in user in (the server's access rule). */
export type CanOpen = (roles: readonly string[]) => boolean;

/**
 * Where a menu name leads for this user: the screen at the name's own route when there is one
 * they may open, else the first screen declaring the name (`ResourceMenu`) for one of their roles.
 */
function screenFor(
  name: string,
  ownRoute: string | undefined,
  screens: readonly MenuScreen[],
  canOpen: CanOpen,
): { route: string; label?: string } | undefined {
  const own = screens.find((screen) => screen.path === ownRoute);
  if (own && (own.access === undefined || canOpen(own.access))) return { route: own.path };
  const standIn = screens.find((screen) => {
    if (screen.menu?.name !== name) return false;
    const roles = screen.menu.roles ?? screen.access;
    return roles === undefined || canOpen(roles);
  });
  return standIn && { route: standIn.path, label: standIn.menu?.label };
}

/**
 * The side menu for the names the server returned at login, in the server's order. A name is
 * shown only when it opens a screen this user may use (spec: "names with no matching route are
 * dropped"), so no entry bounces back to the dashboard; repeats are dropped too. As screens are
 * added to the route tables, their entries appear by themselves.
 */
export function menuEntriesFor(
  names: readonly string[],
  screens: readonly MenuScreen[],
  canOpen: CanOpen,
  routes: Readonly<Record<string, MenuRoute>> = MENU_ROUTES,
): MenuEntry[] {
  const seen = new Set<string>();
  const entries: MenuEntry[] = [];
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    const known = Object.hasOwn(routes, name) ? routes[name] : undefined;
    const screen = screenFor(name, known?.route, screens, canOpen);
    if (!screen) continue;
    entries.push({
      name,
      label: known?.label ?? screen.label ?? name,
      icon: known?.icon ?? DEFAULT_MENU_ICON,
      route: screen.route,
    });
  }
  return entries;
}

function firstSegment(path: string): string {
  return path.split("/").find((part) => part !== "") ?? "";
}

/** The tab groups the screen at `pathname` sits in: its own, and the one its group is a tab of. */
function groupsAt(screens: readonly MenuScreen[], pathname: string): string[] {
  const group = screens.find(
    (candidate) => candidate.group && matchPath(candidate.path, pathname) !== null,
  )?.group;
  if (!group) return [];
  const within = screens.find((other) => other.group?.name === group.name && other.group.within)?.group
    ?.within?.name;
  return within ? [group.name, within] : [group.name];
}

/**
 * The entry the current page belongs to: an exact route match first, then the entry whose route
 * the page lies under (the longest: /applications/review/view marks "Application Review", not
 * "Applications"), then the entry that opens a tab of the page's own tab bar (/applications/setup,
 * a tab beside "Application Types", marks "Applications", whichever entry comes first in the menu),
 * else the entry whose area (first path segment) the page is in, so /academic_fees/sundry still
 * marks "Academic Fees".
 */
export function currentMenuEntry(
  entries: readonly MenuEntry[],
  pathname: string,
  /** The user's route table, whose tab groups say which entry a tab page belongs to. */
  screens: readonly MenuScreen[] = [],
): MenuEntry | undefined {
  const exact = entries.find((entry) => entry.route === pathname);
  if (exact) return exact;
  const under = entries
    .filter((entry) => pathname.startsWith(`${entry.route}/`))
    .sort((a, b) => b.route.length - a.route.length)[0];
  if (under) return under;
  const groups = groupsAt(screens, pathname);
  const sameBar =
    groups.length > 0
      ? entries.find((entry) => groupsAt(screens, entry.route).some((g) => groups.includes(g)))
      : undefined;
  if (sameBar) return sameBar;
  const area = firstSegment(pathname);
  return area === "" ? undefined : entries.find((entry) => firstSegment(entry.route) === area);
}
