import {
  Button,
  ButtonGroup,
  Callout,
  Classes,
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
import type { FeeReport, FeeReportQuery } from "../../../contract/staffPayments";
import { errorMessage } from "../../api/http";
import { useLookup } from "../../api/resources";
import { downloadFeeReport, fetchFeeReport } from "../../api/staffPayments";
import { useEngineHost } from "../../engine/host";
import { formatNaira } from "../../ui/format";
import BarChart from "./BarChart";
import { BursaryTabs } from "./BursaryTabs";
import { REPORT_TABS } from "./bursaryTabs";
import "./bursary.css";

const GROUPINGS = {
  byDay: "Day",
  byPurpose: "Purpose",
  bySession: "Session",
  byProgramme: "Programme",
  byDepartment: "Department",
} as const;
type Grouping = keyof typeof GROUPINGS;

const SUNDRY = 9;

export interface FeeReportScreenProps {
  route: string;
  title: string;
  /** A purpose the screen is fixed to (the sundry report). */
  fixedPurposeId?: number;
}

/** The payment reports: credited totals by a grouping, as a chart and a table, with downloads. */
export function FeeReportScreen({ route, title, fixedPurposeId }: FeeReportScreenProps) {
  const id = useId();
  const { notify } = useEngineHost();
  const sessions = useLookup("sessions");
  const purposes = useLookup("feePurposes");
  const [filters, setFilters] = useState<FeeReportQuery>(
    fixedPurposeId ? { feePurposeId: fixedPurposeId } : {},
  );
  const [grouping, setGrouping] = useState<Grouping>(fixedPurposeId ? "byDay" : "byPurpose");
  const [dateProblem, setDateProblem] = useState<string>();
  const report = useQuery({
    queryKey: ["fee-report", filters],
    queryFn: () => fetchFeeReport(filters),
  });

  const setFilter = (key: keyof FeeReportQuery, value: string) => {
    const next: FeeReportQuery = { ...filters };
    if (value === "") delete next[key];
    else if (key === "from" || key === "to") next[key] = value;
    else next[key] = Number(value);
    if (next.from && next.to && next.from > next.to) {
      setDateProblem("The end date must be on or after the start date.");
      return;
    }
    setDateProblem(undefined);
    setFilters(next);
  };

  const download = async (format: "csv" | "xlsx") => {
    try {
      await downloadFeeReport(filters, format);
    } catch (error) {
      notify({
        title: "Error",
        message: errorMessage(error, "The report could not be downloaded"),
        intent: "danger",
        timeout: 5000,
      });
    }
  };

  const data: FeeReport | undefined = report.data;
  const rows = data?.[grouping] ?? [];
  const chartTitle = `${title}: credited payments by ${GROUPINGS[grouping].toLowerCase()}`;
  return (
    <BursaryTabs label="Reports" tabs={REPORT_TABS} current={route}>
      <section className="bursary-screen">
        <H1 className="bursary-title">{title}</H1>
        <div className="bursary-filters">
          <FormGroup label="Session" labelFor={`${id}-session`}>
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
          {fixedPurposeId ? null : (
            <FormGroup label="Purpose" labelFor={`${id}-purpose`}>
              <HTMLSelect
                id={`${id}-purpose`}
                value={filters.feePurposeId ?? ""}
                onChange={(event) => setFilter("feePurposeId", event.target.value)}
              >
                <option value="">All</option>
                {purposes.data?.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          )}
          <FormGroup label="Paid from" labelFor={`${id}-from`}>
            <input
              id={`${id}-from`}
              className={Classes.INPUT}
              type="date"
              value={filters.from ?? ""}
              onChange={(event) => setFilter("from", event.target.value)}
            />
          </FormGroup>
          <FormGroup
            label="Paid to"
            labelFor={`${id}-to`}
            intent={dateProblem ? "danger" : "none"}
            helperText={dateProblem}
          >
            <input
              id={`${id}-to`}
              className={Classes.INPUT}
              type="date"
              value={filters.to ?? ""}
              onChange={(event) => setFilter("to", event.target.value)}
            />
          </FormGroup>
          <FormGroup label="Group by" labelFor={`${id}-grouping`}>
            <HTMLSelect
              id={`${id}-grouping`}
              value={grouping}
              onChange={(event) => setGrouping(event.target.value as Grouping)}
            >
              {Object.entries(GROUPINGS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <ButtonGroup>
            <Button onClick={() => void download("csv")}>Export CSV</Button>
            <Button onClick={() => void download("xlsx")}>Export XLSX</Button>
          </ButtonGroup>
        </div>
        {report.isError ? (
          <Callout intent="danger" title="The report could not be loaded">
            {errorMessage(report.error, "Please try again.")}
          </Callout>
        ) : null}
        {report.isPending ? <Spinner size={SpinnerSize.SMALL} aria-label="Loading" /> : null}
        {data ? (
          <>
            <p className="bursary-total" aria-live="polite">
              Total credited: <strong>{formatNaira(data.total)}</strong> ({data.count}{" "}
              {data.count === 1 ? "payment" : "payments"})
            </p>
            {rows.length === 0 ? (
              <p>No credited payments match these filters.</p>
            ) : (
              <div className="bursary-report-section">
                <BarChart
                  title={chartTitle}
                  rows={rows.map((row) => ({ label: row.label, value: row.total }))}
                />
                <H2 className="bursary-subtitle">By {GROUPINGS[grouping].toLowerCase()}</H2>
                <div className="bursary-scroll">
                  <HTMLTable
                    striped
                    compact
                    className="bursary-table"
                    aria-label={`Credited payments by ${GROUPINGS[grouping].toLowerCase()}`}
                  >
                    <thead>
                      <tr>
                        <th scope="col">{GROUPINGS[grouping]}</th>
                        <th scope="col" className="bursary-amount">
                          Payments
                        </th>
                        <th scope="col" className="bursary-amount">
                          Amount
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row) => (
                        <tr key={row.label}>
                          <td>{row.label}</td>
                          <td className="bursary-amount">{row.count}</td>
                          <td className="bursary-amount">{formatNaira(row.total)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">Total</th>
                        <td className="bursary-amount">{data.count}</td>
                        <td className="bursary-amount">{formatNaira(data.total)}</td>
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

export function PaymentReportsPage() {
  return <FeeReportScreen route="/reports/payment_reports" title="Payment reports" />;
}

export function SundryReportPage() {
  return <FeeReportScreen route="/reports/sundry" title="Sundry report" fixedPurposeId={SUNDRY} />;
}
