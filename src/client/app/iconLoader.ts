import { type IconName, type IconPaths, IconSize, Icons } from "@blueprintjs/icons";

/**
 * Blueprint's default loader fetches every icon of a size in one ~106 KB (gzip) chunk the first
 * time any icon shows. Instead each icon the portal uses is listed here and becomes its own tiny
 * chunk, fetched on first use. Add a line when a screen (or a Blueprint component) needs a new icon;
 * in development a missing one is reported in the console.
 */
type PathsModule = () => Promise<{ default: IconPaths }>;

/** A side-menu icon: all of them come in one chunk (sideMenuIconPaths.ts). */
const sideMenuIcon =
  (name: IconName): PathsModule =>
  () =>
    import("./sideMenuIconPaths").then((module) => ({ default: module.SIDE_MENU_ICON_PATHS[name] ?? [] }));

// Literal paths: the bundler can only split imports it can read.
const SMALL: Partial<Record<IconName, PathsModule>> = {
  // Used inside Blueprint's own components (dialogs, toasts, callouts, selects, menus, sections).
  cross: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js"),
  "small-cross": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/small-cross.js"),
  tick: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/tick.js"),
  "tick-circle": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js"),
  "info-sign": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/info-sign.js"),
  "warning-sign": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js"),
  error: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/error.js"),
  "caret-down": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/caret-down.js"),
  "caret-right": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/caret-right.js"),
  "double-caret-vertical": () =>
    import("@blueprintjs/icons/lib/esm/generated/16px/paths/double-caret-vertical.js"),
  "chevron-up": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-up.js"),
  "chevron-down": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-down.js"),
  "chevron-left": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js"),
  "chevron-right": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js"),
  search: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/search.js"),
  // Portal screens.
  menu: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js"),
  "arrow-up": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-up.js"),
  "arrow-down": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-down.js"),
  "arrow-left": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js"),
  "arrow-right": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js"),
  plus: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/plus.js"),
  trash: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js"),
  duplicate: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/duplicate.js"),
  edit: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js"),
  print: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/print.js"),
  download: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/download.js"),
  upload: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/upload.js"),
  notifications: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/notifications.js"),
  user: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/user.js"),
  "log-out": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js"),
  calendar: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js"),
  document: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/document.js"),
  "eye-open": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js"),
  "eye-off": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js"),
  refresh: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js"),
  filter: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/filter.js"), // Side-menu entries (src/client/shell/menu/menuRoutes.ts).
  application: sideMenuIcon("application"),
  applications: sideMenuIcon("applications"),
  "bank-account": sideMenuIcon("bank-account"),
  book: sideMenuIcon("book"),
  briefcase: sideMenuIcon("briefcase"),
  chart: sideMenuIcon("chart"),
  clipboard: sideMenuIcon("clipboard"),
  "cloud-upload": sideMenuIcon("cloud-upload"),
  "credit-card": sideMenuIcon("credit-card"),
  dashboard: sideMenuIcon("dashboard"),
  dollar: sideMenuIcon("dollar"),
  endorsed: sideMenuIcon("endorsed"),
  home: sideMenuIcon("home"),
  "id-number": sideMenuIcon("id-number"),
  learning: sideMenuIcon("learning"),
  manual: sideMenuIcon("manual"),
  office: sideMenuIcon("office"),
  people: sideMenuIcon("people"),
  pin: sideMenuIcon("pin"),
  projects: sideMenuIcon("projects"),
  star: sideMenuIcon("star"),
  "swap-horizontal": sideMenuIcon("swap-horizontal"),
  th: sideMenuIcon("th"),
  "timeline-bar-chart": sideMenuIcon("timeline-bar-chart"),
  wrench: sideMenuIcon("wrench"),
};

const LARGE: Partial<Record<IconName, PathsModule>> = {
  error: () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/error.js"),
  search: () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/search.js"),
  "info-sign": () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/info-sign.js"),
  "warning-sign": () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js"),
  document: () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/document.js"),
  lock: () => import("@blueprintjs/icons/lib/esm/generated/20px/paths/lock.js"),
};

export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const load = (size >= IconSize.LARGE ? LARGE[name] : undefined) ?? SMALL[name];
  if (!load) {
    if (import.meta.env.DEV) console.warn(`Icon "${name}" is not listed in src/client/app/iconLoader.ts`);
    return [];
  }
  return (await load()).default;
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
