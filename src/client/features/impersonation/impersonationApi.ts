import { AxiosError } from "axios";
import type { ImpersonationCandidate } from "../../../server/modules/impersonation/impersonationCandidates";
import type { ImpersonationTicket } from "../../../server/modules/impersonation/impersonationService";
import { type Envelope, getData, http } from "../../api/http";

export type { ImpersonationCandidate, ImpersonationTicket };

export interface ImpersonationRequestBody {
  userIdToImpersonate: number;
  reason: string;
  minutes: number;
}

/** Users the signed-in impersonator may act as, by user name or full name. */
export function searchCandidates(search: string): Promise<ImpersonationCandidate[]> {
  return getData<ImpersonationCandidate[]>("/Authentication/impersonation", { search });
}

/** Asks for a single-use start token; the answer carries the /impersonation_login link. */
export async function requestImpersonation(body: ImpersonationRequestBody): Promise<ImpersonationTicket> {
  // A refusal (e.g. a super-admin target) is a 403 the form explains; it must not leave the page.
  const res = await http.post<Envelope<ImpersonationTicket>>("/Authentication/impersonate", body, {
    skipAuthHandling: true,
  });
  return res.data.data;
}

/** The server's field errors of a failed call, by field path. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (error instanceof AxiosError) {
    const body = error.response?.data as Partial<Envelope<unknown>> | undefined;
    for (const { path, message } of body?.errors ?? []) fields[path] ??= message;
  }
  return fields;
}
