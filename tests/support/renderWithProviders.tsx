import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { createQueryClient } from "../../src/client/api/queryClient";
import { type EngineHost, EngineHostProvider } from "../../src/client/engine/host";

/** The page's current query string, readable from the test (URL sync). */
export interface LocationProbe {
  search: string;
}

function Probe({ into }: { into: LocationProbe }) {
  into.search = useLocation().search;
  return null;
}

/** The app's side as tests see it: everyone may write, flashes go nowhere unless a test listens. */
const TEST_HOST: EngineHost = {
  notify: () => {},
  canAccess: () => true,
  usePageName: () => {},
  collegeName: "Test College of Education",
};

/** Renders with the app's query-client settings, a router at `url` and an engine host (`host` overrides parts). */
export function renderWithProviders(ui: ReactElement, url = "/list", host: Partial<EngineHost> = {}) {
  const location: LocationProbe = { search: "" };
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineHostProvider host={{ ...TEST_HOST, ...host }}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <Probe into={location} />
        </MemoryRouter>
      </EngineHostProvider>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}
