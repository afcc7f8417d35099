import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listReferrals, lookupReferralId as lookupEndpoint } from "../../shared/contract/referrals";
import type { ReferralLookup } from "../../shared/schemas/referrals";
import { callEndpoint, queryKeyOf } from "./call-endpoint";

/** The users the signed-in user referred, filtered by a part of the name. */
export function useReferrals(search = "") {
  const input = { query: { search: search || undefined } };
  return useQuery({
    queryKey: queryKeyOf(listReferrals, input),
    queryFn: ({ signal }) => callEndpoint(listReferrals, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Whether a referral id names someone (the register form warns, without blocking, when not). */
export function lookupReferralId(referralId: string): Promise<ReferralLookup> {
  return callEndpoint(lookupEndpoint, { query: { referralId } });
}
