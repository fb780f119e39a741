import { Classes } from "@blueprintjs/core";
import { Link, useLocation } from "react-router-dom";
import type { MenuEntry } from "../menu/menuEntries";
import { useOpensScreen, useScreenTable } from "../menu/screenTable";
import { breadcrumbTrail, visibleCrumbs } from "./breadcrumbs";
import "./breadcrumbs.css";
import { usePageNameFor } from "./currentPageName";

/**
 * The trail at the top of the main area, from the current route and the user's menu, drawn with
 * Blueprint's breadcrumb styles. Not Blueprint's `Breadcrumbs` container: its overflow list puts a
 * spacer element inside the <ol>, which breaks the list semantics axe checks, and the spec's rules
 * already keep the trail short. Links go through the router, and only to pages this user can open;
 * the current page is plain text.
 */
export function BreadcrumbBar({ entries }: { entries: readonly MenuEntry[] }) {
  const { pathname } = useLocation();
  const pageName = usePageNameFor(pathname);
  const opens = useOpensScreen();
  const screens = useScreenTable();
  const items = visibleCrumbs(breadcrumbTrail(pathname, entries, pageName, opens, screens));
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb-bar">
      <ol className={`${Classes.BREADCRUMBS} crumb-trail`}>
        {items.map((crumb, index) => (
          // A crumb is its place in the trail: two may share a text, and plain ones have no link.
          // biome-ignore lint/suspicious/noArrayIndexKey: the trail is rebuilt whole on each move
          <li key={index} title={crumb.title}>
            {crumb.href ? (
              <Link to={crumb.href} className={Classes.BREADCRUMB}>
                {crumb.text}
              </Link>
            ) : index === items.length - 1 ? (
              <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">
                {crumb.text}
              </span>
            ) : (
              // A step with no page of its own for this user (no page at /hostel_fees): named, not linked.
              <span className={Classes.BREADCRUMB}>{crumb.text}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
