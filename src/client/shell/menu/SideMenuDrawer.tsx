import { Button, Classes, Drawer } from "@blueprintjs/core";
import { SmallCrossIcon } from "@blueprintjs/icons";
import { useId } from "react";
import type { MenuEntry } from "./menuEntries";
import { SideMenu } from "./SideMenu";

interface SideMenuDrawerProps {
  menuId: string;
  entries: readonly MenuEntry[];
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The side menu on narrow screens (≤ 767 px): a drawer from the left that closes once a link is
 * followed. Blueprint's Drawer gives its panel no dialog role or name, so the panel's content is
 * the dialog here, with its own header.
 */
export function SideMenuDrawer({ menuId, entries, isOpen, onClose }: SideMenuDrawerProps) {
  const titleId = useId();
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="left" size="280px" className="side-menu-drawer">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="side-menu-drawer-panel">
        <div className={Classes.DRAWER_HEADER}>
          <h2 id={titleId} className={Classes.HEADING}>
            Menu
          </h2>
          <Button variant="minimal" icon={<SmallCrossIcon />} aria-label="Close menu" onClick={onClose} />
        </div>
        <SideMenu id={menuId} entries={entries} onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
