import { Spinner } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import type { SignedInScreens } from "../../../screens/signedIn";
import type { ScreenRoute } from "../../../screens/types";
import { createQueryClient } from "../api/queryClient";
import { setForbiddenHandler } from "../session/httpAuth";
import { audienceOf } from "../session/loginFlow";
import { useSession, useSessionRestored } from "../session/useSession";
import { ConnectivityFlashes } from "../shell/ConnectivityFlashes";
import { ScreenTableProvider } from "../shell/menu/screenTable";
import { AppEngineHost } from "./AppEngineHost";
import { buildRoutes } from "./routes";

const NO_SCREENS: readonly ScreenRoute[] = [];

export function App() {
  const [queryClient] = useState(createQueryClient);
  const session = useSession();
  const restored = useSessionRestored();
  const audience = session ? audienceOf(session.profile.userType) : null;
  // The signed-in route tables are their own chunk, fetched at sign-in (visitors never need them).
  const [signedInScreens, setSignedInScreens] = useState<SignedInScreens>();
  useEffect(() => {
    if (audience && !signedInScreens) {
      void import("../../../screens/signedIn").then((module) => setSignedInScreens(module.signedInScreens));
    }
  }, [audience, signedInScreens]);
  const waitingForScreens = audience !== null && !signedInScreens;
  // A new route set when the audience changes (sign-in, sign-out); cached data belongs to the old user.
  const router = useMemo(
    () => createBrowserRouter(buildRoutes(waitingForScreens ? null : audience, signedInScreens)),
    [audience, signedInScreens, waitingForScreens],
  );
  useEffect(() => {
    queryClient.clear();
    setForbiddenHandler(() => void router.navigate("/no_access"));
  }, [router, queryClient]);

  if (!restored || waitingForScreens) {
    return (
      <div className="app-restoring">
        <Spinner aria-label="Loading your session" />
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectivityFlashes />
      <ScreenTableProvider screens={(audience && signedInScreens?.[audience].screens) || NO_SCREENS}>
        <AppEngineHost>
          <RouterProvider router={router} />
        </AppEngineHost>
      </ScreenTableProvider>
    </QueryClientProvider>
  );
}
