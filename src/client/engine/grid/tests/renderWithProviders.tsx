import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { createQueryClient } from "../../../api/queryClient";

/** The page's current query string, readable from the test (URL sync). */
export interface LocationProbe {
  search: string;
}

function Probe({ into }: { into: LocationProbe }) {
  into.search = useLocation().search;
  return null;
}

/** Renders with the app's query-client settings and a router at `url`. */
export function renderWithProviders(ui: ReactElement, url = "/list") {
  const location: LocationProbe = { search: "" };
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <Probe into={location} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}
