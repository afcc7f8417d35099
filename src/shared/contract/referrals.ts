import {
  referralListOutput,
  referralListQuery,
  referralLookupOutput,
  referralLookupQuery,
} from "../schemas/referrals";
import { defineEndpoint } from "./endpoint";

export const listReferrals = defineEndpoint({
  method: "GET",
  path: "/api/v1/referrals",
  access: "user",
  summary: "List the signed-in user's referrals",
  tag: "referrals",
  query: referralListQuery,
  status: 200,
  output: referralListOutput,
  errors: [],
});

/** Public (the register form asks before anyone is signed in), and limited like sign-up. */
export const lookupReferralId = defineEndpoint({
  method: "GET",
  path: "/api/v1/referrals/lookup",
  access: "public",
  summary: "Check a referral ID",
  tag: "referrals",
  query: referralLookupQuery,
  status: 200,
  output: referralLookupOutput,
  errors: [],
});
