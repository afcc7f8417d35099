import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReferralList, ReferralLookup } from "../../shared/schemas/referrals";
import { apiFetch } from "./client";

/** The users the signed-in user referred, filtered by a part of the name. */
export function useReferrals(search = "") {
  return useQuery({
    queryKey: ["referrals", { search }],
    queryFn: ({ signal }) =>
      apiFetch<ReferralList>(`/api/v1/referrals${search ? `?search=${encodeURIComponent(search)}` : ""}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Whether a referral id names someone (the register form warns, without blocking, when not). */
export function lookupReferralId(referralId: string): Promise<ReferralLookup> {
  return apiFetch<ReferralLookup>(`/api/v1/referrals/lookup?referralId=${encodeURIComponent(referralId)}`);
}
