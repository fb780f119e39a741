import { useQuery } from "@tanstack/react-query";
import type { ReferralCode } from "../../contract/auth";
import { getData } from "./http";

export function useOwnReferralCode() {
  return useQuery({
    queryKey: ["referrals", "code"],
    queryFn: () => getData<ReferralCode>("/Authentication/referral-code"),
  });
}
