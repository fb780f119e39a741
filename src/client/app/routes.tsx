import { Spinner } from "@blueprintjs/core";
import { Navigate, type RouteObject } from "react-router-dom";
import { publicScreens } from "../../../screens/public";
import type { SignedInScreens } from "../../../screens/signedIn";
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
export function buildRoutes(audience: Audience | null, signedInScreens?: SignedInScreens): RouteObject[] {
  if (audience === null || !signedInScreens) {
    return [...publicScreens.map(toRoute), { path: "*", element: <Navigate to="/" replace /> }];
  }
  const { frame, screens } = signedInScreens[audience];
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
