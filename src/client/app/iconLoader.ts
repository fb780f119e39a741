import { type IconName, type IconPaths, IconSize, Icons } from "@blueprintjs/icons";

/**
 * Blueprint's default loader fetches every icon of a size in one ~106 KB (gzip) chunk the first
 * time any icon shows. Instead each icon the portal uses is listed here and becomes its own tiny
 * chunk, fetched on first use. Add a line when a screen (or a Blueprint component) needs a new icon;
 * in development a missing one is reported in the console.
 */
type PathsModule = () => Promise<{ default: IconPaths }>;

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
  application: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/application.js"),
  applications: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/applications.js"),
  "bank-account": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account.js"),
  book: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/book.js"),
  briefcase: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase.js"),
  chart: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/chart.js"),
  clipboard: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard.js"),
  "cloud-upload": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/cloud-upload.js"),
  "credit-card": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/credit-card.js"),
  dashboard: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js"),
  dollar: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/dollar.js"),
  endorsed: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js"),
  home: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/home.js"),
  "id-number": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/id-number.js"),
  learning: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/learning.js"),
  manual: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/manual.js"),
  office: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/office.js"),
  people: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/people.js"),
  pin: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/pin.js"),
  projects: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/projects.js"),
  star: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/star.js"),
  "swap-horizontal": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/swap-horizontal.js"),
  th: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/th.js"),
  "timeline-bar-chart": () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-bar-chart.js"),
  wrench: () => import("@blueprintjs/icons/lib/esm/generated/16px/paths/wrench.js"),
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
