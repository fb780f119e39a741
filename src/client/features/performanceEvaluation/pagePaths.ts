/** The evaluation's pages (spec 2 "Performance evaluation"), so links name each path once. */
export const APER_PATHS = {
  hub: "/performance_evaluation",
  report: "/performance_evaluation/report",
  preview: "/performance_evaluation/preview",
  view: "/performance_evaluation/view",
  officerReport: "/performance_evaluation/officer_report",
  officerPreview: "/performance_evaluation/officer_preview",
  officerView: "/performance_evaluation/officer_view",
  counterSigningReport: "/performance_evaluation/counterSigning_report",
  counterSigningView: "/performance_evaluation/counterSigning_view",
  assessors: "/performance_evaluation/assessment_reviewers",
  results: "/performance_evaluation/results",
} as const;

/** A positive whole number from the address (`?id=`, `?yearId=`), else undefined. */
export function idParam(value: string | null): number | undefined {
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2147483647 ? id : undefined;
}
