import type { LoginResponse } from "../../contract/auth";
import type { SuccessEnvelope } from "../../contract/envelope";
import type {
  ImpersonateBody,
  ImpersonationCandidate,
  ImpersonationLink,
  ImpersonationTicket,
} from "../../contract/impersonation";
import { getData, http } from "./http";

/** Impersonation: the impersonator's dialog, and the impersonated session's own calls. */

/** Users the signed-in impersonator may act as, by user name or full name. */
export function searchCandidates(search: string): Promise<ImpersonationCandidate[]> {
  return getData<ImpersonationCandidate[]>("/Authentication/impersonation", { search });
}

/** Asks for a single-use start token; the answer carries the /impersonation_login link. */
export async function requestImpersonation(body: ImpersonateBody): Promise<ImpersonationTicket> {
  // A refusal (e.g. a super-admin target) is a 403 the form explains; it must not leave the page.
  const res = await http.post<SuccessEnvelope<ImpersonationTicket>>("/Authentication/impersonate", body, {
    skipAuthHandling: true,
  });
  return res.data.data;
}

/** Trades the link's single-use token for the user's session; the impersonator's cookie goes with it. */
export async function impersonationLoginRequest(link: ImpersonationLink): Promise<LoginResponse> {
  const res = await http.post<SuccessEnvelope<LoginResponse>>("/Authentication/impersonation-login", link, {
    skipAuthHandling: true,
  });
  return res.data.data;
}

/** A new access token for the impersonation (its httpOnly cookie), never past its end. */
export async function impersonationRefreshRequest(): Promise<LoginResponse> {
  const res = await http.post<SuccessEnvelope<LoginResponse>>(
    "/Authentication/impersonation/refresh-token",
    undefined,
    { skipAuthHandling: true },
  );
  return res.data.data;
}

export async function endImpersonationRequest(): Promise<void> {
  await http.post("/Authentication/end-impersonation", undefined, { skipAuthHandling: true });
}
