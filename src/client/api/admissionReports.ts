import { AxiosError } from "axios";
import type {
  AdmissionReport,
  AdmissionReportName,
  AdmissionReportQuery,
  AdmissionReportType,
  PutmeSlip,
} from "../../contract/admissionReports";
import type { SuccessEnvelope } from "../../contract/envelope";
import { getData, http } from "./http";
import { downloadFile } from "./resources";

/** The admissions reports and the PUTME exam slip (server: src/server/modules/admissionRecords). */

function searchOf(query: AdmissionReportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return params;
}

export function fetchAdmissionReport(
  report: AdmissionReportName,
  query: AdmissionReportQuery,
): Promise<AdmissionReport> {
  return getData<AdmissionReport>(`/AdmissionReports/${report}`, { ...query });
}

export function fetchReportApplicationTypes(): Promise<AdmissionReportType[]> {
  return getData<AdmissionReportType[]>("/AdmissionReports/application-types");
}

export function downloadAdmissionReport(
  report: AdmissionReportName,
  query: AdmissionReportQuery,
  format: "csv" | "xlsx",
): Promise<void> {
  const params = searchOf(query);
  params.set("format", format);
  return downloadFile(
    `/AdmissionReports/${report}/export?${params.toString()}`,
    `${report.replace(/_/g, "-")}-report.${format}`,
  );
}

/** The signed-in applicant's exam slip; undefined without an applicant session (401). */
export async function fetchPutmeSlip(): Promise<PutmeSlip | undefined> {
  try {
    return (await http.get<SuccessEnvelope<PutmeSlip>>("/Applicant/putme-slip", { skipAuthHandling: true }))
      .data.data;
  } catch (error) {
    if (error instanceof AxiosError && error.response?.status === 401) return undefined;
    throw error;
  }
}
