import type { GroupTab } from "../../../schema/resourceFile";

/**
 * The report screens (spec section 2 "Reports"): each route a file of schemas/reports names shows
 * that file, so a new report is its file alone. Only each file's `routes`, `title` and `access`
 * are imported here (the screen reads the whole file from GET /api/Reports/:name/definition), so
 * the staff route table stays small.
 */
export interface ReportScreenLine {
  route: string;
  /** The file's name in schemas/reports. */
  report: string;
  /** The tab's text: the file's title. */
  title: string;
  /** The file's access. */
  access: readonly string[];
  /** Listed in the Reports area's tabs: a file's first route is (a second address is not). */
  tab: boolean;
}

interface ReportFacts {
  readonly title: string;
  readonly routes: readonly string[];
  readonly access: readonly string[];
}

const DIR = "../../../../schemas/reports/";
// `?facts`: only each file's title, routes and access (scripts/resourceFilesPlugin.mjs).
const facts = import.meta.glob<ReportFacts>("../../../../schemas/reports/*.json", {
  eager: true,
  query: "?facts",
  import: "default",
});

export const REPORT_SCREENS: readonly ReportScreenLine[] = Object.entries(facts)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([file, { title, routes, access }]) =>
    routes.map((route, index) => ({
      route,
      report: file.slice(DIR.length, -".json".length),
      title,
      access,
      tab: index === 0,
    })),
  );

/** The Reports area's tabs. */
export const REPORT_TABS: GroupTab[] = REPORT_SCREENS.filter((line) => line.tab).map((line) => ({
  route: line.route,
  title: line.title,
  read: [...line.access],
}));
