import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { crumbDisplay } from "../../shell/breadcrumbs/breadcrumbs";
import "../../shell/breadcrumbs/breadcrumbs.css";
import { LandingTopBar, type TopBarAccount } from "./LandingTopBar";
import "./landing.css";

/** A step of the trail above a public page: a link (with its navigation state) or plain text. */
export interface PublicCrumb {
  text: string;
  to?: string;
  state?: unknown;
}

/**
 * The frame of the public pages past the landing page (invoice flow, payment check): the landing
 * top bar, a breadcrumb trail and the page. The last crumb is the current page; names are shown
 * as the signed-in trail's are (`crumbDisplay`), the whole name in the item's title.
 */
export function PublicPage({
  crumbs,
  children,
  account,
}: {
  crumbs: readonly PublicCrumb[];
  children: ReactNode;
  /** Who is signed in (an applicant on their form): named in the top bar, with Sign out. */
  account?: TopBarAccount;
}) {
  return (
    <div className="landing">
      <LandingTopBar account={account} />
      <main className="landing-programmes public-page">
        <nav aria-label="Breadcrumb" className="matric-no-print">
          <ol className={`${Classes.BREADCRUMBS} crumb-trail`}>
            <li>
              <Link to="/" className={Classes.BREADCRUMB}>
                Home
              </Link>
            </li>
            {crumbs.map((crumb, index) => {
              const current = index === crumbs.length - 1;
              const shown = crumbDisplay(crumb.text, current);
              return (
                <li key={crumb.text} title={shown.title}>
                  {crumb.to && !current ? (
                    <Link to={crumb.to} state={crumb.state} className={Classes.BREADCRUMB}>
                      {shown.text}
                    </Link>
                  ) : (
                    <span
                      className={`${Classes.BREADCRUMB} ${current ? Classes.BREADCRUMB_CURRENT : ""}`}
                      aria-current={current ? "page" : undefined}
                    >
                      {shown.text}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        {children}
      </main>
    </div>
  );
}
