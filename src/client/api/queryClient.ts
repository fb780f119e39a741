import { QueryCache, QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Spec section 4: application-level query errors are caught and nothing more is done;
    // each screen shows its own error state.
    queryCache: new QueryCache({ onError: () => {} }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
