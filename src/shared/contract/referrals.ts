import * as schemas from "../schemas/referrals";
import { defineEndpoint } from "./endpoint";

export const listReferrals = defineEndpoint({
  method: "GET",
  path: "/api/v1/referrals",
  access: "user",
  summary: "List the signed-in user's referrals",
  tag: "referrals",
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
  tag: "referrals",
  query: schemas.referralLookupQuery,
  status: 200,
  output: schemas.referralLookupOutput,
  errors: [],
});
