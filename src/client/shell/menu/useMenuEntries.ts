import { useMemo } from "react";
import { useCanAccess } from "../../session/useCanAccess";
import { useSession } from "../../session/useSession";
import { type MenuEntry, menuEntriesFor } from "./menuEntries";
import { useScreenTable } from "./screenTable";

/** The signed-in user's side-menu entries: the server's menu names that open a screen for them. */
export function useMenuEntries(): MenuEntry[] {
  const screens = useScreenTable();
  const canAccess = useCanAccess();
  const menuItems = useSession()?.profile.menuItems;
  return useMemo(() => menuEntriesFor(menuItems ?? [], screens, canAccess), [menuItems, screens, canAccess]);
}
