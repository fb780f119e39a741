import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ListQuery, type ListSource, listQueryParams } from "../../api/resources";

/** One page of a list; the previous page stays on screen while the next one loads. */
export function useListPage<Row>(source: ListSource<Row>, query: ListQuery, enabled = true) {
  return useQuery({
    queryKey: [...source.queryKey, listQueryParams(query)],
    queryFn: ({ signal }) => source.fetchPage(query, signal),
    placeholderData: keepPreviousData,
    staleTime: source.staleTime ?? 0,
    enabled,
  });
}
