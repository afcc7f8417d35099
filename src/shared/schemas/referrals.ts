import { z } from "zod";

/** A user someone referred: only what the referrer may see. */
export const referralOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  avatar: z.string().nullable(),
});
export type Referral = z.infer<typeof referralOutput>;

export const referralListQuery = z.strictObject({
  /** Case-insensitive part of the name. */
  search: z.string().trim().max(100).optional(),
});

export const referralListOutput = z.object({
  items: z.array(referralOutput),
  /** All of the user's referrals, whatever the search. */
  total: z.number().int(),
});
export type ReferralList = z.infer<typeof referralListOutput>;
