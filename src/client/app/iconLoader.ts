import { type IconName, type IconPaths, Icons, IconSize } from "@blueprintjs/icons";

/**
 * Blueprint's default loader fetches every icon of a size in one ~106 KB (gzip) chunk the first
 * time any icon shows. Instead each icon the portal uses is listed here and becomes its own tiny
 * chunk, fetched on first use. Add a line when a screen (or a Blueprint component) needs a new icon;
 * in development a missing one is reported in the console.
 */
type PathsModule = () => Promise<{ default: IconPaths }>;

const p16 = "@blueprintjs/icons/lib/esm/generated/16px/paths";
const p20 = "@blueprintjs/icons/lib/esm/generated/20px/paths";

const SMALL: Partial<Record<IconName, PathsModule>> = {
  // Used inside Blueprint's own components (dialogs, toasts, callouts, selects, menus, sections).
  cross: () => import(`${p16}/cross.js`),
  "small-cross": () => import(`${p16}/small-cross.js`),
  tick: () => import(`${p16}/tick.js`),
  "tick-circle": () => import(`${p16}/tick-circle.js`),
  "info-sign": () => import(`${p16}/info-sign.js`),
  "warning-sign": () => import(`${p16}/warning-sign.js`),
  error: () => import(`${p16}/error.js`),
  "caret-down": () => import(`${p16}/caret-down.js`),
  "caret-right": () => import(`${p16}/caret-right.js`),
  "double-caret-vertical": () => import(`${p16}/double-caret-vertical.js`),
  "chevron-up": () => import(`${p16}/chevron-up.js`),
  "chevron-down": () => import(`${p16}/chevron-down.js`),
  "chevron-left": () => import(`${p16}/chevron-left.js`),
  "chevron-right": () => import(`${p16}/chevron-right.js`),
  search: () => import(`${p16}/search.js`),
  // Portal screens.
  menu: () => import(`${p16}/menu.js`),
  "arrow-up": () => import(`${p16}/arrow-up.js`),
  "arrow-down": () => import(`${p16}/arrow-down.js`),
  "arrow-left": () => import(`${p16}/arrow-left.js`),
  "arrow-right": () => import(`${p16}/arrow-right.js`),
  plus: () => import(`${p16}/plus.js`),
  trash: () => import(`${p16}/trash.js`),
  duplicate: () => import(`${p16}/duplicate.js`),
  edit: () => import(`${p16}/edit.js`),
  print: () => import(`${p16}/print.js`),
  download: () => import(`${p16}/download.js`),
  upload: () => import(`${p16}/upload.js`),
  notifications: () => import(`${p16}/notifications.js`),
  user: () => import(`${p16}/user.js`),
  "log-out": () => import(`${p16}/log-out.js`),
  calendar: () => import(`${p16}/calendar.js`),
  document: () => import(`${p16}/document.js`),
  "eye-open": () => import(`${p16}/eye-open.js`),
  "eye-off": () => import(`${p16}/eye-off.js`),
  refresh: () => import(`${p16}/refresh.js`),
  filter: () => import(`${p16}/filter.js`),
};

const LARGE: Partial<Record<IconName, PathsModule>> = {
  error: () => import(`${p20}/error.js`),
  search: () => import(`${p20}/search.js`),
  "info-sign": () => import(`${p20}/info-sign.js`),
  "warning-sign": () => import(`${p20}/warning-sign.js`),
  document: () => import(`${p20}/document.js`),
  lock: () => import(`${p20}/lock.js`),
};

export async function loadIconPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const load = (size >= IconSize.LARGE ? LARGE[name] : undefined) ?? SMALL[name];
  if (!load) {
    if (import.meta.env.DEV) console.warn(`Icon "${name}" is not listed in src/client/app/iconLoader.ts`);
    return [];
  }
  return (await load()).default;
}

export function useIconsOneByOne(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}
