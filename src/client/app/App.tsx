import { Spinner } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import type { AudienceScreens } from "../../../screens/commonScreens";
import type { ScreenRoute } from "../../../screens/types";
import { createQueryClient } from "../api/queryClient";
import { setForbiddenHandler } from "../session/httpAuth";
import { type Audience, audienceOf } from "../session/loginFlow";
import { useSession, useSessionRestored } from "../session/useSession";
import { ConnectivityFlashes } from "../shell/ConnectivityFlashes";
import { ScreenTableProvider } from "../shell/menu/screenTable";
import { AppEngineHost } from "./AppEngineHost";
import { buildRoutes } from "./routes";

const NO_SCREENS: readonly ScreenRoute[] = [];

/**
 * Each audience's route table is its own chunk, fetched at sign-in: visitors need neither, staff
 * never the students'. The staff's is the light index of its lines (scripts/staffIndexPlugin.mjs),
 * each area's code fetched with its first screen.
 */
const ROUTE_TABLES: Record<Audience, () => Promise<AudienceScreens>> = {
  staff: () => import("virtual:staff-screens").then((module) => module.staffScreens),
  student: () => import("../../../screens/studentScreens").then((module) => module.studentScreens),
};

/** `routeTables` is for tests: a table of their own instead of importing the real screens. */
export function App({
  routeTables = ROUTE_TABLES,
}: {
  routeTables?: Record<Audience, () => Promise<AudienceScreens>>;
}) {
  const [queryClient] = useState(createQueryClient);
  const session = useSession();
  const restored = useSessionRestored();
  const audience = session ? audienceOf(session.profile.userType) : null;
  const [loaded, setLoaded] = useState<{ audience: Audience; table: AudienceScreens }>();
  useEffect(() => {
    if (audience && loaded?.audience !== audience) {
      void routeTables[audience]().then((table) => setLoaded({ audience, table }));
    }
  }, [audience, loaded, routeTables]);
  const table = audience && loaded?.audience === audience ? loaded.table : undefined;
  // The router is made only once it is known who is using the portal (session restored, the
  // audience's table loaded): making it starts loading the current path's lazy route, and a
  // signed-in reload matched against the signed-out table would fetch its catch-all for nothing.
  const ready = restored && (audience === null || table !== undefined);
  // A new route set when the audience changes (sign-in, sign-out); cached data belongs to the old user.
  const router = useMemo(
    () => (ready ? createBrowserRouter(buildRoutes(audience, table)) : null),
    [ready, audience, table],
  );
  // A replaced router still listens to the history: on Back it would load its own (old
  // audience's) route for the address. Disposed here, not in a cleanup, which StrictMode runs
  // on a router still in use.
  const previous = useRef<typeof router>(null);
  useEffect(() => {
    if (previous.current !== router) previous.current?.dispose();
    previous.current = router;
    if (!router) return;
    queryClient.clear();
    setForbiddenHandler(() => void router.navigate("/no_access"));
  }, [router, queryClient]);
  // Unmounted for good (a test's cleanup), the last router lets go of the history too. StrictMode
  // unmounts and mounts again at once, so only an App still unmounted a task later lets go.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current) previous.current?.dispose();
      });
    };
  }, []);

  if (!router) {
    return (
      <div className="app-restoring">
        <Spinner aria-label="Loading your session" />
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectivityFlashes />
      <ScreenTableProvider screens={table?.screens ?? NO_SCREENS}>
        <AppEngineHost>
          <RouterProvider router={router} />
        </AppEngineHost>
      </ScreenTableProvider>
    </QueryClientProvider>
  );
}
