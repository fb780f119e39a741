import type { LoginResponse } from "../../server/modules/auth/loginService";
import { type Envelope, http } from "../api/http";

/** What an impersonation link carries (spec: impersonation-login). */
export interface ImpersonationLink {
  userIdToImpersonate: number;
  impersonatorId: number;
  token: string;
}

/** Trades the link's single-use token for the user's session; the impersonator's cookie goes with it. */
export async function impersonationLoginRequest(link: ImpersonationLink): Promise<LoginResponse> {
  const res = await http.post<Envelope<LoginResponse>>("/Authentication/impersonation-login", link, {
    skipAuthHandling: true,
  });
  return res.data.data;
}

/** A new access token for the impersonation (its httpOnly cookie), never past its end. */
export async function impersonationRefreshRequest(): Promise<LoginResponse> {
  const res = await http.post<Envelope<LoginResponse>>(
    "/Authentication/impersonation/refresh-token",
    undefined,
    {
      skipAuthHandling: true,
    },
  );
  return res.data.data;
}

export async function endImpersonationRequest(): Promise<void> {
  await http.post("/Authentication/end-impersonation", undefined, { skipAuthHandling: true });
}
