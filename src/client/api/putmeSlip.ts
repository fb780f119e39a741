import { AxiosError } from "axios";
import type { SuccessEnvelope } from "../../contract/envelope";
import type { PutmeSlip } from "../../contract/putmeSlip";
import { http } from "./http";

/** The PUTME exam slip (server: src/server/modules/admissionRecords). */

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
