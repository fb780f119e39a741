import { MENU_ROUTES, type MenuRoute } from "./menuRoutes";

/** One line of the side menu: a server menu name that has a route. */
export interface MenuEntry extends MenuRoute {
  name: string;
}

/**
 * The side menu for the names the server returned at login, in the server's order. Names with no
 * route are dropped (spec: "names with no matching route are dropped"), and so are repeats.
 */
export function menuEntriesFor(
  names: readonly string[],
  routes: Readonly<Record<string, MenuRoute>> = MENU_ROUTES,
): MenuEntry[] {
  const seen = new Set<string>();
  const entries: MenuEntry[] = [];
  for (const name of names) {
    const route = Object.hasOwn(routes, name) ? routes[name] : undefined;
    if (!route || seen.has(name)) continue;
    seen.add(name);
    entries.push({ name, ...route });
  }
  return entries;
}

function firstSegment(path: string): string {
  return path.split("/").find((part) => part !== "") ?? "";
}

/**
 * The entry the current page belongs to: an exact route match first, else the entry whose area
 * (first path segment) the page is in, so /academic_fees/sundry still marks "Academic Fees".
 */
export function currentMenuEntry(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  const exact = entries.find((entry) => entry.route === pathname);
  if (exact) return exact;
  const area = firstSegment(pathname);
  return area === "" ? undefined : entries.find((entry) => firstSegment(entry.route) === area);
}
