import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { matchPath } from "react-router-dom";
import { useCanAccess } from "../../session/useCanAccess";
import { useSession } from "../../session/useSession";
import { type MenuEntry, type MenuScreen, menuEntriesFor } from "./menuEntries";

/** The screens of the signed-in user's route table (screens/signedIn.ts), for menus and links. */
const ScreenTableContext = createContext<readonly MenuScreen[]>([]);

export function ScreenTableProvider({
  screens,
  children,
}: {
  screens: readonly MenuScreen[];
  children: ReactNode;
}) {
  return <ScreenTableContext.Provider value={screens}>{children}</ScreenTableContext.Provider>;
}

/** The signed-in user's side-menu entries: the server's menu names that open a screen for them. */
export function useMenuEntries(): MenuEntry[] {
  const screens = useContext(ScreenTableContext);
  const canAccess = useCanAccess();
  const menuItems = useSession()?.profile.menuItems;
  return useMemo(() => menuEntriesFor(menuItems ?? [], screens, canAccess), [menuItems, screens, canAccess]);
}

/** Whether a path (e.g. a notification's target) opens a screen this user may use, rather than bouncing. */
export function useOpensScreen(): (pathname: string) => boolean {
  const screens = useContext(ScreenTableContext);
  const canAccess = useCanAccess();
  return useCallback(
    (pathname) =>
      screens.some(
        (screen) =>
          matchPath(screen.path, pathname) !== null &&
          (screen.access === undefined || canAccess(screen.access)),
      ),
    [screens, canAccess],
  );
}
