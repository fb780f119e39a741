import { createElement } from "react";
import { REPORT_SCREENS } from "../src/client/features/reports/reportScreens";
import type { ScreenRoute } from "./types";

/** Every report screen: one engine screen over its file of schemas/reports (features/reports). */
export const reportScreens: ScreenRoute[] = REPORT_SCREENS.map((line) => ({
  path: line.route,
  access: line.access,
  load: async () => {
    const { ReportPage } = await import("../src/client/features/reports/ReportPage");
    return { default: () => createElement(ReportPage, { report: line.report, route: line.route }) };
  },
}));
