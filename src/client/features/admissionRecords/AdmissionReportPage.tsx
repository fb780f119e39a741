import {
  Button,
  ButtonGroup,
  Callout,
  FormGroup,
  H1,
  H2,
  HTMLSelect,
  HTMLTable,
  Spinner,
  SpinnerSize,
} from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import type { AdmissionReportName, AdmissionReportQuery } from "../../../contract/admissionReports";
import {
  downloadAdmissionReport,
  fetchAdmissionReport,
  fetchReportApplicationTypes,
} from "../../api/admissionReports";
import { errorMessage } from "../../api/http";
import { useLookup } from "../../api/resources";
import { useEngineHost } from "../../engine/host";
import BarChart from "../bursary/BarChart";
import { BursaryTabs } from "../bursary/BursaryTabs";
import { REPORT_TABS } from "../bursary/bursaryTabs";
import "../bursary/bursary.css";

const countText = (value: number) => value.toLocaleString("en-NG");

export interface AdmissionReportScreenProps {
  report: AdmissionReportName;
  route: string;
  title: string;
}

/**
 * An admissions report: counts by a grouping (type, programme, state, status…), as a bar chart
 * and a table, narrowed by session (and application type), with CSV and XLSX downloads of all
 * its groupings. The server adds up every number (`GET /api/AdmissionReports/:report`).
 */
export function AdmissionReportScreen({ report, route, title }: AdmissionReportScreenProps) {
  const id = useId();
  const { notify } = useEngineHost();
  const sessions = useLookup("sessions");
  const students = report === "registration_number";
  const types = useQuery({
    queryKey: ["admission-report-types"],
    queryFn: fetchReportApplicationTypes,
    enabled: report === "application",
    staleTime: 30 * 60_000,
  });
  const [filters, setFilters] = useState<AdmissionReportQuery>({});
  const [grouping, setGrouping] = useState<string>();
  const data = useQuery({
    queryKey: ["admission-report", report, filters],
    queryFn: () => fetchAdmissionReport(report, filters),
  });

  const setFilter = (key: keyof AdmissionReportQuery, value: string) => {
    const next: AdmissionReportQuery = { ...filters };
    if (value === "") delete next[key];
    else if (key === "sessionId") next.sessionId = Number(value);
    else next.applicationType = value;
    setFilters(next);
  };

  const download = async (format: "csv" | "xlsx") => {
    try {
      await downloadAdmissionReport(report, filters, format);
    } catch (error) {
      notify({
        title: "Error",
        message: errorMessage(error, "The report could not be downloaded"),
        intent: "danger",
        timeout: 5000,
      });
    }
  };

  const result = data.data;
  const group = result?.groups.find((candidate) => candidate.name === grouping) ?? result?.groups[0];
  const groupTitle = group?.title.toLowerCase() ?? "";
  return (
    <BursaryTabs label="Reports" tabs={REPORT_TABS} current={route}>
      <section className="bursary-screen">
        <H1 className="bursary-title">{title}</H1>
        {students ? (
          <p>
            Each student with their matric number, to search and download:{" "}
            <Link to="/student_management/matric_numbers">Matric numbers</Link>.
          </p>
        ) : null}
        <div className="bursary-filters">
          <FormGroup label={students ? "Session of entry" : "Session"} labelFor={`${id}-session`}>
            <HTMLSelect
              id={`${id}-session`}
              value={filters.sessionId ?? ""}
              onChange={(event) => setFilter("sessionId", event.target.value)}
            >
              <option value="">All</option>
              {sessions.data?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {report === "application" ? (
            <FormGroup label="Application type" labelFor={`${id}-type`}>
              <HTMLSelect
                id={`${id}-type`}
                value={filters.applicationType ?? ""}
                onChange={(event) => setFilter("applicationType", event.target.value)}
              >
                <option value="">All</option>
                {types.data?.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          ) : null}
          {result ? (
            <FormGroup label="Group by" labelFor={`${id}-grouping`}>
              <HTMLSelect
                id={`${id}-grouping`}
                value={group?.name}
                onChange={(event) => setGrouping(event.target.value)}
              >
                {result.groups.map((option) => (
                  <option key={option.name} value={option.name}>
                    {option.title}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          ) : null}
          <ButtonGroup>
            <Button onClick={() => void download("csv")}>Export CSV</Button>
            <Button onClick={() => void download("xlsx")}>Export XLSX</Button>
          </ButtonGroup>
        </div>
        {data.isError ? (
          <Callout intent="danger" title="The report could not be loaded">
            {errorMessage(data.error, "Please try again.")}
          </Callout>
        ) : null}
        {data.isPending ? <Spinner size={SpinnerSize.SMALL} aria-label="Loading" /> : null}
        {result && group ? (
          <>
            <p className="bursary-total" aria-live="polite">
              Total: <strong>{countText(result.total)}</strong>{" "}
              {/* The units are plain plurals ("applications", "students"). */}
              {result.total === 1 ? result.unit.replace(/s$/, "") : result.unit}
            </p>
            {group.rows.length === 0 ? (
              <p>Your request results will be displayed here</p>
            ) : (
              <div className="bursary-report-section">
                <BarChart
                  title={`${title}: ${result.unit} by ${groupTitle}`}
                  rows={group.rows.map((row) => ({ label: row.label, value: row.count }))}
                  formatValue={countText}
                />
                <H2 className="bursary-subtitle">By {groupTitle}</H2>
                <div className="bursary-scroll">
                  <HTMLTable
                    striped
                    compact
                    className="bursary-table"
                    aria-label={`${result.unit} by ${groupTitle}`}
                  >
                    <thead>
                      <tr>
                        <th scope="col">{group.title}</th>
                        <th scope="col" className="bursary-amount">
                          Number of {result.unit}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {group.rows.map((row) => (
                        <tr key={`${row.key}-${row.label}`}>
                          <td>{row.label}</td>
                          <td className="bursary-amount">{countText(row.count)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">Total</th>
                        <td className="bursary-amount">{countText(result.total)}</td>
                      </tr>
                    </tfoot>
                  </HTMLTable>
                </div>
              </div>
            )}
          </>
        ) : null}
      </section>
    </BursaryTabs>
  );
}

export function ApplicationReportsPage() {
  return (
    <AdmissionReportScreen
      report="application"
      route="/reports/application_reports"
      title="Application reports"
    />
  );
}

export function AppReportsPage() {
  return (
    <AdmissionReportScreen
      report="application"
      route="/app_reports/application_reports"
      title="Application reports"
    />
  );
}

export function PutmeReportsPage() {
  return <AdmissionReportScreen report="putme" route="/reports/putme_reports" title="PUTME reports" />;
}

export function JupebReportsPage() {
  return <AdmissionReportScreen report="jupeb" route="/reports/jupeb_reports" title="JUPEB reports" />;
}

export function RegistrationNumberReportsPage() {
  return (
    <AdmissionReportScreen
      report="registration_number"
      route="/reports/registration_number_reports"
      title="Registration number reports"
    />
  );
}
