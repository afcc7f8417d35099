import { z } from "zod";
import { searchText } from "./lists";
import { profileOutput } from "./user";

/** A user someone referred: only what the referrer may see. */
const referralOutput = profileOutput
  .pick({ id: true, name: true, email: true, country: true, avatar: true })
  .extend({
    /** Not active yet: the referrer's bonus is paid when the account first becomes active. */
    pendingActivation: z.boolean(),
  });
export type Referral = z.infer<typeof referralOutput>;

export const referralListQuery = z.strictObject({
  /** Case-insensitive part of the name. */
  search: searchText,
});

export const referralListOutput = z.object({
  items: z.array(referralOutput),
  /** All of the user's referrals, whatever the search. */
  total: z.number().int(),
});
export type ReferralList = z.infer<typeof referralListOutput>;

/** GET /api/v1/referrals/lookup: does a referral id name someone? (the register form's warning) */
export const referralLookupQuery = z.strictObject({
  referralId: z.string().trim().min(1).max(256),
});
export const referralLookupOutput = z.object({ exists: z.boolean() });
export type ReferralLookup = z.infer<typeof referralLookupOutput>;
