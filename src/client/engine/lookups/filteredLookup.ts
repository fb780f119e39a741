import { type Envelope, http } from "../../api/http";
import type { LookupOption } from "../theme/LookupWidget/LookupChoices";

/** Filter values by the lookup's declared filter name, e.g. `{ stateId: 25 }`. */
export type LookupFilterValues = Readonly<Record<string, string | number | boolean>>;

/** Lookup lists change rarely: a state's LGAs are cached for the visit, like whole lists. */
const FILTERED_LOOKUP_STALE_MS = 30 * 60_000;

/** `GET /api/Lookups/<name>?<filter>=<value>`: a lookup narrowed by filters its resource file declares. */
export async function fetchFilteredLookup(
  name: string,
  filters: LookupFilterValues,
  signal?: AbortSignal,
): Promise<LookupOption[]> {
  const response = await http.get<Envelope<unknown>>(`/Lookups/${encodeURIComponent(name)}`, {
    params: filters,
    signal,
  });
  const data = response.data.data;
  // A drop-down is not worth a crashed screen: anything but a list reads as no options.
  return Array.isArray(data) ? (data as LookupOption[]) : [];
}

/**
 * The TanStack Query options of a narrowed list. The key sits under `["lookups", name]` (the
 * whole list's key), so invalidating a lookup also refreshes its narrowed lists.
 */
export function filteredLookupQuery(name: string, filters: LookupFilterValues) {
  return {
    queryKey: ["lookups", name, filters] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchFilteredLookup(name, filters, signal),
    staleTime: FILTERED_LOOKUP_STALE_MS,
  };
}
