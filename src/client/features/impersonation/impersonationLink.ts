import type { ImpersonationLink } from "../../../contract/impersonation";

const positiveId = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);

/** The link's three values, or undefined when any is missing or malformed. */
export function readImpersonationLink(params: URLSearchParams): ImpersonationLink | undefined {
  const userIdToImpersonate = positiveId(params.get("userIdToImpersonate"));
  const impersonatorId = positiveId(params.get("impersonatorId"));
  const token = params.get("token") ?? "";
  if (!userIdToImpersonate || !impersonatorId || !/^[\w-]{20,200}$/.test(token)) return undefined;
  return { userIdToImpersonate, impersonatorId, token };
}
