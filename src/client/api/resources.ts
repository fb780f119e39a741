import { type UseQueryResult, useQueries, useQuery } from "@tanstack/react-query";
import type { AxiosProgressEvent } from "axios";
import { useCallback } from "react";
import type { SuccessEnvelope } from "../../contract/envelope";
import type { ListResult } from "../../contract/lists";
import type { LookupOption } from "../../contract/lookups";
import type {
  CopyOutcome,
  CopyRequest,
  FileFormat,
  ResourceRow,
  UploadResult,
} from "../../contract/resources";
import type { ResourceRowAction } from "../../schema/resourceFile";
import { DEFAULT_PAGE_SIZE } from "../../schema/resourceFile";
import type { ResourceListAction } from "../../schema/resourceListAction";
import { getData, http } from "./http";

/**
 * The generic resource API (`/api/resources/:name`, `/api/Lookups/:name`): typed calls, query keys
 * and hooks. Nothing here knows a resource by name; the CRUD engine and any bespoke list use it.
 */

export type { FileFormat, LookupOption, ResourceRow };

/**
 * What a server-paginated list asks for (DESIGN.md, "The API contract"). `page` is 1-based;
 * `sort` is a field or "-field"; `filters` are exact matches by field, values as sent in the URL.
 */
export interface ListQuery {
  page: number;
  pageSize: number;
  sort?: string;
  search?: string;
  filters: Record<string, string>;
}

export const DEFAULT_LIST_QUERY: ListQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} };

/**
 * The query-string parameters of a list call. Empty values are left out so the server applies
 * its defaults and URLs stay short; filter keys are sorted so equal queries give equal strings.
 */
export function listQueryParams(query: ListQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize) };
  if (query.sort) params.sort = query.sort;
  if (query.search) params.search = query.search;
  for (const field of Object.keys(query.filters).sort()) {
    const value = query.filters[field];
    if (value !== undefined && value !== "") params[field] = value;
  }
  return params;
}

function resourcePath(name: string, ...rest: (string | number)[]): string {
  return `/resources/${[name, ...rest].map((part) => encodeURIComponent(String(part))).join("/")}`;
}

/** Query keys: everything about a resource sits under `["resources", name]` so one call invalidates it. */
export const resourceKeys = {
  all: (name: string) => ["resources", name] as const,
  lists: (name: string) => ["resources", name, "list"] as const,
  list: (name: string, query: ListQuery) => ["resources", name, "list", listQueryParams(query)] as const,
  row: (name: string, id: number) => ["resources", name, "row", id] as const,
  lookup: (name: string) => ["lookups", name] as const,
};

export function fetchResourceList(
  name: string,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<ListResult<ResourceRow>> {
  return http
    .get<SuccessEnvelope<ListResult<ResourceRow>>>(resourcePath(name), {
      params: listQueryParams(query),
      signal,
    })
    .then((response) => response.data.data);
}

export function fetchResourceRow(name: string, id: number): Promise<ResourceRow> {
  return getData<ResourceRow>(resourcePath(name, id));
}

/** The server's answer to a write: its message (for the flash) and the saved row. */
export interface SavedRow {
  message?: string;
  row: ResourceRow;
}

function saved(response: { data: SuccessEnvelope<ResourceRow> }): SavedRow {
  return { message: response.data.message, row: response.data.data };
}

export function createResourceRow(name: string, row: Record<string, unknown>): Promise<SavedRow> {
  return http.post<SuccessEnvelope<ResourceRow>>(resourcePath(name), row).then(saved);
}

export function updateResourceRow(name: string, id: number, row: Record<string, unknown>): Promise<SavedRow> {
  return http.put<SuccessEnvelope<ResourceRow>>(resourcePath(name, id), row).then(saved);
}

export function setResourceRowActive(name: string, id: number, active: boolean): Promise<SavedRow> {
  return http.patch<SuccessEnvelope<ResourceRow>>(resourcePath(name, id, "active"), { active }).then(saved);
}

export async function deleteResourceRow(name: string, id: number): Promise<string | undefined> {
  const response = await http.delete<Partial<SuccessEnvelope<null>>>(resourcePath(name, id));
  return response.data?.message;
}

/** `POST /api/resources/<name>/<id>/actions/<action>`: the server checks `when` again and answers the changed row. */
export async function runRowAction(name: string, id: number, action: ResourceRowAction): Promise<SavedRow> {
  return http.post<SuccessEnvelope<ResourceRow>>(resourcePath(name, id, "actions", action.name)).then(saved);
}

/** `POST /api/resources/<name>/actions/<action>` with From and To: the server copies all or nothing. */
export async function runListAction(
  name: string,
  action: ResourceListAction,
  request: CopyRequest,
): Promise<{ message?: string; outcome: CopyOutcome }> {
  const response = await http.post<SuccessEnvelope<CopyOutcome>>(
    resourcePath(name, "actions", action.name),
    request,
  );
  return { message: response.data.message, outcome: response.data.data };
}

/** Upload is all-or-nothing: either every row was created or none was (and the 400 says why). */
export async function uploadResourceFile(
  name: string,
  file: File,
  onProgress?: (fraction: number) => void,
  fixed: Readonly<Record<string, string | number | boolean>> = {},
): Promise<UploadResult> {
  const body = new FormData();
  body.append("file", file);
  const response = await http.post<SuccessEnvelope<UploadResult>>(resourcePath(name, "upload"), body, {
    // A preset's screen: the server fills these into every row's empty cells.
    params: fixed,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(event.loaded / event.total);
    },
  });
  return response.data.data;
}

/** Filter values by the lookup's declared filter name, e.g. `{ stateId: 25 }`. */
export type LookupFilterValues = Readonly<Record<string, string | number | boolean>>;

/**
 * `GET /api/Lookups/<name>`, optionally narrowed by filters its resource file declares
 * (`?stateId=25`). A drop-down is not worth a crashed screen: anything but a list reads as no options.
 */
export async function fetchLookup(
  name: string,
  filters?: LookupFilterValues,
  signal?: AbortSignal,
): Promise<LookupOption[]> {
  const response = await http.get<SuccessEnvelope<unknown>>(`/Lookups/${encodeURIComponent(name)}`, {
    params: filters,
    signal,
  });
  const data = response.data.data;
  return Array.isArray(data) ? (data as LookupOption[]) : [];
}

/** The export of the current list query (same filters, search and sort; the server ignores paging). */
export function resourceExportUrl(name: string, query: ListQuery, format: FileFormat): string {
  const params = new URLSearchParams({ format, ...listQueryParams(query) });
  return `${http.defaults.baseURL ?? ""}${resourcePath(name, "export")}?${params}`;
}

export function resourceTemplateUrl(name: string, format: FileFormat): string {
  return `${http.defaults.baseURL ?? ""}${resourcePath(name, "template")}?format=${format}`;
}

/**
 * Downloads a file through the HTTP client rather than a plain link, so the request carries the
 * same credentials (bearer token) as every other call. The name comes from Content-Disposition.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  /** Bytes received so far, as a long (streamed) export arrives. */
  onProgress?: (bytes: number) => void,
): Promise<void> {
  const base = http.defaults.baseURL ?? "";
  const relative = base && url.startsWith(base) ? url.slice(base.length) : url;
  const response = await http.get<Blob>(relative, {
    responseType: "blob",
    // A streamed export shows its progress and may take longer than a page call's limit.
    ...(onProgress ? { onDownloadProgress: (event) => onProgress(event.loaded), timeout: 0 } : {}),
  });
  const disposition = String(response.headers["content-disposition"] ?? "");
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(response.data);
  const link = document.createElement("a");
  link.href = href;
  link.download = decodeURIComponent(name);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}

/**
 * A server-paginated list endpoint as the grid sees it: a query-key prefix (the list query is
 * appended) and a page fetcher. Resource lists are one kind; bespoke lists (invoices...) can be others.
 */
export interface ListSource<Row> {
  queryKey: readonly unknown[];
  fetchPage: (query: ListQuery, signal?: AbortSignal) => Promise<ListResult<Row>>;
  /** Downloads the export of the query (all pages), when the list offers one. */
  exportFile?: (query: ListQuery, format: FileFormat) => Promise<void>;
  /**
   * How long a fetched page stays fresh (ms; default 0). A public look-up counts every fetch
   * against its limits, so the page that proved the payer is not fetched again when shown.
   */
  staleTime?: number;
}

/**
 * A resource's list. `fixedFilters` narrow every page and export (a scoped list: the departments
 * of one programme) without showing in the URL; they are part of the query key, so two scopes
 * never share cached pages, while `resourceKeys.lists(name)` still invalidates them all.
 */
export function resourceListSource(
  name: string,
  exportable = false,
  fixedFilters: Readonly<Record<string, string>> = {},
): ListSource<ResourceRow> {
  const narrowed = (query: ListQuery): ListQuery => ({
    ...query,
    filters: { ...query.filters, ...fixedFilters },
  });
  return {
    queryKey: [...resourceKeys.lists(name), fixedFilters],
    fetchPage: (query, signal) => fetchResourceList(name, narrowed(query), signal),
    exportFile: exportable
      ? (query, format) => downloadFile(resourceExportUrl(name, narrowed(query), format), `${name}.${format}`)
      : undefined,
  };
}

export function useResourceRow(name: string, id: number | undefined) {
  return useQuery({
    queryKey: resourceKeys.row(name, id ?? 0),
    queryFn: () => fetchResourceRow(name, id ?? 0),
    enabled: id !== undefined,
  });
}

/** Lookup lists change rarely (faculties, sessions...): cached for the visit. */
const LOOKUP_STALE_MS = 30 * 60_000;

function lookupQuery(name: string) {
  return {
    queryKey: resourceKeys.lookup(name),
    queryFn: () => fetchLookup(name),
    staleTime: LOOKUP_STALE_MS,
  };
}

/**
 * The TanStack Query options of a narrowed list. The key sits under `["lookups", name]` (the
 * whole list's key), so invalidating a lookup also refreshes its narrowed lists.
 */
export function filteredLookupQuery(name: string, filters: LookupFilterValues) {
  return {
    queryKey: [...resourceKeys.lookup(name), filters] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchLookup(name, filters, signal),
    staleTime: LOOKUP_STALE_MS,
  };
}

export function useLookup(name: string) {
  return useQuery(lookupQuery(name));
}

export interface LookupLists {
  /** Loaded lists by lookup name; a name is missing until its list arrives (or when it failed). */
  lists: Record<string, LookupOption[]>;
  /** True while any requested list is still loading for the first time. */
  pending: boolean;
}

/**
 * Several lookup lists at once (a grid's lookup columns, a form's lookup fields). Pass a stable
 * (memoised) `names` array: the combined result is then the same object until a list changes, so
 * columns and schemas built from it are not rebuilt on every render.
 */
export function useLookups(names: readonly string[]): LookupLists {
  const combine = useCallback(
    (results: UseQueryResult<LookupOption[]>[]): LookupLists => {
      const lists: Record<string, LookupOption[]> = {};
      results.forEach((result, index) => {
        const name = names[index];
        if (name !== undefined && result.data) lists[name] = result.data;
      });
      return { lists, pending: results.some((result) => result.isPending && result.fetchStatus !== "idle") };
    },
    [names],
  );
  return useQueries({ queries: names.map(lookupQuery), combine });
}
