/** The admissions reports, one chunk (the exam slip is a public page of its own). */
export {
  ApplicationReportsPage,
  AppReportsPage,
  JupebReportsPage,
  PutmeReportsPage,
  RegistrationNumberReportsPage,
} from "./AdmissionReportPage";
