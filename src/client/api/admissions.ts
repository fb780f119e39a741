import type {
  AccountVerifyCodeBody,
  AdmissionLookupBody,
  AdmissionStatus,
  AdmissionUploadResult,
  ClearanceForm,
  CreateProfileBody,
  ProfileCreated,
  ProfilePreview,
} from "../../contract/admissions";
import type { ApplicantCodeSent } from "../../contract/applicants";
import type { SuccessEnvelope } from "../../contract/envelope";
import type { InvoiceView } from "../../contract/payments";
import type { Letter } from "../../contract/receipts";
import { getData, http } from "./http";
import { downloadFile } from "./resources";

/** The client's calls of the admitted journey (server: src/server/modules/admissions/routes.ts). */

async function post<T>(url: string, body: object): Promise<T> {
  const res = await http.post<SuccessEnvelope<T>>(url, body);
  return res.data.data;
}

export const checkAdmissionStatus = (body: AdmissionLookupBody) =>
  post<AdmissionStatus>("/AdmissionStatus/check", body);
export const acceptanceInvoice = (body: AdmissionLookupBody) =>
  post<InvoiceView>("/AdmissionStatus/acceptance-invoice", body);
export const admissionLetter = (body: AdmissionLookupBody) => post<Letter>("/AdmissionStatus/letter", body);
export const componentsClearanceForm = (body: AdmissionLookupBody) =>
  post<ClearanceForm>("/AdmissionStatus/clearance-form", body);

export const sendAccountCode = (body: AdmissionLookupBody) =>
  post<ApplicantCodeSent>("/StudentAccount/verify", body);
export const verifyAccountCode = (body: AccountVerifyCodeBody) =>
  post<ProfilePreview>("/StudentAccount/verify-code", body);
export const fetchProfilePreview = () => getData<ProfilePreview>("/StudentAccount/profile");
export const createProfile = (body: CreateProfileBody) =>
  post<ProfileCreated>("/StudentAccount/create-profile", body);

export async function uploadAdmissionList(
  file: File,
): Promise<{ message: string; result: AdmissionUploadResult }> {
  const body = new FormData();
  body.append("file", file);
  const res = await http.post<SuccessEnvelope<AdmissionUploadResult>>("/AdmissionList/upload", body);
  return { message: res.data.message ?? "", result: res.data.data };
}

export const downloadAdmissionTemplate = (format: "csv" | "xlsx") =>
  downloadFile(`/AdmissionList/template?format=${format}`, `admission-list-template.${format}`);
