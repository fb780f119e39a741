import type { GroupTab } from "../../../schema/resourceFile";

/**
 * The report screens (spec section 2 "Reports"): each route shows one file of schemas/reports.
 * Kept here, small, rather than read from the files, so the staff route table does not carry
 * every report file; `reportScreens.test.ts` checks each line against its file (route, access,
 * title), so the two cannot drift.
 */
export interface ReportScreenLine {
  route: string;
  /** The file's name in schemas/reports. */
  report: string;
  /** The tab's text: the file's title. */
  title: string;
  /** The file's access. */
  access: readonly string[];
  /** Listed in the Reports area's tabs (the second address of a report is not). */
  tab: boolean;
}

const MONEY = ["bursar", "registrar"];
const ADMISSIONS = ["admissions", "registrar"];

export const REPORT_SCREENS: readonly ReportScreenLine[] = [
  {
    route: "/reports/payment_reports",
    report: "payment-reports",
    title: "Payment reports",
    access: MONEY,
    tab: true,
  },
  {
    route: "/reports/payment_summary",
    report: "payment-summary",
    title: "Payment summary",
    access: MONEY,
    tab: true,
  },
  { route: "/reports/sundry", report: "sundry-report", title: "Sundry report", access: MONEY, tab: true },
  {
    route: "/reports/application_fee_reports",
    report: "application-fee-reports",
    title: "Application fee reports",
    access: MONEY,
    tab: true,
  },
  {
    route: "/reports/application_reports",
    report: "application-reports",
    title: "Application reports",
    access: ADMISSIONS,
    tab: true,
  },
  {
    route: "/app_reports/application_reports",
    report: "application-reports",
    title: "Application reports",
    access: ADMISSIONS,
    tab: false,
  },
  {
    route: "/reports/putme_reports",
    report: "putme-reports",
    title: "PUTME reports",
    access: ADMISSIONS,
    tab: true,
  },
  {
    route: "/reports/jupeb_reports",
    report: "jupeb-reports",
    title: "JUPEB reports",
    access: ADMISSIONS,
    tab: true,
  },
  {
    route: "/reports/registration_number_reports",
    report: "registration-number-reports",
    title: "Registration number reports",
    access: ADMISSIONS,
    tab: true,
  },
];

/** The Reports area's tabs. */
export const REPORT_TABS: GroupTab[] = REPORT_SCREENS.filter((line) => line.tab).map((line) => ({
  route: line.route,
  title: line.title,
  read: [...line.access],
}));
