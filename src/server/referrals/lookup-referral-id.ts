import { and, eq, isNull } from "drizzle-orm";
import type { ReferralLookup } from "../../shared/schemas/referrals";
import type { Runner } from "../db/client";
import { users } from "../db/schema";

/**
 * Whether a referral id names an account (not a deleted one): the register form warns, without
 * blocking, when it does not. Says nothing else about the account.
 */
export async function lookupReferralId(db: Runner, input: { referralId: string }): Promise<ReferralLookup> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralId, input.referralId), isNull(users.deletedAt)))
    .limit(1);
  return { exists: Boolean(found) };
}
