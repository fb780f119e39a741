import { Classes } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { shortenCrumbName } from "../../shell/breadcrumbs/breadcrumbs";
import { LandingTopBar } from "./LandingTopBar";
import "./landing.css";

/** A step of the trail above a public page: a link (with its navigation state) or plain text. */
export interface PublicCrumb {
  text: string;
  to?: string;
  state?: unknown;
}

/**
 * The frame of the public pages past the landing page (invoice flow, payment check): the landing
 * top bar, a breadcrumb trail and the page. The last crumb is the current page; long names are cut
 * as the signed-in trail's are (spec section 2), the whole name in the item's title.
 */
export function PublicPage({ crumbs, children }: { crumbs: readonly PublicCrumb[]; children: ReactNode }) {
  return (
    <div className="landing">
      <LandingTopBar />
      <main className="landing-programmes public-page">
        <nav aria-label="Breadcrumb" className="matric-no-print">
          <ol className={Classes.BREADCRUMBS}>
            <li>
              <Link to="/" className={Classes.BREADCRUMB}>
                Home
              </Link>
            </li>
            {crumbs.map((crumb, index) => {
              const current = index === crumbs.length - 1;
              return (
                <li
                  key={crumb.text}
                  title={shortenCrumbName(crumb.text) === crumb.text ? undefined : crumb.text}
                >
                  {crumb.to && !current ? (
                    <Link to={crumb.to} state={crumb.state} className={Classes.BREADCRUMB}>
                      {shortenCrumbName(crumb.text)}
                    </Link>
                  ) : (
                    <span
                      className={`${Classes.BREADCRUMB} ${current ? Classes.BREADCRUMB_CURRENT : ""}`}
                      aria-current={current ? "page" : undefined}
                    >
                      {shortenCrumbName(crumb.text)}
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
