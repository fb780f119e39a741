import { Spinner } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createQueryClient } from "../api/queryClient";
import { setForbiddenHandler } from "../session/httpAuth";
import { audienceOf } from "../session/loginFlow";
import { useSession, useSessionRestored } from "../session/useSession";
import { ConnectivityFlashes } from "../shell/ConnectivityFlashes";
import { buildRoutes } from "./routes";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const session = useSession();
  const restored = useSessionRestored();
  const audience = session ? audienceOf(session.profile.userType) : null;
  // A new route set when the audience changes (sign-in, sign-out); cached data belongs to the old user.
  const router = useMemo(() => createBrowserRouter(buildRoutes(audience)), [audience]);
  useEffect(() => {
    queryClient.clear();
    setForbiddenHandler(() => void router.navigate("/no_access"));
  }, [router, queryClient]);

  if (!restored) {
    return (
      <div className="app-restoring">
        <Spinner aria-label="Loading your session" />
      </div>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectivityFlashes />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
