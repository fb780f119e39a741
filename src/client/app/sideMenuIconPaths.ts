import type { IconName, IconPaths } from "@blueprintjs/icons";
import applicationPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/application.js";
import applicationsPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/applications.js";
import bankAccountPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account.js";
import bookPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/book.js";
import briefcasePaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/briefcase.js";
import chartPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/chart.js";
import clipboardPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/clipboard.js";
import cloudUploadPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/cloud-upload.js";
import creditCardPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/credit-card.js";
import dashboardPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js";
import dollarPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/dollar.js";
import endorsedPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/endorsed.js";
import homePaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/home.js";
import idNumberPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/id-number.js";
import learningPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/learning.js";
import manualPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/manual.js";
import officePaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/office.js";
import peoplePaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/people.js";
import pinPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/pin.js";
import projectsPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/projects.js";
import starPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/star.js";
import swapHorizontalPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/swap-horizontal.js";
import thPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/th.js";
import timelineBarChartPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/timeline-bar-chart.js";
import wrenchPaths from "@blueprintjs/icons/lib/esm/generated/16px/paths/wrench.js";

/**
 * The side menu's icons (src/client/shell/menu/menuRoutes.ts) in one chunk: a menu shows a dozen
 * of them at once on every signed-in first load, and one request of them all weighs less than a
 * dozen tiny ones, each with its own module wrapper (issue 22).
 */
export const SIDE_MENU_ICON_PATHS: Partial<Record<IconName, IconPaths>> = {
  application: applicationPaths,
  applications: applicationsPaths,
  "bank-account": bankAccountPaths,
  book: bookPaths,
  briefcase: briefcasePaths,
  chart: chartPaths,
  clipboard: clipboardPaths,
  "cloud-upload": cloudUploadPaths,
  "credit-card": creditCardPaths,
  dashboard: dashboardPaths,
  dollar: dollarPaths,
  endorsed: endorsedPaths,
  home: homePaths,
  "id-number": idNumberPaths,
  learning: learningPaths,
  manual: manualPaths,
  office: officePaths,
  people: peoplePaths,
  pin: pinPaths,
  projects: projectsPaths,
  star: starPaths,
  "swap-horizontal": swapHorizontalPaths,
  th: thPaths,
  "timeline-bar-chart": timelineBarChartPaths,
  wrench: wrenchPaths,
};
