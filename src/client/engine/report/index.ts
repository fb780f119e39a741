/**
 * The report engine: any file of schemas/reports as one screen (filters, "Group by", totals,
 * a lazily loaded chart, the Grid of groups, streamed exports). Framework-free parts: reportView,
 * chartModel; the report file model is src/schema/reports.
 */
export { ReportScreen, type ReportScreenProps } from "./ReportScreen";
