import type { SuccessEnvelope } from "../../../contract/envelope";
import type { ListResult } from "../../../contract/lists";
import type { ReportChartData, ReportRow } from "../../../contract/reports";
import { http } from "../../api/http";
import {
  downloadFile,
  type FileFormat,
  type ListQuery,
  type ListSource,
  listQueryParams,
} from "../../api/resources";

/** A report row as the Grid keys it. */
export type ReportGridRow = ReportRow & { id: string };

const reportUrl = (name: string) => `/Reports/${encodeURIComponent(name)}`;

/**
 * A report as the Grid's list source (`GET /api/Reports/:name`): the URL's filters and grouping
 * travel as they are; the server checks them against the report's file.
 */
export function reportListSource(
  name: string,
  onExportProgress?: (bytes: number) => void,
): ListSource<ReportGridRow> {
  return {
    queryKey: ["reports", name],
    fetchPage: (query, signal) =>
      http
        .get<SuccessEnvelope<ListResult<ReportRow>>>(reportUrl(name), {
          params: listQueryParams(query),
          signal,
        })
        .then(({ data: { data } }) => ({
          // The Grid keys rows by id: a group's value is unique on its page (none: "").
          items: data.items.map((row) => ({ ...row, id: row.group ?? "" })),
          meta: data.meta,
        })),
    exportFile: (query: ListQuery, format: FileFormat) => {
      // The export is every grouping, not a page: paging and sort stay out of its address.
      const { page: _page, pageSize: _size, ...params } = listQueryParams(query);
      const search = new URLSearchParams({ ...params, format });
      return downloadFile(`${reportUrl(name)}/export?${search}`, `${name}.${format}`, onExportProgress);
    },
  };
}

/** A report's chart (`GET /api/Reports/:name/chart`): every group's value, for the filters and grouping. */
export function fetchReportChart(
  name: string,
  filters: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<ReportChartData> {
  return http
    .get<SuccessEnvelope<ReportChartData>>(`${reportUrl(name)}/chart`, { params: filters, signal })
    .then(({ data }) => data.data);
}
