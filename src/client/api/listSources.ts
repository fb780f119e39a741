import type { SuccessEnvelope } from "../../contract/envelope";
import type { ListResult } from "../../contract/lists";
import { http } from "./http";
import { downloadFile, type ListQuery, type ListSource, listQueryParams } from "./resources";

/**
 * Any list endpoint that speaks the list contract (`GET path?page&pageSize&sort&search&<filters>`
 * answering `{ items, meta }`, and `GET path/export?format=` when it exports) as the Grid's
 * source. `name` names the downloaded file and, under "lists", the cached pages — unless `queryKey`
 * puts them under the feature's keys (so the feature's invalidation after a write refreshes them).
 * `fixedFilters` narrow every page and export without showing in the URL.
 */
export function endpointListSource<Row>(
  name: string,
  path: string,
  options: {
    exportable?: boolean;
    fixedFilters?: Readonly<Record<string, string>>;
    queryKey?: readonly unknown[];
    staleTime?: number;
  } = {},
): ListSource<Row> {
  const fixed = options.fixedFilters ?? {};
  const narrowed = (query: ListQuery): ListQuery => ({ ...query, filters: { ...query.filters, ...fixed } });
  return {
    queryKey: [...(options.queryKey ?? listKeys.all(name)), fixed],
    staleTime: options.staleTime,
    fetchPage: (query, signal) =>
      http
        .get<SuccessEnvelope<ListResult<Row>>>(path, { params: listQueryParams(narrowed(query)), signal })
        .then((response) => response.data.data),
    exportFile: options.exportable
      ? (query, format) => {
          const params = new URLSearchParams({ format, ...listQueryParams(narrowed(query)) });
          return downloadFile(`${path}/export?${params}`, `${name}.${format}`);
        }
      : undefined,
  };
}

/** Query keys of every endpoint list: invalidating `listKeys.all(name)` refreshes its pages. */
export const listKeys = { all: (name: string) => ["lists", name] as const };
