import { Icon } from "@blueprintjs/core";
import { Link, useLocation } from "react-router-dom";
import { currentMenuEntry, type MenuEntry } from "./menuEntries";
import { useScreenTable } from "./screenTable";

interface SideMenuProps {
  id: string;
  entries: readonly MenuEntry[];
  /** Called after a link is followed (the drawer closes then). */
  onNavigate?: () => void;
}

/** The signed-in user's menu: one link per entry, the current area marked with aria-current. */
export function SideMenu({ id, entries, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const current = currentMenuEntry(entries, pathname, useScreenTable());
  return (
    <nav id={id} className="side-menu" aria-label="Main menu">
      <ul className="side-menu-list">
        {entries.map((entry) => {
          const isCurrent = entry.name === current?.name;
          return (
            <li key={entry.name}>
              <Link
                to={entry.route}
                className={isCurrent ? "side-menu-link current" : "side-menu-link"}
                aria-current={isCurrent ? "page" : undefined}
                onClick={onNavigate}
              >
                <Icon icon={entry.icon} aria-hidden="true" />
                <span>{entry.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
