import { AxiosError, type AxiosInstance } from "axios";
import type {
  ApplicantCodeSent,
  ApplicantSession,
  ApplicantSignInBody,
  ApplicantVerifyBody,
  ApplicationResetBody,
  ApplicationResetResult,
} from "../../contract/applicants";
import type { SuccessEnvelope } from "../../contract/envelope";
import { http } from "./http";

export { APPLICANT_MESSAGES } from "../../contract/applicants";

/**
 * The applicant's sign-in (`/api/Applicant/…`). The session is an httpOnly cookie the server sets;
 * nothing is kept here. `skipAuthHandling`: an applicant's 401 is not a staff session ending.
 */
export function applicantCalls(type: string, client: AxiosInstance = http) {
  const base = `/Applicant/${encodeURIComponent(type)}`;
  return {
    /** Step 1: checks the paid invoice and emails a code; answers where it went. */
    async signIn(body: ApplicantSignInBody): Promise<ApplicantCodeSent> {
      return (await client.post<SuccessEnvelope<ApplicantCodeSent>>(`${base}/sign-in`, body)).data.data;
    },
    /** Step 2: the code; the server sets the session cookie. */
    async verify(body: ApplicantVerifyBody): Promise<ApplicantSession> {
      return (await client.post<SuccessEnvelope<ApplicantSession>>(`${base}/verify`, body)).data.data;
    },
  };
}

/** The signed-in applicant, or undefined when this browser has no applicant session. */
export async function currentApplicant(client: AxiosInstance = http): Promise<ApplicantSession | undefined> {
  try {
    return (
      await client.get<SuccessEnvelope<ApplicantSession>>("/Applicant/session", { skipAuthHandling: true })
    ).data.data;
  } catch (error) {
    if (error instanceof AxiosError && error.response?.status === 401) return undefined;
    throw error;
  }
}

export async function signOutApplicant(client: AxiosInstance = http): Promise<void> {
  await client.delete("/Applicant/session", { skipAuthHandling: true });
}

/** Admissions: unlock a submitted application by its invoice number or RRR. */
export async function resetApplication(
  body: ApplicationResetBody,
  client: AxiosInstance = http,
): Promise<{ result: ApplicationResetResult; message: string }> {
  const answer = (await client.post<SuccessEnvelope<ApplicationResetResult>>("/Application/reset", body))
    .data;
  return { result: answer.data, message: answer.message ?? "" };
}
