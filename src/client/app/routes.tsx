import { Navigate, type RouteObject } from "react-router-dom";
import { publicScreens } from "../../../screens/public";
import type { ScreenRoute } from "../../../screens/types";
import { RouteError } from "./RouteError";

function toRoute(screen: ScreenRoute): RouteObject {
  return {
    path: screen.path,
    lazy: async () => ({ Component: (await screen.load()).default }),
    errorElement: <RouteError />,
  };
}

/** The route table: screens from screens/, then the fallback (signed out: any unknown path → /). */
export function buildRoutes(): RouteObject[] {
  return [...publicScreens.map(toRoute), { path: "*", element: <Navigate to="/" replace /> }];
}
