import { AxiosError } from "axios";
import type { ApplicantCodeSent, ApplicantSession } from "../../contract/applicants";
import type { SuccessEnvelope } from "../../contract/envelope";
import type {
  ApplicantReferees,
  RefereeReport,
  RefereeRequest,
  ReprintSignInBody,
  ReprintVerifyBody,
} from "../../contract/pgReferees";
import { http } from "./http";

export { REFEREE_MESSAGES } from "../../contract/pgReferees";

/** The referee form's calls: the link's token is the credential (server: modules/pgReferees). */
export async function openRefereeRequest(token: string): Promise<RefereeRequest> {
  return (
    await http.post<SuccessEnvelope<RefereeRequest>>(
      "/RefereeReport/open",
      { token },
      { skipAuthHandling: true },
    )
  ).data.data;
}

export async function submitRefereeReport(token: string, report: RefereeReport): Promise<string> {
  const answer = (
    await http.post<SuccessEnvelope<null>>(
      "/RefereeReport/submit",
      { token, report },
      { skipAuthHandling: true },
    )
  ).data;
  return answer.message ?? "";
}

/** The signed-in applicant's application number and referees; undefined without a session. */
export async function fetchApplicantReferees(): Promise<ApplicantReferees | undefined> {
  try {
    return (
      await http.get<SuccessEnvelope<ApplicantReferees>>("/ApplicationReferees", { skipAuthHandling: true })
    ).data.data;
  } catch (error) {
    if (error instanceof AxiosError && error.response?.status === 401) return undefined;
    throw error;
  }
}

/** /pg_reprint_login: application number and phone, then the emailed code (an applicant session). */
export function reprintCalls(type: string) {
  const base = `/Applicant/${encodeURIComponent(type)}/reprint`;
  return {
    async signIn(body: ReprintSignInBody): Promise<ApplicantCodeSent> {
      return (await http.post<SuccessEnvelope<ApplicantCodeSent>>(`${base}/sign-in`, body)).data.data;
    },
    async verify(body: ReprintVerifyBody): Promise<ApplicantSession> {
      return (await http.post<SuccessEnvelope<ApplicantSession>>(`${base}/verify`, body)).data.data;
    },
  };
}
