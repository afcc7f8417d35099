import * as schemas from "../schemas/referrals";
import { defineEndpoint } from "./endpoint";

/** The query-key family of referrals (live updates refresh it). */
export const referralsTag = "referrals";

export const listReferrals = defineEndpoint({
  method: "GET",
  path: "/api/v1/referrals",
  access: "user",
  summary: "List the signed-in user's referrals",
  tag: referralsTag,
  query: schemas.referralListQuery,
  status: 200,
  output: schemas.referralListOutput,
  errors: [],
});

/** Public (the register form asks before anyone is signed in), and limited like sign-up. */
export const lookupReferralId = defineEndpoint({
  method: "GET",
  path: "/api/v1/referrals/lookup",
  access: "public",
  summary: "Check a referral ID",
  tag: referralsTag,
  query: schemas.referralLookupQuery,
  status: 200,
  output: schemas.referralLookupOutput,
  errors: [],
});
