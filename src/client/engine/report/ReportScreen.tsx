import { Callout, H1, HTMLSelect } from "@blueprintjs/core";
import { lazy, Suspense, useId, useMemo, useState } from "react";
import { GROUP_KEY, groupingOf, type ReportFile } from "../../../schema/reports/reportFile";
import { useLookups } from "../../api/resources";
import { cellText, lookupNamesMap } from "../grid/cellText";
import { ExportButtons } from "../grid/ExportButtons";
import { Grid } from "../grid/Grid";
import { lookupNamesOf } from "../grid/gridConfig";
import { useListController } from "../grid/useListController";
import { useListPage } from "../grid/useListPage";
import { chartCoverage, chartPoints, chartQuery } from "./chartModel";
import { reportListSource } from "./reportSource";
import { filtersOf, GROUP_BY, gridConfigOf, groupedTitle, totalsLine, urlFields } from "./reportView";
import "./report.css";

// The chart library loads with the first chart, never with the rest of the portal.
const ReportChart = lazy(() => import("./ReportChart"));

export interface ReportScreenProps {
  report: ReportFile;
}

/**
 * Any report of schemas/reports: its filters and "Group by" (kept in the URL), the totals over
 * every matching row, an optional chart of the page's groups, the Grid of groups and streamed
 * CSV/XLSX exports with the bytes received so far.
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
  const page = useListPage(source, list.query);
  const chartShown = report.chart && (!report.chart.grouping || report.chart.grouping === grouping.name);
  const chartList = useListPage(
    source,
    useMemo(
      () => chartQuery(list.query, report.chart ?? { type: "bar", measure: GROUP_KEY }),
      [list.query, report.chart],
    ),
    Boolean(chartShown),
  );
  const title = groupedTitle(report, grouping.name);
  const groupColumn = config.columns[0];
  const lookupNames = groupColumn?.lookup ? lookupNamesMap(lists[groupColumn.lookup] ?? []) : undefined;
  const points =
    chartList.data && report.chart
      ? chartPoints(chartList.data.items, report.chart.measure, (value) =>
          cellText(value, groupColumn?.format ?? "text", lookupNames),
        )
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
      {page.data?.meta.totals ? (
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
              chartCoverage(report.chart, points.length, chartList.data?.meta.totalCount ?? 0),
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
        toolbar={<ExportButtons query={list.query} exportFile={exportFile} />}
      />
    </section>
  );
}
