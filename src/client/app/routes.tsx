import { Spinner } from "@blueprintjs/core";
import { Navigate, type RouteObject } from "react-router-dom";
import type { AudienceScreens } from "../../../screens/commonScreens";
import { publicScreens } from "../../../screens/public";
import type { ScreenRoute } from "../../../screens/types";
import type { Audience } from "../session/loginFlow";
import { RouteError } from "./RouteError";

/** Shown while the first page's code arrives (the router renders it on its first load, not later moves). */
const loading = (
  <div className="app-restoring">
    <Spinner aria-label="Loading the page" />
  </div>
);

function toRoute(screen: ScreenRoute): RouteObject {
  if (screen.redirectTo) return { path: screen.path, element: <Navigate to={screen.redirectTo} replace /> };
  return {
    path: screen.path,
    lazy: async () => ({ Component: (await screen.load()).default }),
    errorElement: <RouteError />,
    hydrateFallbackElement: loading,
  };
}

/**
 * The route table for who is using the portal (spec "Route set by role"): signed out, the public
 * and applicant screens and any unknown path goes to /; signed in, the audience's screens inside
 * the application frame and any unknown path goes to /dashboard.
 */
export function buildRoutes(audience: Audience | null, table?: AudienceScreens): RouteObject[] {
  if (audience === null || !table) {
    // The catch-all first looks for a type published from the portal after this build (its
    // routes), then goes to /.
    const publishedTypes: ScreenRoute = {
      path: "*",
      load: () => import("../features/applicationTypes/PublishedTypeRoute"),
    };
    return [...publicScreens.map(toRoute), toRoute(publishedTypes)];
  }
  const { frame, screens } = table;
  return [
    {
      lazy: async () => ({ Component: (await frame()).default }),
      errorElement: <RouteError />,
      hydrateFallbackElement: loading,
      // The catch-all sits inside the frame, so a bounce keeps the frame (and what the user
      // dismissed in it) instead of mounting a new one.
      children: [...screens.map(toRoute), { path: "*", element: <Navigate to="/dashboard" replace /> }],
    },
  ];
}
