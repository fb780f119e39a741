import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";
import type { GroupTab } from "../../../schema/resourceFile";
import { useEngineHost } from "../../engine/host";

/**
 * An area's screens as a row of links above the current one (those its user may open). Plain
 * links rather than the admin lists' tab bar: sharing that component would split it out of the
 * cold admin-list chunks (bundle budget). The current screen's link carries aria-current="page".
 */
export function BursaryTabs({
  label,
  tabs,
  children,
}: {
  label: string;
  tabs: readonly GroupTab[];
  current: string;
  children: ReactNode;
}) {
  const { canAccess } = useEngineHost();
  const visible = tabs.filter((tab) => !tab.read || canAccess(tab.read));
  return (
    <>
      {visible.length > 1 ? (
        <nav className="bursary-nav" aria-label={label}>
          <ul>
            {visible.map((tab) => (
              <li key={tab.route}>
                <NavLink to={tab.route} end>
                  {tab.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {children}
    </>
  );
}
