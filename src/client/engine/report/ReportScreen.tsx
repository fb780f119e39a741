import { Callout, H1, HTMLSelect } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useMemo, useState } from "react";
import { filterProblems } from "../../../schema/reports/filterCheck";
import { groupingOf, type ReportFile } from "../../../schema/reports/reportFile";
import { readReportQuery } from "../../../schema/reports/reportQuery";
import { useLookups } from "../../api/resources";
import { cellText, lookupNamesMap } from "../grid/cellText";
import { ExportButtons } from "../grid/ExportButtons";
import { Grid } from "../grid/Grid";
import { lookupNamesOf } from "../grid/gridConfig";
import { useListController } from "../grid/useListController";
import { useListPage } from "../grid/useListPage";
import { chartCoverage, chartFilters, chartPoints } from "./chartModel";
import { fetchReportChart, reportListSource } from "./reportSource";
import { filtersOf, GROUP_BY, gridConfigOf, groupedTitle, totalsLine, urlFields } from "./reportView";
import "./report.css";

// The chart library loads with the first chart, never with the rest of the portal.
const ReportChart = lazy(() => import("./ReportChart"));

export interface ReportScreenProps {
  report: ReportFile;
}

/**
 * Any report of schemas/reports: its filters and "Group by" (kept in the URL), checked here with
 * the file's filter schema before the server is asked (each problem naming its filter), the
 * totals over every matching row, an optional chart of every group (not only the table's page),
 * the Grid of groups and streamed CSV/XLSX exports with the bytes received so far.
 */
export function ReportScreen({ report }: ReportScreenProps) {
  const id = useId();
  const urlOptions = useMemo(
    () => ({ filterFields: urlFields(report), defaultSort: report.defaultSort }),
    [report],
  );
  const list = useListController(urlOptions);
  const [exported, setExported] = useState<number>();
  const source = useMemo(() => reportListSource(report.name, setExported), [report.name]);
  const groupBy = list.query.filters[GROUP_BY];
  const grouping = groupingOf(report, groupBy);
  const config = useMemo(
    () => ({ ...gridConfigOf(report, grouping.name), filters: filtersOf(report) }),
    [report, grouping.name],
  );
  const { lists } = useLookups(lookupNamesOf(config));
  // The same rules as the server's (filterCheck.ts): wrong filters are said here, not sent.
  const problems = useMemo(
    () => filterProblems(report, readReportQuery(report, list.query.filters).query.filters),
    [report, list.query.filters],
  );
  const valid = problems.length === 0;
  const page = useListPage(source, list.query, valid);
  const chartShown = report.chart && (!report.chart.grouping || report.chart.grouping === grouping.name);
  const chartQueryFilters = useMemo(() => chartFilters(list.query.filters), [list.query.filters]);
  const chart = useQuery({
    queryKey: ["reports", report.name, "chart", chartQueryFilters],
    queryFn: ({ signal }) => fetchReportChart(report.name, chartQueryFilters, signal),
    enabled: Boolean(chartShown) && valid,
  });
  const title = groupedTitle(report, grouping.name);
  const groupColumn = config.columns[0];
  const lookupNames = groupColumn?.lookup ? lookupNamesMap(lists[groupColumn.lookup] ?? []) : undefined;
  const points =
    chart.data && valid
      ? chartPoints(chart.data.points, (value) => cellText(value, groupColumn?.format ?? "text", lookupNames))
      : [];

  const exportFile = async (...args: Parameters<NonNullable<typeof source.exportFile>>) => {
    setExported(0);
    try {
      await source.exportFile?.(...args);
    } finally {
      setExported(undefined);
    }
  };

  return (
    <section className="report-screen">
      <H1 className="report-title">{report.title}</H1>
      {report.note ? <p>{report.note}</p> : null}
      <div className="report-grouping">
        <label htmlFor={`${id}-grouping`}>Group by</label>
        <HTMLSelect
          id={`${id}-grouping`}
          value={grouping.name}
          onChange={(event) => list.dispatch({ type: "filter", field: GROUP_BY, value: event.target.value })}
        >
          {report.groupings.map((option) => (
            <option key={option.name} value={option.name}>
              {option.title}
            </option>
          ))}
        </HTMLSelect>
      </div>
      {!valid ? (
        <Callout intent="warning" role="alert" title="Check the filters" className="report-problems">
          <ul>
            {problems.map((problem) => (
              <li key={problem.path}>{problem.message}</li>
            ))}
          </ul>
        </Callout>
      ) : null}
      {valid && page.data?.meta.totals ? (
        <p className="report-total" aria-live="polite">
          {totalsLine(report, page.data.meta.totals, (value, format) => cellText(value, format))}
        </p>
      ) : null}
      {chartShown && report.chart && points.length > 0 ? (
        <Suspense fallback={null}>
          <ReportChart
            type={report.chart.type}
            title={[
              `${report.title}: ${title}`,
              chartCoverage(report.chart, points.length, chart.data?.groupCount ?? 0),
            ]
              .filter(Boolean)
              .join(", ")}
            points={points}
            format={(value) =>
              cellText(
                value,
                config.columns.find((column) => column.field === report.chart?.measure)?.format ?? "text",
              )
            }
          />
        </Suspense>
      ) : null}
      {exported !== undefined ? (
        <Callout className="report-progress" role="status">
          Preparing the file… {exported > 0 ? `${Math.round(exported / 1024)} KB received` : ""}
        </Callout>
      ) : null}
      <Grid
        label={title}
        config={config}
        list={list}
        source={source}
        toolbar={valid ? <ExportButtons query={list.query} exportFile={exportFile} /> : null}
        blocked={valid ? undefined : "Correct the filters above to see the report."}
      />
    </section>
  );
}
