import { createElement } from "react";
import { REPORT_SCREENS } from "../src/client/features/reports/reportScreens";
import type { ScreenRoute } from "./types";

/**
 * Every report screen: one engine screen over its file of schemas/reports (features/reports). Each
 * answers for the "reports" menu entry, so a role that cannot open its own route (the payment
 * reports) is led to the first report it may read (the hostel officer: hostel reports).
 */
export const reportScreens: ScreenRoute[] = REPORT_SCREENS.map((line) => ({
  path: line.route,
  access: line.access,
  menu: { name: "reports" },
  load: async () => {
    const { ReportPage } = await import("../src/client/features/reports/ReportPage");
    return { default: () => createElement(ReportPage, { report: line.report, route: line.route }) };
  },
}));
