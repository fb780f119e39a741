import { createContext, type ReactNode, useCallback, useContext } from "react";
import { useCanAccess } from "../../session/useCanAccess";
import type { MenuScreen } from "./menuEntries";
import { opensScreen } from "./opensScreen";

/**
 * The screens of the signed-in user's route table (screens/signedIn.ts), for menus and links.
 * Kept apart from the menu itself (useMenuEntries.ts): App provides it, and the menu's labels and
 * icons belong in the signed-in chunks, not on the landing page.
 */
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

/** The signed-in user's screens. */
export function useScreenTable(): readonly MenuScreen[] {
  return useContext(ScreenTableContext);
}

/** Whether a path (e.g. a notification's target) opens a screen this user may use, rather than bouncing. */
export function useOpensScreen(): (pathname: string) => boolean {
  const screens = useScreenTable();
  const canAccess = useCanAccess();
  return useCallback((pathname) => opensScreen(screens, canAccess, pathname), [screens, canAccess]);
}
