import { Spinner } from "@blueprintjs/core";
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import type { ApplicationMeta, ApplicationType } from "../../../schema/applicationTypes";
import { fetchPublishedTypes } from "../../api/applicationTypes";
import { sessionStore } from "../../session/sessionStore";

type Page = ComponentType<{ type: ApplicationType }>;

/** What the sign-in page says at the address of a page whose session the server ended. */
export const SESSION_ENDED_NOTICE =
  "Your session has ended (it expired or was closed elsewhere). Sign in again to return to this page.";

const LoginPage = lazy(() => import("../auth/LoginPage"));

function SignInAgain() {
  return (
    <Suspense fallback={<Spinner aria-label="Loading the sign-in page" />}>
      <LoginPage notice={SESSION_ENDED_NOTICE} />
    </Suspense>
  );
}

/** Which generic page a path of a type's meta.json is. */
function pageOf(meta: ApplicationMeta, path: string): (() => Promise<{ default: Page }>) | undefined {
  if (meta.login === path) return () => import("../applications/ApplicantLoginPage");
  if (meta.routes.form === path) return () => import("../applications/ApplicationWizardPage");
  if (meta.routes.preview === path || meta.routes.details === path)
    return () => import("../applications/ApplicationPreviewPage");
  // The invoice pages read the application from navigation state (the landing card's), not `type`.
  if (meta.invoice.route === path) return () => import("../applicantInvoices/ApplicantInvoicePage");
  if (meta.invoice.view === path) return () => import("../applicantInvoices/ApplicantInvoiceViewPage");
  return undefined;
}

/**
 * The public route table's catch-all. The client's route table is built from the repository's
 * meta.json files when the client is built; a type published from the portal afterwards is not
 * in it. An unknown path is looked up among the published types' metas (`GET /api/ApplicationTypes`):
 * a type's invoice, login, form or document route opens that generic page with the type; anything else
 * goes to the landing page, as before. No rebuild or restart.
 */
export default function PublishedTypeRoute() {
  const { pathname } = useLocation();
  const [found, setFound] = useState<{ path: string; Page?: Page; type?: ApplicationType }>();
  useEffect(() => {
    let live = true;
    (async () => {
      const types = await fetchPublishedTypes();
      for (const { typeKey, meta } of types) {
        const load = pageOf(meta as unknown as ApplicationMeta, pathname);
        if (!load) continue;
        // Loaded only for a path a published type claims: the catch-all itself stays small.
        const loadType = import("./usePublishedType").then((module) => module.loadPublishedType(typeKey));
        const [{ default: Page }, { type }] = await Promise.all([load(), loadType]);
        return { path: pathname, Page, type };
      }
      return { path: pathname };
    })()
      .catch(() => ({ path: pathname }))
      .then((result) => {
        if (live) setFound(result);
      });
    return () => {
      live = false;
    };
  }, [pathname]);
  if (found?.path !== pathname)
    return (
      <div className="app-restoring">
        <Spinner aria-label="Loading the page" />
      </div>
    );
  if (!found.Page || !found.type)
    // A staff page whose session the server ended (a 401): sign in here, and the same address opens again.
    return sessionStore.endedByServer() ? <SignInAgain /> : <Navigate to="/" replace />;
  return <found.Page key={pathname} type={found.type} />;
}
