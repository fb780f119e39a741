import { matchPath } from "react-router-dom";
import type { CanOpen, MenuScreen } from "./menuEntries";

/**
 * Whether `pathname` opens a screen of the user's route table that they may use, rather than
 * bouncing (the catch-all goes to /dashboard, a refused screen to /no_access): for links the
 * shell makes itself (breadcrumbs, a notification's target).
 */
export function opensScreen(screens: readonly MenuScreen[], canOpen: CanOpen, pathname: string): boolean {
  return screens.some(
    (screen) =>
      matchPath(screen.path, pathname) !== null && (screen.access === undefined || canOpen(screen.access)),
  );
}
