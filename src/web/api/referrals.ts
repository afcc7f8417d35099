import { keepPreviousData } from "@tanstack/react-query";
import { listReferrals, lookupReferralId as lookupEndpoint } from "../../shared/contract/referrals";
import type { ReferralLookup } from "../../shared/schemas/referrals";
import { callEndpoint } from "./call-endpoint";
import { useEndpointQuery } from "./endpoint-hooks";

/** The users the signed-in user referred, filtered by a part of the name. */
export function useReferrals(search = "") {
  const input = { query: { search: search || undefined } };
  return useEndpointQuery(listReferrals, input, { placeholderData: keepPreviousData });
}

/** Whether a referral id names someone (the register form warns, without blocking, when not). */
export function lookupReferralId(referralId: string): Promise<ReferralLookup> {
  return callEndpoint(lookupEndpoint, { query: { referralId } });
}
