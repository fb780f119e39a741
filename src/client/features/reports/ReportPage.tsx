import { Callout, Spinner, SpinnerSize } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import type { ReportFile } from "../../../schema/reports/reportFile";
import { errorMessage, getData } from "../../api/http";
import { ReportScreen } from "../../engine/report";
import { BursaryTabs } from "../bursary/BursaryTabs";
import { REPORT_TABS } from "./reportScreens";
// The Reports area's tab row is the bursary's (BursaryTabs), styled there.
import "../bursary/bursary.css";

// The report's file comes from the server (checked there at start-up), not from the bundle.
const readReport = (name: string) => getData<ReportFile>(`/Reports/${encodeURIComponent(name)}/definition`);

/** A report's screen inside the Reports area's tabs. */
export function ReportPage({ report, route }: { report: string; route: string }) {
  const file = useQuery({
    queryKey: ["report-file", report],
    queryFn: () => readReport(report),
    staleTime: Infinity,
  });
  return (
    <BursaryTabs label="Reports" tabs={REPORT_TABS} current={route}>
      {file.data ? <ReportScreen key={report} report={file.data} /> : null}
      {file.isPending ? <Spinner size={SpinnerSize.SMALL} aria-label="Loading" /> : null}
      {file.isError ? (
        <Callout intent="danger" title="The report could not be loaded">
          {errorMessage(file.error, "Please try again.")}
        </Callout>
      ) : null}
    </BursaryTabs>
  );
}
