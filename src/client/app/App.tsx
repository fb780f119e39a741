import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createQueryClient } from "../api/queryClient";
import { ConnectivityFlashes } from "../shell/ConnectivityFlashes";
import { buildRoutes } from "./routes";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectivityFlashes />
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
